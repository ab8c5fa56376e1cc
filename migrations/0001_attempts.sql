-- Attempts: one answer a guest gave to a question, and its score once the
-- guest has ticked the rubric. Rubric ids are stored as JSON arrays: they
-- are read back whole and never queried one by one.
CREATE TABLE attempts (
    id                INTEGER PRIMARY KEY,
    question_id       TEXT    NOT NULL,
    guest_id          TEXT    NOT NULL,
    answer            TEXT    NOT NULL,
    seconds           INTEGER NOT NULL CHECK (seconds >= 0),
    suggested         TEXT    NOT NULL DEFAULT '{}',  -- the hints matcher's proposal, JSON
    covered           TEXT    NOT NULL DEFAULT '[]',  -- key point ids ticked, JSON
    said              TEXT    NOT NULL DEFAULT '[]',  -- red flag ids ticked, JSON
    score             REAL    NOT NULL DEFAULT 0 CHECK (score >= 0 AND score <= 1),
    failed            INTEGER NOT NULL DEFAULT 0 CHECK (failed IN (0, 1)),
    scored            INTEGER NOT NULL DEFAULT 0 CHECK (scored IN (0, 1)),
    created_at        TEXT    NOT NULL,  -- RFC 3339, UTC, nine-digit fraction
    scored_at         TEXT               -- the same; NULL until scored
);

-- A guest's attempts newest first (the rowid follows each key), and a
-- guest's latest scored attempt per question.
CREATE INDEX attempts_guest ON attempts (guest_id);
CREATE INDEX attempts_guest_question ON attempts (guest_id, question_id, scored);
