-- The players waiting for a quick game, on every server sharing the database (the
-- pool of crates/server/src/pairing, kept here so that players waiting on different
-- servers are paired). One row per player (`player`: its key as JSON), the
-- connection's server and number, its address, and the whole request as JSON. The
-- server that pairs (one at a time, under a Postgres advisory lock) takes the rows it
-- pairs out in the same transaction.
CREATE TABLE IF NOT EXISTS quick_waiting (
    player TEXT PRIMARY KEY,
    instance BIGINT NOT NULL,
    connection BIGINT NOT NULL,
    address TEXT NOT NULL,
    request TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS quick_waiting_by_connection ON quick_waiting (instance, connection)
