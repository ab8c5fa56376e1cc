package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/rehearse-dev/rehearse/internal/interview"
	"github.com/rehearse-dev/rehearse/internal/quiz"
)

// CreateMockSession stores a new session, reached by the SHA-256 hashes of
// its two tokens, and sets its ID.
func (db *DB) CreateMockSession(ctx context.Context, s *interview.Session, interviewerHash, candidateHash []byte) error {
	return db.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `INSERT INTO mock_sessions
			(interviewer_hash, candidate_hash, level, candidate, minutes, created_at, expires_at)
			VALUES (?, ?, ?, ?, ?, ?, ?)`,
			interviewerHash, candidateHash, string(s.Level), s.Candidate, s.Minutes,
			formatTime(s.CreatedAt), formatTime(s.ExpiresAt))
		if err != nil {
			return fmt.Errorf("store mock session: %w", err)
		}
		id, err := res.LastInsertId()
		if err != nil {
			return err
		}
		for i, a := range s.Answers {
			if _, err := tx.ExecContext(ctx, `INSERT INTO mock_answers (session_id, position, question_id) VALUES (?, ?, ?)`,
				id, i, a.QuestionID); err != nil {
				return fmt.Errorf("store mock question %d: %w", i, err)
			}
		}
		s.ID = id
		return nil
	})
}

const mockSessionColumns = `id, level, candidate, minutes, current, clock_running, clock_elapsed_ms, clock_since,
	recommendation, summary, shared, verdict_saved_at, created_at, expires_at, started_at, ended_at, last_seq`

// MockSessionByToken returns the session that one of whose tokens has the
// given hash, with the role that token opens. A session whose links have
// expired at now is ErrNotFound, as is one that never existed.
func (db *DB) MockSessionByToken(ctx context.Context, hash []byte, now time.Time) (*interview.Session, interview.Role, error) {
	row := db.read.QueryRowContext(ctx, `SELECT `+mockSessionColumns+`, interviewer_hash = ?1
		FROM mock_sessions WHERE interviewer_hash = ?1 OR candidate_hash = ?1`, hash)
	var interviewer bool
	s, err := scanMockSession(row, &interviewer)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, 0, ErrNotFound
	}
	if err != nil {
		return nil, 0, err
	}
	// Compared here rather than in SQL: RFC 3339 text with a varying
	// number of decimals does not sort as time does.
	if s.Expired(now) {
		return nil, 0, ErrNotFound
	}
	if err := db.readMockAnswers(ctx, s); err != nil {
		return nil, 0, err
	}
	role := interview.Candidate
	if interviewer {
		role = interview.Interviewer
	}
	return s, role, nil
}

// MockSession returns session id, expired or not.
func (db *DB) MockSession(ctx context.Context, id int64) (*interview.Session, error) {
	row := db.read.QueryRowContext(ctx, `SELECT `+mockSessionColumns+` FROM mock_sessions WHERE id = ?`, id)
	s, err := scanMockSession(row)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	return s, db.readMockAnswers(ctx, s)
}

func scanMockSession(sc scanner, extra ...any) (*interview.Session, error) {
	var (
		s                                interview.Session
		level, recommendation            string
		elapsedMs                        int64
		since, verdictAt, started, ended sql.NullString
		created, expires                 string
	)
	dest := []any{&s.ID, &level, &s.Candidate, &s.Minutes, &s.Current, &s.Clock.Running, &elapsedMs, &since,
		&recommendation, &s.Verdict.Summary, &s.Verdict.Shared, &verdictAt, &created, &expires, &started, &ended, &s.LastSeq}
	if err := sc.Scan(append(dest, extra...)...); err != nil {
		return nil, err
	}
	s.Level = quiz.Level(level)
	s.Verdict.Recommendation = interview.Recommendation(recommendation)
	s.Clock.Elapsed = time.Duration(elapsedMs) * time.Millisecond
	s.Clock.Since = parseNullTime(since)
	s.Verdict.SavedAt = parseNullTime(verdictAt)
	s.CreatedAt, s.ExpiresAt = parseTime(created), parseTime(expires)
	s.StartedAt, s.EndedAt = parseNullTime(started), parseNullTime(ended)
	return &s, nil
}

// readMockAnswers fills in the session's questions and what happened on
// each.
func (db *DB) readMockAnswers(ctx context.Context, s *interview.Session) error {
	rows, err := db.read.QueryContext(ctx, `SELECT question_id, revealed, text, text_at, covered, said,
		ticks_chosen, shown_level, comment, notes, scored_at
		FROM mock_answers WHERE session_id = ? ORDER BY position`, s.ID)
	if err != nil {
		return fmt.Errorf("read mock answers: %w", err)
	}
	defer rows.Close()
	s.Answers, s.Questions = nil, nil
	for rows.Next() {
		var (
			a                       interview.Answer
			revealed, covered, said string
			level                   string
			textAt, scoredAt        sql.NullString
		)
		if err := rows.Scan(&a.QuestionID, &revealed, &a.Text, &textAt, &covered, &said,
			&a.Scorecard.TicksChosen, &level, &a.Scorecard.Comment, &a.Scorecard.Notes, &scoredAt); err != nil {
			return err
		}
		if err := errors.Join(
			json.Unmarshal([]byte(revealed), &a.Revealed),
			json.Unmarshal([]byte(covered), &a.Scorecard.Covered),
			json.Unmarshal([]byte(said), &a.Scorecard.Said),
		); err != nil {
			return fmt.Errorf("mock session %d: %w", s.ID, err)
		}
		a.TextAt, a.Scorecard.SavedAt = parseNullTime(textAt), parseNullTime(scoredAt)
		a.Scorecard.Level = interview.ShownLevel(level)
		s.Answers = append(s.Answers, a)
		s.Questions = append(s.Questions, a.QuestionID)
	}
	return rows.Err()
}

// UpdateMockSession writes where the session stands (its question, clock,
// start and end, the follow-ups revealed and the verdict) and records the
// events, numbering them after the last one recorded. Callers serialise
// the changes to one session; the transaction makes each one whole.
func (db *DB) UpdateMockSession(ctx context.Context, s *interview.Session, events []interview.Event) error {
	return db.inTx(ctx, func(tx *sql.Tx) error {
		var seq int64
		if err := tx.QueryRowContext(ctx, `SELECT last_seq FROM mock_sessions WHERE id = ?`, s.ID).Scan(&seq); err != nil {
			if errors.Is(err, sql.ErrNoRows) {
				return ErrNotFound
			}
			return err
		}
		numbered := make([]interview.Event, len(events))
		for i, e := range events {
			seq++
			e.Seq = seq
			numbered[i] = e
			if _, err := tx.ExecContext(ctx, `INSERT INTO mock_events
				(session_id, seq, kind, position, follow_up, clock_running, clock_elapsed_ms, clock_since, shared, at)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
				s.ID, e.Seq, string(e.Kind), e.Position, e.FollowUp, e.Clock.Running, e.Clock.Elapsed.Milliseconds(),
				nullTime(e.Clock.Running, e.Clock.Since), e.Shared, formatTime(e.At)); err != nil {
				return fmt.Errorf("record mock event: %w", err)
			}
		}
		if _, err := tx.ExecContext(ctx, `UPDATE mock_sessions SET current = ?, clock_running = ?, clock_elapsed_ms = ?,
			clock_since = ?, recommendation = ?, summary = ?, shared = ?, verdict_saved_at = ?, started_at = ?, ended_at = ?,
			last_seq = ? WHERE id = ?`,
			s.Current, s.Clock.Running, s.Clock.Elapsed.Milliseconds(), nullTime(s.Clock.Running, s.Clock.Since),
			string(s.Verdict.Recommendation), s.Verdict.Summary, s.Verdict.Shared, nullTime(!s.Verdict.SavedAt.IsZero(), s.Verdict.SavedAt),
			nullTime(s.Started(), s.StartedAt), nullTime(s.Ended(), s.EndedAt), seq, s.ID); err != nil {
			return fmt.Errorf("update mock session: %w", err)
		}
		for i, a := range s.Answers {
			if _, err := tx.ExecContext(ctx, `UPDATE mock_answers SET revealed = ? WHERE session_id = ? AND position = ?`,
				jsonInts(a.Revealed), s.ID, i); err != nil {
				return fmt.Errorf("update mock question %d: %w", i, err)
			}
		}
		copy(events, numbered)
		s.LastSeq = seq
		return nil
	})
}

// SaveMockDrafts writes candidates' texts, from any sessions, in one
// transaction: the batches of interview.DraftWriter.
func (db *DB) SaveMockDrafts(ctx context.Context, drafts []interview.Draft) error {
	return db.inTx(ctx, func(tx *sql.Tx) error {
		stmt, err := tx.PrepareContext(ctx, `UPDATE mock_answers SET text = ?, text_at = ? WHERE session_id = ? AND position = ?`)
		if err != nil {
			return err
		}
		defer stmt.Close()
		for _, d := range drafts {
			if _, err := stmt.ExecContext(ctx, d.Text, formatTime(d.At), d.SessionID, d.Position); err != nil {
				return fmt.Errorf("save mock answer: %w", err)
			}
		}
		return nil
	})
}

// SaveMockScorecard writes the interviewer's scorecard of one question.
func (db *DB) SaveMockScorecard(ctx context.Context, sessionID int64, position int, c interview.Scorecard) error {
	err := db.updateOne(ctx, `UPDATE mock_answers SET covered = ?, said = ?, ticks_chosen = ?, shown_level = ?,
		comment = ?, notes = ?, scored_at = ? WHERE session_id = ? AND position = ?`,
		jsonList(c.Covered), jsonList(c.Said), c.TicksChosen, string(c.Level), c.Comment, c.Notes,
		nullTime(c.Saved(), c.SavedAt), sessionID, position)
	if err != nil && !errors.Is(err, ErrNotFound) {
		return fmt.Errorf("save mock scorecard: %w", err)
	}
	return err
}

// MockEvents returns the session's events numbered after seq, in order.
func (db *DB) MockEvents(ctx context.Context, sessionID, after int64) ([]interview.Event, error) {
	rows, err := db.read.QueryContext(ctx, `SELECT seq, kind, position, follow_up, clock_running, clock_elapsed_ms,
		clock_since, shared, at FROM mock_events WHERE session_id = ? AND seq > ? ORDER BY seq`, sessionID, after)
	if err != nil {
		return nil, fmt.Errorf("read mock events: %w", err)
	}
	defer rows.Close()
	var out []interview.Event
	for rows.Next() {
		var (
			e         interview.Event
			kind, at  string
			elapsedMs int64
			since     sql.NullString
		)
		if err := rows.Scan(&e.Seq, &kind, &e.Position, &e.FollowUp, &e.Clock.Running, &elapsedMs, &since, &e.Shared, &at); err != nil {
			return nil, err
		}
		e.Kind = interview.EventKind(kind)
		e.Clock.Elapsed = time.Duration(elapsedMs) * time.Millisecond
		e.Clock.Since = parseNullTime(since)
		e.At = parseTime(at)
		out = append(out, e)
	}
	return out, rows.Err()
}

// jsonInts encodes indexes as a JSON array, never null.
func jsonInts(v []int) string {
	if v == nil {
		v = []int{}
	}
	b, _ := json.Marshal(v)
	return string(b)
}

func parseNullTime(s sql.NullString) time.Time {
	if !s.Valid {
		return time.Time{}
	}
	return parseTime(s.String)
}
