package quiz

import (
	"fmt"
	"slices"
	"time"
)

// MaxAttemptSeconds bounds the time an attempt may report: a day is far
// beyond any spoken answer, and anything longer is a bad clock or a typo.
const MaxAttemptSeconds = 24 * 60 * 60

// Result is the outcome of scoring one attempt.
type Result struct {
	// Score is the share of key points covered, from 0 to 1.
	Score float64
	// Failed is true when any red flag was said: saying one loses the
	// question whatever the coverage.
	Failed bool
	// Covered and Said are the ticked ids, deduplicated, in rubric order.
	Covered []string
	Said    []string
}

// Score applies the rule to ticked rubric ids: the score is the share of key
// points covered, and any red flag said fails the question while the
// coverage is still recorded. Unknown ids, or ids of the wrong kind, are an
// error.
func Score(q *Question, covered, said []string) (Result, error) {
	c, err := pick(q.KeyPoints, covered, "key point")
	if err != nil {
		return Result{}, err
	}
	s, err := pick(q.RedFlags, said, "red flag")
	if err != nil {
		return Result{}, err
	}
	r := Result{Covered: c, Said: s, Failed: len(s) > 0}
	if len(q.KeyPoints) > 0 {
		r.Score = float64(len(c)) / float64(len(q.KeyPoints))
	}
	return r, nil
}

// pick checks ids against items and returns them in rubric order.
func pick(items []RubricItem, ids []string, kind string) ([]string, error) {
	for _, id := range ids {
		if _, ok := findItem(items, id); !ok {
			return nil, fmt.Errorf("%q is not a %s of this question", id, kind)
		}
	}
	out := []string{}
	for _, it := range items {
		if slices.Contains(ids, it.ID) {
			out = append(out, it.ID)
		}
	}
	return out, nil
}

// Attempt is one answer a guest gave to a question, with its score once the
// guest has ticked the rubric.
type Attempt struct {
	ID         int64
	QuestionID string
	GuestID    string
	Answer     string
	// Seconds is how long the guest took to answer.
	Seconds int
	// Suggested is what the hints matcher proposed when the answer came in.
	Suggested Hints
	// Scored is false until the guest saves their ticks.
	Scored bool
	Result
	CreatedAt time.Time
	ScoredAt  time.Time
}
