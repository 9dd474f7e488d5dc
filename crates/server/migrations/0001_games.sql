-- Every game and every event of it. The SQL is common to SQLite and Postgres.
CREATE TABLE IF NOT EXISTS games (
    code TEXT PRIMARY KEY,
    setup TEXT NOT NULL,
    creator TEXT NOT NULL,
    created_ms BIGINT NOT NULL,
    finished BIGINT NOT NULL,
    record TEXT
);
CREATE TABLE IF NOT EXISTS events (
    code TEXT NOT NULL,
    seq BIGINT NOT NULL,
    body TEXT NOT NULL,
    at_ms BIGINT NOT NULL,
    PRIMARY KEY (code, seq)
);
CREATE INDEX IF NOT EXISTS games_unfinished ON games (finished);
