-- Accounts (optional: guests play as before). The SQL is common to SQLite and Postgres:
-- every existing game is kept. Ids are drawn at random in the server (63 bits), so
-- that several servers sharing one database need no sequence.
-- `accounts`: a deleted account keeps its row (its games still name it, as a deleted
-- player) without name, folded name or password hash. `deleted_ms` says when.
CREATE TABLE IF NOT EXISTS accounts (
    id BIGINT PRIMARY KEY,
    name TEXT,
    folded TEXT UNIQUE,
    password_hash TEXT,
    created_ms BIGINT NOT NULL,
    deleted_ms BIGINT
);
-- A signed-in device: only the SHA-256 of its token is kept. Signing out deletes it.
CREATE TABLE IF NOT EXISTS sessions (
    token_hash TEXT PRIMARY KEY,
    account_id BIGINT NOT NULL REFERENCES accounts (id),
    created_ms BIGINT NOT NULL,
    last_ms BIGINT NOT NULL
);
CREATE INDEX IF NOT EXISTS sessions_account ON sessions (account_id);
-- The folded names of deleted accounts, not given out again until `until_ms`.
CREATE TABLE IF NOT EXISTS held_names (
    folded TEXT PRIMARY KEY,
    until_ms BIGINT NOT NULL
);
-- Which account played a seat of a game (a guest's seat has no row).
CREATE TABLE IF NOT EXISTS seat_accounts (
    code TEXT NOT NULL REFERENCES games (code),
    seat BIGINT NOT NULL,
    account_id BIGINT NOT NULL REFERENCES accounts (id),
    PRIMARY KEY (code, seat)
);
CREATE INDEX IF NOT EXISTS seat_accounts_account ON seat_accounts (account_id);
-- When a finished game ended, and its winning team and seats' teams (JSON), for the
-- history pages. Games finished before this migration take their last event's time,
-- and no ending (their result is in their record's words).
ALTER TABLE games ADD COLUMN finished_ms BIGINT;
ALTER TABLE games ADD COLUMN ending TEXT;
UPDATE games SET finished_ms = (SELECT MAX(at_ms) FROM events WHERE events.code = games.code)
    WHERE finished = 1
