-- Clocks across restarts. `alive`: when a server sharing this database was last alive
-- (wall time, ms), stored every second. `downtimes`: each stretch no server was up,
-- noted by the server that came up after it. A game read back counts its running
-- clock's time while a server was up, never the downtimes.
CREATE TABLE IF NOT EXISTS alive (
    id BIGINT PRIMARY KEY,
    at_ms BIGINT NOT NULL
);
INSERT INTO alive (id, at_ms) VALUES (0, 0);
CREATE TABLE IF NOT EXISTS downtimes (
    from_ms BIGINT NOT NULL,
    to_ms BIGINT NOT NULL
)
