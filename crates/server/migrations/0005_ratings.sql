-- (No semicolon in these comments: the statements are split at each one.)
-- Ratings (Glicko-2, crates/server/src/rating): each account's current rating per
-- rating key (a game and its variant, `yinsh:variant=blitz`), and every change of it
-- with the game that made it, so that a player's rating history can be drawn.
-- `account_id` is `accounts.id` (0004_accounts.sql): no foreign key is declared, so
-- that ratings stay with the games of a deleted account's history.
CREATE TABLE IF NOT EXISTS ratings (
    account_id BIGINT NOT NULL,
    rating_key TEXT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    games BIGINT NOT NULL,
    last_ms BIGINT NOT NULL,
    PRIMARY KEY (account_id, rating_key)
);
-- One row per seat of a rated game: its key (code, seat) lets a game be settled once
-- only, whichever server (or a restart) settles it again. `*_before` is the rating
-- the game was rated from (its deviation grown with the time since the last game),
-- `*_after` the rating after it.
CREATE TABLE IF NOT EXISTS rating_changes (
    code TEXT NOT NULL,
    seat BIGINT NOT NULL,
    account_id BIGINT NOT NULL,
    rating_key TEXT NOT NULL,
    rating_before DOUBLE PRECISION NOT NULL,
    deviation_before DOUBLE PRECISION NOT NULL,
    volatility_before DOUBLE PRECISION NOT NULL,
    rating_after DOUBLE PRECISION NOT NULL,
    deviation_after DOUBLE PRECISION NOT NULL,
    volatility_after DOUBLE PRECISION NOT NULL,
    at_ms BIGINT NOT NULL,
    PRIMARY KEY (code, seat)
);
CREATE INDEX IF NOT EXISTS rating_changes_by_account ON rating_changes (account_id, rating_key, at_ms)
