// Package interview is the domain of mock interviews: an interviewer drives
// a session of questions while the candidate sees only the question, its
// clock and the follow-ups revealed to them. It holds the session's rules
// (what each control does, what may change when), the capability tokens,
// the timeline of events, the scorecard and its report, and the live hub
// that carries events to both sides.
//
// The package knows nothing of HTTP, templates or SQL: the server turns
// requests into calls here, and the store keeps the values.
package interview

import (
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/rehearse-dev/rehearse/internal/quiz"
)

// Limits on what a session holds.
const (
	// MaxQuestions bounds the questions of one session.
	MaxQuestions = 8
	// MinMinutes and MaxMinutes bound the time given to each question.
	MinMinutes = 1
	MaxMinutes = 90
	// MaxNameLen bounds the candidate's display name, in characters.
	MaxNameLen = 80
	// MaxTextLen bounds the candidate's answer to one question, and the
	// interviewer's private notes on it, in characters.
	MaxTextLen = quiz.MaxAnswerLen
	// MaxCommentLen bounds the interviewer's comment on one answer.
	MaxCommentLen = 5000
	// MaxSummaryLen bounds the session's summary.
	MaxSummaryLen = 10000
	// Lifetime is how long both links of a session work after it is
	// created; afterwards they are answered like links that never existed.
	Lifetime = 30 * 24 * time.Hour
)

// Role is the side a token opens.
type Role int

// The two sides of a session.
const (
	Interviewer Role = iota + 1
	Candidate
)

// String names the role: "interviewer" or "candidate".
func (r Role) String() string {
	switch r {
	case Interviewer:
		return "interviewer"
	case Candidate:
		return "candidate"
	}
	return "unknown"
}

// Error is a request that the session refuses: bad input, or a control
// that the session's state does not allow. Its message is safe to show.
type Error struct {
	// Conflict is set when the request is well formed but the session's
	// state refuses it, for instance a follow-up after the end.
	Conflict bool
	msg      string
}

// Error returns the message, which is safe to show to the client.
func (e *Error) Error() string { return e.msg }

func invalid(format string, args ...any) error {
	return &Error{msg: fmt.Sprintf(format, args...)}
}

func conflict(format string, args ...any) error {
	return &Error{Conflict: true, msg: fmt.Sprintf(format, args...)}
}

// Lookup finds a question of the bank by id.
type Lookup func(id string) (*quiz.Question, bool)

// Spec is what the creator of a session chooses.
type Spec struct {
	// Questions are the ids of the questions, in the order asked.
	Questions []string
	// Level is the seniority the candidate is interviewed for.
	Level quiz.Level
	// Candidate is the candidate's display name.
	Candidate string
	// Minutes is the time given to each question.
	Minutes int
}

// Validate checks a spec against the bank and says what to fix.
func (sp Spec) Validate(lookup Lookup) error {
	switch {
	case len(sp.Questions) == 0:
		return invalid("questions: pick at least one question")
	case len(sp.Questions) > MaxQuestions:
		return invalid("questions: pick at most %d questions, not %d", MaxQuestions, len(sp.Questions))
	}
	for i, id := range sp.Questions {
		if _, ok := lookup(id); !ok {
			return invalid("questions: %q is not a question of the bank", id)
		}
		if slices.Contains(sp.Questions[:i], id) {
			return invalid("questions: %q is picked twice", id)
		}
	}
	if !sp.Level.Valid() {
		return invalid("level: must be one of junior, middle, senior or principal, not %q", sp.Level)
	}
	name := strings.TrimSpace(sp.Candidate)
	switch {
	case name == "":
		return invalid("candidate: give the candidate's display name")
	case !utf8.ValidString(name):
		return invalid("candidate: the name is not valid UTF-8 text")
	case utf8.RuneCountInString(name) > MaxNameLen:
		return invalid("candidate: the name is longer than %d characters", MaxNameLen)
	}
	if sp.Minutes < MinMinutes || sp.Minutes > MaxMinutes {
		return invalid("minutes: must be from %d to %d, not %d", MinMinutes, MaxMinutes, sp.Minutes)
	}
	return nil
}

// Session is one mock interview: its questions, where it stands, what the
// candidate wrote and what the interviewer scored.
type Session struct {
	ID int64
	Spec
	// Current is the position, in Questions, of the question on screen.
	Current int
	// Clock times the current question.
	Clock Clock
	// Answers holds one entry per question, in the order of Questions.
	Answers []Answer
	Verdict Verdict
	// CreatedAt and ExpiresAt bound the life of both links.
	CreatedAt time.Time
	ExpiresAt time.Time
	// StartedAt is when the interviewer first started the clock, which
	// shows the first question to the candidate; zero before.
	StartedAt time.Time
	// EndedAt is when the interviewer ended the session; zero before.
	EndedAt time.Time
	// LastSeq is the sequence number of the session's newest event.
	LastSeq int64
}

// New makes a session from a valid spec, created at now.
func New(sp Spec, now time.Time) *Session {
	sp.Candidate = strings.TrimSpace(sp.Candidate)
	s := &Session{Spec: sp, CreatedAt: now, ExpiresAt: now.Add(Lifetime)}
	for _, id := range sp.Questions {
		s.Answers = append(s.Answers, Answer{QuestionID: id, Revealed: []int{}})
	}
	return s
}

// Started reports whether the candidate can see the first question yet.
func (s *Session) Started() bool { return !s.StartedAt.IsZero() }

// Ended reports whether the interviewer has ended the session.
func (s *Session) Ended() bool { return !s.EndedAt.IsZero() }

// Limit is the time given to each question.
func (s *Session) Limit() time.Duration { return time.Duration(s.Minutes) * time.Minute }

// Last reports whether the current question is the session's last.
func (s *Session) Last() bool { return s.Current == len(s.Questions)-1 }

// Expired reports whether the links no longer work at now.
func (s *Session) Expired(now time.Time) bool { return !now.Before(s.ExpiresAt) }

// Answer is what happened on one question of a session.
type Answer struct {
	QuestionID string
	// Revealed lists the follow-ups shown to the candidate, by their
	// index in the question's follow-ups, in the order shown.
	Revealed []int
	// Text is the candidate's answer as last saved, and TextAt when.
	Text   string
	TextAt time.Time
	// Scorecard is the interviewer's judgement of the answer.
	Scorecard Scorecard
}

// ShownLevel is the level an answer showed, one step below junior more
// than the levels a question targets.
type ShownLevel string

// BelowJunior is an answer that does not reach the junior expectation.
const BelowJunior ShownLevel = "below-junior"

// ShownLevels lists every level an answer can show, from least to most.
var ShownLevels = []ShownLevel{BelowJunior, ShownLevel(quiz.Junior), ShownLevel(quiz.Middle), ShownLevel(quiz.Senior), ShownLevel(quiz.Principal)}

// Valid reports whether l is one of ShownLevels.
func (l ShownLevel) Valid() bool { return slices.Contains(ShownLevels, l) }

// Label is the level in words: "below junior", "senior".
func (l ShownLevel) Label() string { return strings.ReplaceAll(string(l), "-", " ") }

// Scorecard is the interviewer's judgement of one answer.
type Scorecard struct {
	// Covered and Said are the key points and red flags ticked, in
	// rubric order.
	Covered []string
	Said    []string
	// TicksChosen is set once the interviewer has ticked or unticked a
	// box themselves. Until then the ticks saved are the answer hints'
	// suggestions, and the page keeps following the candidate's text.
	TicksChosen bool
	// Level is the level the answer showed, or empty when not judged.
	Level ShownLevel
	// Comment is feedback on the answer; it goes into the report.
	Comment string
	// Notes are the interviewer's private notes; the candidate's copy of
	// the report leaves them out.
	Notes string
	// SavedAt is when the interviewer last saved it; zero before.
	SavedAt time.Time
}

// Saved reports whether the scorecard has been saved, by the interviewer
// or along with a control they used.
func (c Scorecard) Saved() bool { return !c.SavedAt.IsZero() }

// Judged reports whether the interviewer has given a judgement of their
// own: ticks, a level or a comment.
func (c Scorecard) Judged() bool { return c.TicksChosen || c.Level != "" || c.Comment != "" }

// Recommendation is the interviewer's overall call on the session.
type Recommendation string

// The four recommendations, from worst to best.
const (
	StrongNo  Recommendation = "strong-no"
	No        Recommendation = "no"
	Yes       Recommendation = "yes"
	StrongYes Recommendation = "strong-yes"
)

// Recommendations lists every recommendation from worst to best.
var Recommendations = []Recommendation{StrongNo, No, Yes, StrongYes}

// Valid reports whether r is one of Recommendations.
func (r Recommendation) Valid() bool { return slices.Contains(Recommendations, r) }

// Label is the recommendation in words: "strong yes".
func (r Recommendation) Label() string { return strings.ReplaceAll(string(r), "-", " ") }

// Verdict is the interviewer's conclusion on the whole session.
type Verdict struct {
	// Recommendation is empty until chosen.
	Recommendation Recommendation
	Summary        string
	// Shared lets the candidate open the report with their own link.
	Shared bool
	// SavedAt is when it was last saved; zero before.
	SavedAt time.Time
}

// Clock times the current question. It runs only while the interviewer
// lets it, and restarts from zero on each question.
type Clock struct {
	Running bool
	// Elapsed is the time counted before Since.
	Elapsed time.Duration
	// Since is when the clock last started; meaningful while Running.
	Since time.Time
}

// At is the time on the clock at now.
func (c Clock) At(now time.Time) time.Duration {
	if c.Running && now.After(c.Since) {
		return c.Elapsed + now.Sub(c.Since)
	}
	return c.Elapsed
}

// started is the clock running from now on.
func (c Clock) started(now time.Time) Clock {
	if c.Running {
		return c
	}
	return Clock{Running: true, Elapsed: c.Elapsed, Since: now}
}

// paused is the clock stopped at now.
func (c Clock) paused(now time.Time) Clock {
	if !c.Running {
		return c
	}
	return Clock{Elapsed: c.At(now)}
}

// checkLive refuses a control once the session has ended.
func (s *Session) checkLive() error {
	if s.Ended() {
		return conflict("the interview has ended")
	}
	return nil
}

// checkOnScreen refuses a control aimed at a question that is not the
// current one, as from a page left open on an earlier question.
func (s *Session) checkOnScreen(position int) error {
	if position != s.Current {
		return conflict("the interview has moved on to question %d; reload the page", s.Current+1)
	}
	return nil
}

// StartClock starts the clock. The first start also shows the first
// question to the candidate. It returns the events to record, none when
// the clock already runs.
func (s *Session) StartClock(now time.Time) ([]Event, error) {
	if err := s.checkLive(); err != nil {
		return nil, err
	}
	if s.Clock.Running {
		return nil, nil
	}
	var evs []Event
	if !s.Started() {
		s.StartedAt = now
		evs = append(evs, Event{Kind: EventQuestion, Position: s.Current, FollowUp: -1, At: now})
	}
	s.Clock = s.Clock.started(now)
	evs = append(evs, Event{Kind: EventClock, Position: s.Current, FollowUp: -1, Clock: s.Clock, At: now})
	return evs, nil
}

// PauseClock stops the clock; it returns no event when it was stopped.
func (s *Session) PauseClock(now time.Time) ([]Event, error) {
	if err := s.checkLive(); err != nil {
		return nil, err
	}
	if !s.Clock.Running {
		return nil, nil
	}
	s.Clock = s.Clock.paused(now)
	return []Event{{Kind: EventClock, Position: s.Current, FollowUp: -1, Clock: s.Clock, At: now}}, nil
}

// RevealFollowUp shows the candidate follow-up index of the question at
// position, which must be the current one; count is how many follow-ups
// the question has. Revealing one again changes nothing.
func (s *Session) RevealFollowUp(position, index, count int, now time.Time) ([]Event, error) {
	if err := s.checkLive(); err != nil {
		return nil, err
	}
	if !s.Started() {
		return nil, conflict("start the interview before revealing a follow-up")
	}
	if err := s.checkOnScreen(position); err != nil {
		return nil, err
	}
	if index < 0 || index >= count {
		return nil, invalid("follow-up: the question has %d follow-ups; %d is not one of them", count, index+1)
	}
	a := &s.Answers[position]
	if slices.Contains(a.Revealed, index) {
		return nil, nil
	}
	a.Revealed = append(a.Revealed, index)
	return []Event{{Kind: EventFollowUp, Position: position, FollowUp: index, At: now}}, nil
}

// NextQuestion moves from the question at position to the next one, with
// the clock back at zero and running if it ran. Moving from a question
// that is no longer current changes nothing, so a repeated click is safe.
func (s *Session) NextQuestion(from int, now time.Time) ([]Event, error) {
	if err := s.checkLive(); err != nil {
		return nil, err
	}
	if !s.Started() {
		return nil, conflict("start the interview before moving on")
	}
	if from != s.Current {
		return nil, nil
	}
	if s.Last() {
		return nil, conflict("this is the last question; end the interview instead")
	}
	s.Current++
	s.Clock = Clock{Running: s.Clock.Running, Since: now}
	return []Event{{Kind: EventQuestion, Position: s.Current, FollowUp: -1, Clock: s.Clock, At: now}}, nil
}

// End ends the session: the clock stops, the candidate's text is final,
// and the scorecard and verdict stay open to edit.
func (s *Session) End(now time.Time) ([]Event, error) {
	if s.Ended() {
		return nil, nil
	}
	s.EndedAt = now
	s.Clock = s.Clock.paused(now)
	return []Event{{Kind: EventEnded, Position: s.Current, FollowUp: -1, Clock: s.Clock, At: now}}, nil
}

// Draft is the candidate's text for one question as they type it.
type Draft struct {
	SessionID int64
	// Position is the question's position in the session.
	Position int
	Text     string
	At       time.Time
}

// CheckText refuses text that is not valid UTF-8 or longer than max
// characters, naming the field.
func CheckText(field, text string, max int) error {
	if !utf8.ValidString(text) {
		return invalid("%s: the text is not valid UTF-8", field)
	}
	if n := utf8.RuneCountInString(text); n > max {
		return invalid("%s: the text has %d characters; the limit is %d, and nothing was saved", field, n, max)
	}
	return nil
}

// SaveText records the candidate's text for the question at position,
// which must have been shown, while the session is live.
func (s *Session) SaveText(position int, text string, now time.Time) (Draft, error) {
	if err := CheckText("answer", text, MaxTextLen); err != nil {
		return Draft{}, err
	}
	if s.Ended() {
		return Draft{}, conflict("the interview has ended; the answer can no longer change")
	}
	if !s.Started() || position < 0 || position > s.Current {
		return Draft{}, conflict("question %d has not been asked yet", position+1)
	}
	s.Answers[position].Text, s.Answers[position].TextAt = text, now
	return Draft{SessionID: s.ID, Position: position, Text: text, At: now}, nil
}

// SaveScorecard checks and records the scorecard of the question at
// position, whose question is q. It may be edited during the session and
// after its end.
func (s *Session) SaveScorecard(position int, q *quiz.Question, c Scorecard, now time.Time) (Scorecard, error) {
	if position < 0 || position >= len(s.Answers) {
		return c, invalid("question: the session has %d questions", len(s.Answers))
	}
	res, err := quiz.Score(q, c.Covered, c.Said)
	if err != nil {
		return c, invalid("scorecard: %v", err)
	}
	c.Covered, c.Said = res.Covered, res.Said
	if c.Level != "" && !c.Level.Valid() {
		return c, invalid("level: must be one of below-junior, junior, middle, senior or principal, not %q", c.Level)
	}
	if err := CheckText("comment", c.Comment, MaxCommentLen); err != nil {
		return c, err
	}
	if err := CheckText("notes", c.Notes, MaxTextLen); err != nil {
		return c, err
	}
	c.SavedAt = now
	s.Answers[position].Scorecard = c
	return c, nil
}

// SaveVerdict checks and records the verdict. The report can be shared
// with the candidate only once the session has ended, so that nothing of
// the rubric reaches them while they answer. It returns an event when
// sharing changed.
func (s *Session) SaveVerdict(v Verdict, now time.Time) ([]Event, error) {
	if v.Recommendation != "" && !v.Recommendation.Valid() {
		return nil, invalid("recommendation: must be one of strong-no, no, yes or strong-yes, not %q", v.Recommendation)
	}
	if err := CheckText("summary", v.Summary, MaxSummaryLen); err != nil {
		return nil, err
	}
	if v.Shared && !s.Ended() {
		return nil, conflict("end the interview before sharing the report with the candidate")
	}
	changed := v.Shared != s.Verdict.Shared
	v.SavedAt = now
	s.Verdict = v
	if !changed {
		return nil, nil
	}
	return []Event{{Kind: EventShared, Position: s.Current, FollowUp: -1, Shared: v.Shared, At: now}}, nil
}
