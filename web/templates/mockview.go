package templates

import (
	"fmt"
	"slices"
	"strconv"
	"time"

	"github.com/rehearse-dev/rehearse/internal/interview"
	"github.com/rehearse-dev/rehearse/internal/quiz"
)

// MockNewView is the form that creates a mock interview.
type MockNewView struct {
	// Bank lists the questions to pick from.
	Bank []*quiz.Question
	Form MockNewForm
	// Error says what to fix in a refused form.
	Error string
}

// MockNewForm is the creation form as submitted.
type MockNewForm struct {
	// Questions are the picked ids, one per slot, "" for an empty slot.
	Questions []string
	Level     string
	Candidate string
	Minutes   string
}

// Slots numbers the question pickers of the form.
func (v MockNewView) Slots() []int {
	n := min(interview.MaxQuestions, max(1, len(v.Bank)))
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}

// Picked returns the id chosen in a slot, or "".
func (f MockNewForm) Picked(slot int) string {
	if slot < len(f.Questions) {
		return f.Questions[slot]
	}
	return ""
}

// MockClock is a question's clock as a page shows it; the script runs it
// on from there.
type MockClock struct {
	Running bool
	Elapsed time.Duration
	Limit   time.Duration
}

// Label says the clock in words for the page without JavaScript.
func (c MockClock) Label() string {
	state := "stopped"
	if c.Running {
		state = "running"
	}
	return fmt.Sprintf("%s of %s, %s", interview.Minutes(c.Elapsed), interview.Minutes(c.Limit), state)
}

func (c MockClock) elapsedMs() string { return strconv.FormatInt(c.Elapsed.Milliseconds(), 10) }
func (c MockClock) limitMs() string   { return strconv.FormatInt(c.Limit.Milliseconds(), 10) }

// MockCandidateView is everything the candidate's page shows. It holds the
// question's text and the follow-up questions revealed, and by its very
// fields nothing of the rubric, the model answers or the follow-ups'
// answers.
type MockCandidateView struct {
	// Base is the page's path, /mock/{token}.
	Base    string
	Name    string
	Started bool
	Ended   bool
	// Position is the current question's, from 0, of Total.
	Position     int
	Total        int
	QuestionHTML string
	FollowUps    []string
	Clock        MockClock
	// Text is the candidate's answer to the current question.
	Text string
	// Error is a refused save; Saved marks a save that went through.
	Error string
	Saved bool
	// LastSeq is the newest event the page reflects; the stream resumes
	// after it.
	LastSeq int64
	// ReportURL is set when the interviewer shared the report.
	ReportURL string
}

func (v MockCandidateView) state() string {
	switch {
	case v.Ended:
		return "ended"
	case v.Started:
		return "live"
	}
	return "waiting"
}

// MockFollowUp is a follow-up on the interviewer's page.
type MockFollowUp struct {
	Index      int
	Question   string
	AnswerHTML string
	Revealed   bool
}

// MockAgendaItem is one question of the session in the interviewer's list.
type MockAgendaItem struct {
	Position int
	Title    string
	Asked    bool
	Current  bool
	Viewing  bool
	// Judged is set once the interviewer scored the answer.
	Judged bool
}

// status says where the question stands, for the list.
func (a MockAgendaItem) status(live bool) string {
	s := "not asked"
	switch {
	case a.Current && live:
		s = "on screen"
	case a.Asked:
		s = "asked"
	}
	if a.Judged {
		s += ", scored"
	}
	return s
}

// MockInterviewerView is the interviewer's page: one question of the
// session with its rubric and the candidate's text, the controls, the
// scorecard and the verdict.
type MockInterviewerView struct {
	// Base is the page's path, /mock/{token}; CandidateURL is the link to
	// send to the candidate.
	Base         string
	CandidateURL string
	Name         string
	Level        quiz.Level
	Minutes      int
	Started      bool
	Ended        bool
	// Current is the position on the candidate's screen; Viewing the one
	// this page shows, of Total.
	Current int
	Viewing int
	Total   int
	Q       *quiz.Question
	// Expectation is what the target level should show, as HTML.
	Expectation string
	// Answer is the candidate's text for the question viewed, and Hints
	// what the answer hints suggest for it.
	Answer    string
	Hints     quiz.Hints
	Scorecard interview.Scorecard
	FollowUps []MockFollowUp
	Agenda    []MockAgendaItem
	Clock     MockClock
	Verdict   interview.Verdict
	Sim       *SimView
	LastSeq   int64
	// Created marks the first visit, right after creating the session.
	Created bool
	Notice  string
	Error   string
}

// Live reports whether the page shows the question on the candidate's
// screen while the interview runs, where the controls apply.
func (v MockInterviewerView) Live() bool { return !v.Ended && v.Viewing == v.Current }

// Ticked reports whether a rubric box starts ticked: the interviewer's
// choice once they have ticked any box themselves, the hints' suggestion
// before. A red flag suggested only because a key point is not covered
// (yet) is shown as a suggestion but not ticked: the answer is still
// being given.
func (v MockInterviewerView) Ticked(id string) bool {
	if v.Scorecard.TicksChosen {
		return slices.Contains(v.Scorecard.Covered, id) || slices.Contains(v.Scorecard.Said, id)
	}
	return slices.Contains(v.Hints.Covered, id) || slices.Contains(v.Hints.Said, id)
}

func (v MockInterviewerView) ticksState() string {
	if v.Scorecard.TicksChosen {
		return "chosen"
	}
	return "suggested"
}

// Suggested reports whether the answer hints propose the id.
func (v MockInterviewerView) Suggested(id string) bool {
	h := v.Hints
	return slices.Contains(h.Covered, id) || slices.Contains(h.Said, id) || slices.Contains(h.Omitted, id)
}

// Evidence is the sentence of the candidate's text behind a suggestion.
func (v MockInterviewerView) Evidence(id string) string { return v.Hints.Evidence[id].Sentence }

func (v MockInterviewerView) questionURL(position int) string {
	return v.Base + "?q=" + strconv.Itoa(position+1)
}

// MockReportView is the report page.
type MockReportView struct {
	Base   string
	Report interview.Report
}

func mockTime(t time.Time) string { return t.UTC().Format("15:04:05 UTC") }

func mockDate(t time.Time) string { return t.UTC().Format("2 January 2006, 15:04 UTC") }

func mockItoa(n int) string { return strconv.Itoa(n) }
