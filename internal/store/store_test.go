package store_test

import (
	"context"
	"errors"
	"path/filepath"
	"testing"
	"time"

	"github.com/rehearse-dev/rehearse/internal/quiz"
	"github.com/rehearse-dev/rehearse/internal/store"
)

// MustOpen opens a fresh database in a temporary folder with a fixed clock
// that advances a second per call, and closes it when the test ends.
func MustOpen(tb testing.TB) *store.DB {
	tb.Helper()
	db, err := store.Open(context.Background(), filepath.Join(tb.TempDir(), "sub", "rehearse.db"))
	if err != nil {
		tb.Fatalf("open: %v", err)
	}
	tb.Cleanup(func() { db.Close() })
	now := time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC)
	db.Now = func() time.Time { now = now.Add(time.Second); return now }
	return db
}

func TestOpenIsIdempotent(t *testing.T) {
	path := filepath.Join(t.TempDir(), "rehearse.db")
	ctx := context.Background()
	for i := 0; i < 2; i++ {
		db, err := store.Open(ctx, path)
		if err != nil {
			t.Fatalf("open #%d: %v", i+1, err)
		}
		if err := db.Ping(ctx); err != nil {
			t.Fatalf("ping: %v", err)
		}
		if err := db.Close(); err != nil {
			t.Fatalf("close: %v", err)
		}
	}
}

func TestAttemptLifecycle(t *testing.T) {
	db := MustOpen(t)
	ctx := context.Background()
	a := &quiz.Attempt{
		QuestionID: "sidecar-startup-race", GuestID: "guest-a", Answer: "the proxy is not ready yet", Seconds: 42,
		Suggested: quiz.Hints{Covered: []string{"redirect-before-proxy"}, Evidence: map[string]quiz.Evidence{
			"redirect-before-proxy": {Sentence: "the proxy is not ready yet", Start: 0, End: 26},
		}},
	}
	if err := db.CreateAttempt(ctx, a); err != nil {
		t.Fatal(err)
	}
	if a.ID == 0 || a.CreatedAt.IsZero() {
		t.Fatalf("ID and CreatedAt not set: %+v", a)
	}

	got, err := db.Attempt(ctx, "guest-a", a.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got.Scored || got.Answer != a.Answer || got.Seconds != 42 || got.Suggested.Evidence["redirect-before-proxy"].End != 26 {
		t.Fatalf("read back %+v", got)
	}

	if _, err := db.Attempt(ctx, "guest-b", a.ID); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("another guest's attempt: got %v, want ErrNotFound", err)
	}
	if err := db.ScoreAttempt(ctx, "guest-b", a.ID, quiz.Result{Score: 1}); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("scoring another guest's attempt: got %v, want ErrNotFound", err)
	}

	res := quiz.Result{Score: 0.4, Failed: true, Covered: []string{"a", "b"}, Said: []string{"raises-timeout"}}
	if err := db.ScoreAttempt(ctx, "guest-a", a.ID, res); err != nil {
		t.Fatal(err)
	}
	got, err = db.Attempt(ctx, "guest-a", a.ID)
	if err != nil {
		t.Fatal(err)
	}
	if !got.Scored || got.Score != 0.4 || !got.Failed || len(got.Covered) != 2 || got.Said[0] != "raises-timeout" || got.ScoredAt.IsZero() {
		t.Fatalf("after scoring: %+v", got)
	}
	// The suggestion survives the guest's choice: both are kept.
	if len(got.Suggested.Covered) != 1 {
		t.Fatalf("suggestion lost after scoring: %+v", got.Suggested)
	}
}

func TestAttemptsNewestFirstAndLastScores(t *testing.T) {
	db := MustOpen(t)
	ctx := context.Background()
	add := func(guest, question string, scored bool, score float64) *quiz.Attempt {
		t.Helper()
		a := &quiz.Attempt{QuestionID: question, GuestID: guest, Scored: scored, Result: quiz.Result{Score: score}}
		if err := db.CreateAttempt(ctx, a); err != nil {
			t.Fatal(err)
		}
		return a
	}
	add("g", "q1", true, 0.2)
	latest := add("g", "q1", true, 0.8)
	add("g", "q1", false, 0)
	add("g", "q2", true, 0.6)
	add("other", "q1", true, 1)

	list, err := db.Attempts(ctx, "g", 10)
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 4 {
		t.Fatalf("got %d attempts, want 4 (the other guest's excluded)", len(list))
	}
	for i := 1; i < len(list); i++ {
		if list[i].CreatedAt.After(list[i-1].CreatedAt) {
			t.Fatalf("not newest first: %v after %v", list[i].CreatedAt, list[i-1].CreatedAt)
		}
	}
	if limited, _ := db.Attempts(ctx, "g", 2); len(limited) != 2 {
		t.Fatalf("limit not applied: %d", len(limited))
	}

	last, err := db.LastScores(ctx, "g")
	if err != nil {
		t.Fatal(err)
	}
	if len(last) != 2 || last["q1"].ID != latest.ID || last["q2"].Score != 0.6 {
		t.Fatalf("last scores: %+v", last)
	}
}

func TestCreateAttemptRejectsBadRowsWithoutWriting(t *testing.T) {
	db := MustOpen(t)
	ctx := context.Background()
	if err := db.CreateAttempt(ctx, &quiz.Attempt{QuestionID: "q", GuestID: "g", Seconds: -1}); err == nil {
		t.Fatal("negative seconds stored")
	}
	if err := db.CreateAttempt(ctx, &quiz.Attempt{QuestionID: "q", GuestID: "g", Result: quiz.Result{Score: 2}}); err == nil {
		t.Fatal("score above 1 stored")
	}
	if list, _ := db.Attempts(ctx, "g", 10); len(list) != 0 {
		t.Fatalf("a refused attempt was written: %+v", list)
	}
}

func BenchmarkCreateAttempt(b *testing.B) {
	db := MustOpen(b)
	ctx := context.Background()
	a := quiz.Attempt{QuestionID: "sidecar-startup-race", GuestID: "0123456789abcdef0123456789abcdef",
		Answer: "Redirection is installed before the proxy is ready, so the first calls are refused.", Seconds: 55,
		Scored: true, Result: quiz.Result{Score: 0.6, Covered: []string{"redirect-before-proxy", "first-seconds-only", "callee-log-silent"}}}
	b.ReportAllocs()
	for b.Loop() {
		a := a
		if err := db.CreateAttempt(ctx, &a); err != nil {
			b.Fatal(err)
		}
	}
}

func TestStoredTimesKeepTheirOrder(t *testing.T) {
	db := MustOpen(t)
	ctx := context.Background()
	// A whole second and half a second past it: with a trimmed fraction,
	// "…:00Z" would sort after "…:00.5Z" as text.
	base := time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC)
	for _, at := range []time.Time{base, base.Add(500 * time.Millisecond)} {
		db.Now = func() time.Time { return at }
		if err := db.CreateAttempt(ctx, &quiz.Attempt{QuestionID: "q", GuestID: "g"}); err != nil {
			t.Fatal(err)
		}
	}
	list, err := db.Attempts(ctx, "g", 10)
	if err != nil {
		t.Fatal(err)
	}
	if !list[0].CreatedAt.Equal(base.Add(500*time.Millisecond)) || !list[1].CreatedAt.Equal(base) {
		t.Fatalf("order or times lost: %v, %v", list[0].CreatedAt, list[1].CreatedAt)
	}
}
