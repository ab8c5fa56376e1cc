package store_test

import (
	"context"
	"errors"
	"path/filepath"
	"testing"
	"time"

	"github.com/rehearse-dev/rehearse/internal/interview"
	"github.com/rehearse-dev/rehearse/internal/quiz"
	"github.com/rehearse-dev/rehearse/internal/store"
)

var mockT0 = time.Date(2026, 11, 30, 14, 0, 0, 0, time.UTC)

func newMockSession(t *testing.T, db *store.DB) (*interview.Session, interview.Token) {
	t.Helper()
	s := interview.New(interview.Spec{Questions: []string{"alpha", "beta"}, Level: quiz.Senior, Candidate: "Ada", Minutes: 10}, mockT0)
	tok := interview.NewToken()
	if err := db.CreateMockSession(context.Background(), s, tok.Hash(), tok.Candidate().Hash()); err != nil {
		t.Fatal(err)
	}
	if s.ID == 0 {
		t.Fatal("ID not set")
	}
	return s, tok
}

func TestMockSessionLookupByTokenHash(t *testing.T) {
	db := MustOpen(t)
	ctx := context.Background()
	s, tok := newMockSession(t, db)

	got, role, err := db.MockSessionByToken(ctx, tok.Hash(), mockT0.Add(time.Hour))
	if err != nil || role != interview.Interviewer || got.ID != s.ID || got.Candidate != "Ada" || len(got.Answers) != 2 || got.Questions[1] != "beta" {
		t.Fatalf("interviewer lookup: %+v %v %v", got, role, err)
	}
	_, role, err = db.MockSessionByToken(ctx, tok.Candidate().Hash(), mockT0)
	if err != nil || role != interview.Candidate {
		t.Fatalf("candidate lookup: %v %v", role, err)
	}
	// The raw token is never a key: only its hash opens the session.
	if _, _, err := db.MockSessionByToken(ctx, []byte(tok), mockT0); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("raw token: %v", err)
	}
	if _, _, err := db.MockSessionByToken(ctx, interview.NewToken().Hash(), mockT0); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("unknown token: %v", err)
	}
	if _, _, err := db.MockSessionByToken(ctx, tok.Hash(), mockT0.Add(interview.Lifetime)); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("expired token: %v", err)
	}
}

func TestMockSessionChangesEventsAndScorecards(t *testing.T) {
	path := filepath.Join(t.TempDir(), "rehearse.db")
	ctx := context.Background()
	db, err := store.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	s, tok := newMockSession(t, db)

	var all []interview.Event
	apply := func(evs []interview.Event, err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		if err := db.UpdateMockSession(ctx, s, evs); err != nil {
			t.Fatal(err)
		}
		all = append(all, evs...)
	}
	apply(s.StartClock(mockT0))
	apply(s.RevealFollowUp(0, 1, 3, mockT0.Add(time.Minute)))
	apply(s.PauseClock(mockT0.Add(2 * time.Minute)))
	for i, e := range all {
		if e.Seq != int64(i+1) {
			t.Fatalf("event %d numbered %d", i, e.Seq)
		}
	}
	d, err := s.SaveText(0, "candidate text", mockT0.Add(90*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	if err := db.SaveMockDrafts(ctx, []interview.Draft{d}); err != nil {
		t.Fatal(err)
	}
	q := &quiz.Question{ID: "alpha", KeyPoints: []quiz.RubricItem{{ID: "k1"}, {ID: "k2"}}, RedFlags: []quiz.RubricItem{{ID: "r1"}}}
	c, err := s.SaveScorecard(0, q, interview.Scorecard{Covered: []string{"k2"}, Said: []string{"r1"}, TicksChosen: true, Level: interview.BelowJunior, Comment: "c", Notes: "n"}, mockT0.Add(3*time.Minute))
	if err != nil {
		t.Fatal(err)
	}
	if err := db.SaveMockScorecard(ctx, s.ID, 0, c); err != nil {
		t.Fatal(err)
	}
	if err := db.SaveMockScorecard(ctx, s.ID, 9, c); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("scorecard of a missing question: %v", err)
	}
	apply(s.End(mockT0.Add(4 * time.Minute)))
	apply(s.SaveVerdict(interview.Verdict{Recommendation: interview.StrongYes, Summary: "sum", Shared: true}, mockT0.Add(5*time.Minute)))

	// A restart: everything reads back from the file.
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	db, err = store.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	got, _, err := db.MockSessionByToken(ctx, tok.Hash(), mockT0)
	if err != nil {
		t.Fatal(err)
	}
	a := got.Answers[0]
	switch {
	case !got.Started() || !got.Ended() || got.Clock.Running || got.Clock.Elapsed != 2*time.Minute:
		t.Fatalf("state: %+v", got)
	case got.LastSeq != 6 || !got.Verdict.Shared || got.Verdict.Recommendation != interview.StrongYes || got.Verdict.Summary != "sum":
		t.Fatalf("verdict: %+v", got)
	case a.Text != "candidate text" || !a.TextAt.Equal(mockT0.Add(90*time.Second)) || len(a.Revealed) != 1 || a.Revealed[0] != 1:
		t.Fatalf("answer: %+v", a)
	case a.Scorecard.Level != interview.BelowJunior || a.Scorecard.Covered[0] != "k2" || a.Scorecard.Said[0] != "r1" || a.Scorecard.Notes != "n" || !a.Scorecard.Saved() || !a.Scorecard.TicksChosen:
		t.Fatalf("scorecard: %+v", a.Scorecard)
	}

	evs, err := db.MockEvents(ctx, s.ID, 3)
	if err != nil {
		t.Fatal(err)
	}
	if len(evs) != 3 || evs[0].Seq != 4 || evs[0].Kind != interview.EventClock || evs[1].Kind != interview.EventEnded || evs[2].Kind != interview.EventShared || !evs[2].Shared {
		t.Fatalf("events after 3: %+v", evs)
	}
	evs, _ = db.MockEvents(ctx, s.ID, 0)
	if evs[0].Kind != interview.EventQuestion || evs[2].Kind != interview.EventFollowUp || evs[2].FollowUp != 1 || !evs[0].At.Equal(mockT0) || evs[3].Clock.Elapsed != 2*time.Minute {
		t.Fatalf("first events: %+v", evs[:4])
	}
	if err := db.UpdateMockSession(ctx, &interview.Session{ID: 999}, nil); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("update of a missing session: %v", err)
	}
}

func TestSaveMockDraftsBatch(t *testing.T) {
	db := MustOpen(t)
	ctx := context.Background()
	var drafts []interview.Draft
	var ids []int64
	for range 20 {
		s, _ := newMockSession(t, db)
		ids = append(ids, s.ID)
		drafts = append(drafts, interview.Draft{SessionID: s.ID, Position: 1, Text: "text of " + s.Candidate, At: mockT0})
	}
	if err := db.SaveMockDrafts(ctx, drafts); err != nil {
		t.Fatal(err)
	}
	for _, id := range ids {
		s, err := db.MockSession(ctx, id)
		if err != nil || s.Answers[1].Text != "text of Ada" || s.Answers[0].Text != "" {
			t.Fatalf("session %d: %+v %v", id, s, err)
		}
	}
}
