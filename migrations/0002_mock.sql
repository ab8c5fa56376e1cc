-- Mock interviews. A session is reached only through two capability
-- tokens, of which only the SHA-256 is kept. The session row holds where
-- the interview stands; mock_answers one row per question with the
-- candidate's text and the interviewer's scorecard; mock_events the
-- timeline, which is also what a reconnecting stream is replayed from.
CREATE TABLE mock_sessions (
    id                INTEGER PRIMARY KEY,
    interviewer_hash  BLOB    NOT NULL UNIQUE CHECK (length(interviewer_hash) = 32),
    candidate_hash    BLOB    NOT NULL UNIQUE CHECK (length(candidate_hash) = 32),
    level             TEXT    NOT NULL,
    candidate         TEXT    NOT NULL,
    minutes           INTEGER NOT NULL CHECK (minutes > 0),
    current           INTEGER NOT NULL DEFAULT 0 CHECK (current >= 0),
    clock_running     INTEGER NOT NULL DEFAULT 0 CHECK (clock_running IN (0, 1)),
    clock_elapsed_ms  INTEGER NOT NULL DEFAULT 0 CHECK (clock_elapsed_ms >= 0),
    clock_since       TEXT,              -- RFC 3339, UTC; set while the clock runs
    recommendation    TEXT    NOT NULL DEFAULT '',
    summary           TEXT    NOT NULL DEFAULT '',
    shared            INTEGER NOT NULL DEFAULT 0 CHECK (shared IN (0, 1)),
    verdict_saved_at  TEXT,
    created_at        TEXT    NOT NULL,  -- RFC 3339, UTC
    expires_at        TEXT    NOT NULL,
    started_at        TEXT,
    ended_at          TEXT,
    last_seq          INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE mock_answers (
    session_id   INTEGER NOT NULL REFERENCES mock_sessions (id) ON DELETE CASCADE,
    position     INTEGER NOT NULL CHECK (position >= 0),
    question_id  TEXT    NOT NULL,
    revealed     TEXT    NOT NULL DEFAULT '[]',  -- follow-up indexes shown, in order, JSON
    text         TEXT    NOT NULL DEFAULT '',    -- the candidate's answer
    text_at      TEXT,
    covered      TEXT    NOT NULL DEFAULT '[]',  -- key point ids ticked, JSON
    said         TEXT    NOT NULL DEFAULT '[]',  -- red flag ids ticked, JSON
    ticks_chosen INTEGER NOT NULL DEFAULT 0 CHECK (ticks_chosen IN (0, 1)),  -- 0 while the ticks follow the hints
    shown_level  TEXT    NOT NULL DEFAULT '',
    comment      TEXT    NOT NULL DEFAULT '',
    notes        TEXT    NOT NULL DEFAULT '',    -- private to the interviewer
    scored_at    TEXT,
    PRIMARY KEY (session_id, position)
) WITHOUT ROWID;

CREATE TABLE mock_events (
    session_id  INTEGER NOT NULL REFERENCES mock_sessions (id) ON DELETE CASCADE,
    seq         INTEGER NOT NULL CHECK (seq > 0),
    kind        TEXT    NOT NULL,
    position    INTEGER NOT NULL,
    follow_up   INTEGER NOT NULL DEFAULT -1,
    clock_running     INTEGER NOT NULL DEFAULT 0,
    clock_elapsed_ms  INTEGER NOT NULL DEFAULT 0,
    clock_since       TEXT,
    shared      INTEGER NOT NULL DEFAULT 0,
    at          TEXT    NOT NULL,
    PRIMARY KEY (session_id, seq)
) WITHOUT ROWID;
