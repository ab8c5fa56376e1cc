package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/rehearse-dev/rehearse/internal/quiz"
)

// CreateAttempt stores a new attempt and sets its ID and CreatedAt. An
// attempt may arrive already scored (from the API) or unscored (from the
// practice page, where the guest ticks the rubric next).
func (db *DB) CreateAttempt(ctx context.Context, a *quiz.Attempt) error {
	suggested, err := json.Marshal(a.Suggested)
	if err != nil {
		return err
	}
	a.CreatedAt = db.Now().UTC()
	if a.Scored {
		a.ScoredAt = a.CreatedAt
	}
	return db.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `INSERT INTO attempts
			(question_id, guest_id, answer, seconds, suggested, covered, said, score, failed, scored, created_at, scored_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			a.QuestionID, a.GuestID, a.Answer, a.Seconds, string(suggested),
			jsonList(a.Covered), jsonList(a.Said), a.Score, a.Failed, a.Scored,
			formatTime(a.CreatedAt), nullTime(a.Scored, a.ScoredAt))
		if err != nil {
			return fmt.Errorf("store attempt: %w", err)
		}
		a.ID, err = res.LastInsertId()
		return err
	})
}

// ScoreAttempt records the guest's ticks and the score they give. It
// returns ErrNotFound when the attempt does not exist or is another guest's.
func (db *DB) ScoreAttempt(ctx context.Context, guestID string, id int64, r quiz.Result) error {
	err := db.updateOne(ctx, `UPDATE attempts
		SET covered = ?, said = ?, score = ?, failed = ?, scored = 1, scored_at = ?
		WHERE id = ? AND guest_id = ?`,
		jsonList(r.Covered), jsonList(r.Said), r.Score, r.Failed, formatTime(db.Now()), id, guestID)
	if err != nil && !errors.Is(err, ErrNotFound) {
		return fmt.Errorf("score attempt: %w", err)
	}
	return err
}

const attemptColumns = `id, question_id, guest_id, answer, seconds, suggested, covered, said, score, failed, scored, created_at, scored_at`

// Attempt returns one of the guest's attempts; another guest's attempt is
// ErrNotFound, like one that does not exist.
func (db *DB) Attempt(ctx context.Context, guestID string, id int64) (*quiz.Attempt, error) {
	row := db.read.QueryRowContext(ctx, `SELECT `+attemptColumns+` FROM attempts WHERE id = ? AND guest_id = ?`, id, guestID)
	a, err := scanAttempt(row)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	return a, err
}

// Attempts returns the guest's attempts, newest first, at most limit. Ids
// grow with time, so they order the attempts whatever the clock did.
func (db *DB) Attempts(ctx context.Context, guestID string, limit int) ([]*quiz.Attempt, error) {
	rows, err := db.read.QueryContext(ctx, `SELECT `+attemptColumns+` FROM attempts
		WHERE guest_id = ? ORDER BY id DESC LIMIT ?`, guestID, limit)
	if err != nil {
		return nil, fmt.Errorf("list attempts: %w", err)
	}
	defer rows.Close()
	var out []*quiz.Attempt
	for rows.Next() {
		a, err := scanAttempt(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, a)
	}
	return out, rows.Err()
}

// LastScores returns, per question, the guest's most recent scored attempt.
func (db *DB) LastScores(ctx context.Context, guestID string) (map[string]*quiz.Attempt, error) {
	rows, err := db.read.QueryContext(ctx, `SELECT `+attemptColumns+` FROM attempts a
		WHERE guest_id = ? AND scored = 1 AND id = (
			SELECT id FROM attempts b
			WHERE b.guest_id = a.guest_id AND b.question_id = a.question_id AND b.scored = 1
			ORDER BY b.id DESC LIMIT 1)`, guestID)
	if err != nil {
		return nil, fmt.Errorf("last scores: %w", err)
	}
	defer rows.Close()
	out := map[string]*quiz.Attempt{}
	for rows.Next() {
		a, err := scanAttempt(rows)
		if err != nil {
			return nil, err
		}
		out[a.QuestionID] = a
	}
	return out, rows.Err()
}

type scanner interface{ Scan(dest ...any) error }

func scanAttempt(s scanner) (*quiz.Attempt, error) {
	var (
		a                        quiz.Attempt
		suggested, covered, said string
		created                  string
		scoredAt                 sql.NullString
	)
	if err := s.Scan(&a.ID, &a.QuestionID, &a.GuestID, &a.Answer, &a.Seconds, &suggested, &covered, &said,
		&a.Score, &a.Failed, &a.Scored, &created, &scoredAt); err != nil {
		return nil, err
	}
	if err := errors.Join(
		json.Unmarshal([]byte(suggested), &a.Suggested),
		json.Unmarshal([]byte(covered), &a.Covered),
		json.Unmarshal([]byte(said), &a.Said),
	); err != nil {
		return nil, fmt.Errorf("attempt %d: %w", a.ID, err)
	}
	a.CreatedAt = parseTime(created)
	if scoredAt.Valid {
		a.ScoredAt = parseTime(scoredAt.String)
	}
	return &a, nil
}

// jsonList encodes ids as a JSON array, never null.
func jsonList(ids []string) string {
	if ids == nil {
		ids = []string{}
	}
	b, _ := json.Marshal(ids)
	return string(b)
}

// nullTime stores t, or NULL when it is not set.
func nullTime(valid bool, t time.Time) any {
	if !valid {
		return nil
	}
	return formatTime(t)
}
