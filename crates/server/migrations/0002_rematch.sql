-- A finished game whose rematch was asked and has not started is restored at a
-- restart, so that the request is not lost.
ALTER TABLE games ADD COLUMN rematch BIGINT NOT NULL DEFAULT 0
