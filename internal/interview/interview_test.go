package interview_test

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rehearse-dev/rehearse/internal/interview"
	"github.com/rehearse-dev/rehearse/internal/quiz"
)

var t0 = time.Date(2026, 11, 30, 14, 0, 0, 0, time.UTC)

// fixture is a two-question bank built in code.
func fixture() (map[string]*quiz.Question, interview.Lookup) {
	qs := map[string]*quiz.Question{
		"alpha": {
			ID: "alpha", Title: "Alpha", QuestionText: "Why does alpha fail?",
			KeyPoints: []quiz.RubricItem{{ID: "k1", Text: "Point one", Signals: []quiz.SignalGroup{{"redirect*"}}}, {ID: "k2", Text: "Point two", Signals: []quiz.SignalGroup{{"order"}}}},
			RedFlags:  []quiz.RubricItem{{ID: "r1", Text: "Flag one", Signals: []quiz.SignalGroup{{"timeout*"}}}},
			FollowUps: []quiz.FollowUp{{Question: "And then?", AnswerHTML: "<p>Then this.</p>"}, {Question: "Why?", AnswerHTML: "<p>Because.</p>"}},
		},
		"beta": {ID: "beta", Title: "Beta", QuestionText: "What is beta?", KeyPoints: []quiz.RubricItem{{ID: "b1", Text: "Beta point"}}},
	}
	return qs, func(id string) (*quiz.Question, bool) { q, ok := qs[id]; return q, ok }
}

func newSession(t *testing.T) *interview.Session {
	t.Helper()
	_, lookup := fixture()
	sp := interview.Spec{Questions: []string{"alpha", "beta"}, Level: quiz.Senior, Candidate: " Ada ", Minutes: 10}
	if err := sp.Validate(lookup); err != nil {
		t.Fatal(err)
	}
	s := interview.New(sp, t0)
	s.ID = 7
	return s
}

func TestTokens(t *testing.T) {
	seen := map[interview.Token]bool{}
	for range 100 {
		tok := interview.NewToken()
		if seen[tok] {
			t.Fatal("a token repeated")
		}
		seen[tok] = true
		cand := tok.Candidate()
		if cand == tok || cand != tok.Candidate() {
			t.Fatalf("candidate token %q of %q is not a distinct, stable derivation", cand, tok)
		}
		for _, s := range []interview.Token{tok, cand} {
			if _, ok := interview.ParseToken(string(s)); !ok || len(s) != 43 {
				t.Fatalf("token %q does not parse back", s)
			}
			if len(s.Hash()) != 32 {
				t.Fatalf("hash of %q is %d bytes", s, len(s.Hash()))
			}
		}
		if string(tok.Hash()) == string(cand.Hash()) {
			t.Fatal("both sides hash alike")
		}
	}
	for _, bad := range []string{"", "short", strings.Repeat("a", 42), strings.Repeat("a", 44), strings.Repeat("!", 43), strings.Repeat("a", 42) + "B"} {
		if _, ok := interview.ParseToken(bad); ok {
			t.Errorf("ParseToken(%q) accepted", bad)
		}
	}
}

func TestSpecValidate(t *testing.T) {
	_, lookup := fixture()
	good := interview.Spec{Questions: []string{"alpha"}, Level: quiz.Junior, Candidate: "Ada", Minutes: 5}
	cases := []struct {
		name string
		edit func(*interview.Spec)
		want string
	}{
		{"no questions", func(s *interview.Spec) { s.Questions = nil }, "at least one"},
		{"unknown question", func(s *interview.Spec) { s.Questions = []string{"nope"} }, `"nope" is not a question`},
		{"twice", func(s *interview.Spec) { s.Questions = []string{"alpha", "alpha"} }, "picked twice"},
		{"too many", func(s *interview.Spec) { s.Questions = make([]string, interview.MaxQuestions+1) }, "at most"},
		{"level", func(s *interview.Spec) { s.Level = "expert" }, "level"},
		{"blank name", func(s *interview.Spec) { s.Candidate = "  " }, "display name"},
		{"long name", func(s *interview.Spec) { s.Candidate = strings.Repeat("é", interview.MaxNameLen+1) }, "longer than"},
		{"minutes", func(s *interview.Spec) { s.Minutes = 0 }, "minutes"},
		{"minutes high", func(s *interview.Spec) { s.Minutes = interview.MaxMinutes + 1 }, "minutes"},
	}
	if err := good.Validate(lookup); err != nil {
		t.Fatalf("good spec: %v", err)
	}
	for _, c := range cases {
		sp := good
		sp.Questions = append([]string(nil), good.Questions...)
		c.edit(&sp)
		err := sp.Validate(lookup)
		var ie *interview.Error
		if !errors.As(err, &ie) || ie.Conflict || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want an input error mentioning %q", c.name, err, c.want)
		}
	}
}

func kinds(evs []interview.Event) string {
	var out []string
	for _, e := range evs {
		out = append(out, string(e.Kind))
	}
	return strings.Join(out, ",")
}

func wantConflict(t *testing.T, err error, contains string) {
	t.Helper()
	var ie *interview.Error
	if !errors.As(err, &ie) || !ie.Conflict || !strings.Contains(err.Error(), contains) {
		t.Fatalf("got %v, want a conflict mentioning %q", err, contains)
	}
}

func TestSessionControls(t *testing.T) {
	s := newSession(t)
	if s.Candidate != "Ada" || len(s.Answers) != 2 || s.Started() || s.ExpiresAt != t0.Add(interview.Lifetime) {
		t.Fatalf("new session: %+v", s)
	}
	_, err := s.NextQuestion(0, t0)
	wantConflict(t, err, "start the interview")
	_, err = s.RevealFollowUp(0, 0, 2, t0)
	wantConflict(t, err, "start the interview")
	if _, err := s.SaveText(0, "early", t0); err == nil {
		t.Fatal("text saved before the question was shown")
	}

	// The first start shows question 1 and starts its clock.
	evs, err := s.StartClock(t0)
	if err != nil || kinds(evs) != "question,clock" || !s.Started() || !s.Clock.Running {
		t.Fatalf("first start: %v %v %+v", kinds(evs), err, s.Clock)
	}
	if evs, _ := s.StartClock(t0.Add(time.Second)); len(evs) != 0 {
		t.Fatal("starting a running clock recorded an event")
	}
	evs, _ = s.PauseClock(t0.Add(90 * time.Second))
	if kinds(evs) != "clock" || s.Clock.Running || s.Clock.At(t0.Add(time.Hour)) != 90*time.Second {
		t.Fatalf("pause: %v %+v", kinds(evs), s.Clock)
	}
	s.StartClock(t0.Add(100 * time.Second))
	if got := s.Clock.At(t0.Add(110 * time.Second)); got != 100*time.Second {
		t.Fatalf("clock after resume: %v, want 1m40s", got)
	}

	// Follow-ups: by index, once each, on the question on screen.
	evs, err = s.RevealFollowUp(0, 1, 2, t0.Add(2*time.Minute))
	if err != nil || kinds(evs) != "followup" || evs[0].FollowUp != 1 {
		t.Fatalf("reveal: %v %v", evs, err)
	}
	if evs, _ := s.RevealFollowUp(0, 1, 2, t0); len(evs) != 0 {
		t.Fatal("revealing twice recorded twice")
	}
	if _, err := s.RevealFollowUp(0, 2, 2, t0); err == nil {
		t.Fatal("revealed a follow-up that does not exist")
	}
	_, err = s.RevealFollowUp(1, 0, 2, t0)
	wantConflict(t, err, "moved on")

	d, err := s.SaveText(0, "my answer", t0.Add(3*time.Minute))
	if err != nil || d.SessionID != 7 || s.Answers[0].Text != "my answer" {
		t.Fatalf("save text: %+v %v", d, err)
	}
	if _, err := s.SaveText(0, strings.Repeat("x", interview.MaxTextLen+1), t0); err == nil || !strings.Contains(err.Error(), "nothing was saved") {
		t.Fatalf("oversized text: %v", err)
	}
	if s.Answers[0].Text != "my answer" {
		t.Fatal("an oversized text replaced the saved one")
	}

	// Next question: clock back to zero, still running; a repeat is a no-op.
	evs, err = s.NextQuestion(0, t0.Add(5*time.Minute))
	if err != nil || kinds(evs) != "question" || s.Current != 1 || !s.Clock.Running || s.Clock.At(t0.Add(5*time.Minute)) != 0 {
		t.Fatalf("next: %v %v %+v", kinds(evs), err, s)
	}
	if evs, err := s.NextQuestion(0, t0); len(evs) != 0 || err != nil || s.Current != 1 {
		t.Fatalf("repeated next: %v %v", evs, err)
	}
	_, err = s.NextQuestion(1, t0)
	wantConflict(t, err, "last question")

	// Sharing waits for the end.
	_, err = s.SaveVerdict(interview.Verdict{Recommendation: interview.Yes, Shared: true}, t0)
	wantConflict(t, err, "end the interview")
	evs, _ = s.End(t0.Add(9 * time.Minute))
	if kinds(evs) != "ended" || !s.Ended() || s.Clock.Running {
		t.Fatalf("end: %v %+v", kinds(evs), s)
	}
	if evs, _ := s.End(t0.Add(10 * time.Minute)); len(evs) != 0 {
		t.Fatal("ending twice recorded twice")
	}
	_, err = s.StartClock(t0)
	wantConflict(t, err, "ended")
	_, err = s.SaveText(1, "late", t0)
	wantConflict(t, err, "ended")

	evs, err = s.SaveVerdict(interview.Verdict{Recommendation: interview.StrongYes, Summary: "Good.", Shared: true}, t0.Add(11*time.Minute))
	if err != nil || kinds(evs) != "shared" || !s.Verdict.Shared {
		t.Fatalf("share: %v %v", evs, err)
	}
	if evs, _ := s.SaveVerdict(interview.Verdict{Recommendation: interview.StrongYes, Shared: true}, t0); len(evs) != 0 {
		t.Fatal("saving the verdict again re-shared")
	}
	if _, err := s.SaveVerdict(interview.Verdict{Recommendation: "maybe"}, t0); err == nil {
		t.Fatal("accepted an unknown recommendation")
	}
}

func TestScorecardRules(t *testing.T) {
	qs, _ := fixture()
	s := newSession(t)
	c, err := s.SaveScorecard(0, qs["alpha"], interview.Scorecard{Covered: []string{"k2", "k1"}, Said: []string{"r1"}, Level: interview.BelowJunior, Comment: "ok"}, t0)
	if err != nil || strings.Join(c.Covered, ",") != "k1,k2" || !c.Saved() {
		t.Fatalf("scorecard: %+v %v", c, err)
	}
	bad := []interview.Scorecard{
		{Covered: []string{"r1"}},
		{Said: []string{"k1"}},
		{Level: "guru"},
		{Comment: strings.Repeat("c", interview.MaxCommentLen+1)},
		{Notes: strings.Repeat("n", interview.MaxTextLen+1)},
		{Notes: "\xff"},
	}
	for _, b := range bad {
		if _, err := s.SaveScorecard(0, qs["alpha"], b, t0); err == nil {
			t.Errorf("accepted %+v", b)
		}
	}
	if got := s.Answers[0].Scorecard; got.Comment != "ok" || len(got.Said) != 1 {
		t.Fatalf("a refused scorecard replaced the saved one: %+v", got)
	}
	if _, err := s.SaveScorecard(5, qs["alpha"], interview.Scorecard{}, t0); err == nil {
		t.Fatal("scored a question the session does not have")
	}
}

func TestReportAndMarkdown(t *testing.T) {
	qs, lookup := fixture()
	s := newSession(t)
	s.Candidate = "Ada <b>*Lovelace*</b>"
	var all []interview.Event
	record := func(evs []interview.Event, err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range evs {
			e.Seq = int64(len(all) + 1)
			all = append(all, e)
		}
	}
	record(s.StartClock(t0))
	record(s.RevealFollowUp(0, 0, 2, t0.Add(time.Minute)))
	s.SaveText(0, "It redirects before the proxy.\n```\nrm -rf /\n```\n<script>alert(1)</script>", t0)
	s.SaveScorecard(0, qs["alpha"], interview.Scorecard{Covered: []string{"k1"}, Level: interview.ShownLevel(quiz.Senior), Comment: "# not a heading\n[link](javascript:x)", Notes: "private thought"}, t0)
	record(s.PauseClock(t0.Add(4 * time.Minute)))
	record(s.NextQuestion(0, t0.Add(5*time.Minute)))
	record(s.End(t0.Add(8 * time.Minute)))
	record(s.SaveVerdict(interview.Verdict{Recommendation: interview.Yes, Summary: "Solid <em>work</em>", Shared: true}, t0.Add(9*time.Minute)))

	rep := interview.BuildReport(s, all, lookup, true, t0.Add(time.Hour))
	q1, q2 := rep.Questions[0], rep.Questions[1]
	if !q1.Asked || q1.Spent != 4*time.Minute || len(q1.FollowUps) != 1 || q1.FollowUps[0].Question != "And then?" {
		t.Fatalf("question 1: %+v", q1)
	}
	if len(q1.Covered) != 1 || len(q1.Missed) != 1 || q1.Coverage() != 0.5 || q1.Notes != "private thought" {
		t.Fatalf("question 1 scorecard: %+v", q1)
	}
	// The clock was paused when question 2 came, so it stood at zero.
	if !q2.Asked || q2.Spent != 0 || q2.ShownAt != t0.Add(5*time.Minute) {
		t.Fatalf("question 2: %+v", q2)
	}
	md := rep.Markdown()
	for _, want := range []string{
		"# Mock interview: Ada \\<b\\>\\*Lovelace\\*\\</b\\>", "Recommendation: **yes**", "Solid \\<em\\>work\\</em\\>",
		"- [x] Point one", "- [ ] Point two", "Level shown: senior", "\\# not a heading", "\\[link\\]\\(javascript:x\\)",
		"Private notes:", "````text\nIt redirects before the proxy.\n```\nrm -rf /\n```\n<script>alert(1)</script>\n````",
		"Follow-ups shown:", "And then?", "## Timeline", "Interview ended", "Report shared with the candidate",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("markdown lacks %q:\n%s", want, md)
		}
	}

	cand := interview.BuildReport(s, all, lookup, false, t0.Add(time.Hour))
	if cand.Questions[0].Notes != "" || strings.Contains(cand.Markdown(), "private thought") || strings.Contains(cand.Markdown(), "Report shared") {
		t.Fatal("the candidate's copy carries the private notes or the sharing history")
	}
}

func TestHubDeliversBySessionAndRole(t *testing.T) {
	h := interview.NewHub(4)
	i1 := h.Subscribe(1, interview.Interviewer)
	c1 := h.Subscribe(1, interview.Candidate)
	c2 := h.Subscribe(2, interview.Candidate)
	defer i1.Close()
	defer c1.Close()
	defer c2.Close()
	if h.Streams() != 3 {
		t.Fatalf("streams: %d", h.Streams())
	}
	h.Publish(1, interview.Message{Event: &interview.Event{Seq: 1, Kind: interview.EventFollowUp}})
	h.Publish(1, interview.Message{Draft: &interview.Draft{SessionID: 1, Text: "typed"}})
	if m := <-i1.C; m.Event == nil || m.Event.Seq != 1 {
		t.Fatalf("interviewer got %+v first", m)
	}
	if m := <-i1.C; m.Draft == nil || m.Draft.Text != "typed" {
		t.Fatalf("interviewer got %+v second", m)
	}
	if m := <-c1.C; m.Event == nil {
		t.Fatalf("candidate got %+v", m)
	}
	select {
	case m := <-c1.C:
		t.Fatalf("the candidate's stream carried %+v: drafts are for the interviewer", m)
	case m := <-c2.C:
		t.Fatalf("session 2 got session 1's %+v", m)
	default:
	}
}

func TestHubDropsSlowStreamAndCloses(t *testing.T) {
	h := interview.NewHub(2)
	slow := h.Subscribe(1, interview.Candidate)
	for i := range 3 {
		h.Publish(1, interview.Message{Event: &interview.Event{Seq: int64(i + 1), Kind: interview.EventClock}})
	}
	select {
	case <-slow.Done():
	default:
		t.Fatal("a stream that fell behind was kept")
	}
	slow.Close() // after the drop: no panic
	if h.Streams() != 0 {
		t.Fatalf("streams after drop: %d", h.Streams())
	}
	open := h.Subscribe(2, interview.Interviewer)
	h.Close()
	<-open.Done()
	late := h.Subscribe(3, interview.Interviewer)
	select {
	case <-late.Done():
	default:
		t.Fatal("a stream opened after Close stays open")
	}
}

func TestHubLockSerialisesOneSession(t *testing.T) {
	h := interview.NewHub(0)
	var mu sync.Mutex
	inside := map[int64]int{}
	var wg sync.WaitGroup
	for i := range 50 {
		id := int64(i % 5)
		wg.Go(func() {
			unlock := h.Lock(id)
			defer unlock()
			mu.Lock()
			inside[id]++
			if inside[id] > 1 {
				t.Errorf("two changes inside session %d", id)
			}
			mu.Unlock()
			time.Sleep(time.Millisecond)
			mu.Lock()
			inside[id]--
			mu.Unlock()
		})
	}
	wg.Wait()
}

func TestDraftWriterBatchesAndKeepsLatest(t *testing.T) {
	var mu sync.Mutex
	var batches [][]interview.Draft
	release := make(chan struct{})
	first := true
	w := interview.NewDraftWriter(func(ctx context.Context, ds []interview.Draft) error {
		mu.Lock()
		batches = append(batches, ds)
		block := first
		first = false
		mu.Unlock()
		if block {
			<-release // hold the first batch so the others gather
		}
		return nil
	})
	var wg sync.WaitGroup
	wg.Go(func() { w.Save(context.Background(), interview.Draft{SessionID: 1, Text: "a"}) })
	for {
		mu.Lock()
		n := len(batches)
		mu.Unlock()
		if n == 1 {
			break
		}
		time.Sleep(time.Millisecond)
	}
	for i := range 10 {
		wg.Go(func() { w.Save(context.Background(), interview.Draft{SessionID: int64(2 + i%2), Text: "b"}) })
	}
	time.Sleep(20 * time.Millisecond) // let them queue behind the first batch
	close(release)
	wg.Wait()
	mu.Lock()
	defer mu.Unlock()
	total := 0
	for _, b := range batches[1:] {
		total += len(b)
	}
	if len(batches) > 4 || total > 6 {
		t.Fatalf("10 saves of 2 questions took %d batches of %d drafts; want them gathered and deduplicated", len(batches)-1, total)
	}

	failing := interview.NewDraftWriter(func(context.Context, []interview.Draft) error { return errors.New("disk full") })
	if err := failing.Save(context.Background(), interview.Draft{}); err == nil {
		t.Fatal("a failed batch reported success")
	}
}
