// Package quiz holds the domain of Rehearse: questions and their rubric,
// parsed from markdown; the hints matcher that reads a typed answer against
// that rubric; and the scoring rule for an attempt.
//
// The package knows nothing of HTTP, templates or storage: it turns content
// into values and answers into scores.
package quiz

import "slices"

// Level is the seniority a question targets, or the depth an answer shows.
type Level string

// The four levels, from least to most senior.
const (
	Junior    Level = "junior"
	Middle    Level = "middle"
	Senior    Level = "senior"
	Principal Level = "principal"
)

// Levels lists every level from least to most senior.
var Levels = []Level{Junior, Middle, Senior, Principal}

// Valid reports whether l is one of the four levels.
func (l Level) Valid() bool { return slices.Contains(Levels, l) }

// Importance says how much a candidate is expected to know an answer.
type Importance string

// The three importance grades, from most to least expected.
const (
	MustKnow   Importance = "must-know"
	ShouldKnow Importance = "should-know"
	NiceToKnow Importance = "nice-to-know"
)

// Importances lists every grade from most to least expected.
var Importances = []Importance{MustKnow, ShouldKnow, NiceToKnow}

// Valid reports whether i is one of the three grades.
func (i Importance) Valid() bool { return slices.Contains(Importances, i) }

// Timing is how long, in seconds, each spoken answer should take.
type Timing struct {
	Basics int `json:"basics"`
	Solid  int `json:"solid"`
}

// SignalGroup is a list of alternatives; a group has a hit when any one of
// them occurs. An alternative is a word ("iptables"), a prefix ending in
// "*" ("redirect*") or a phrase of several words ("not ready").
type SignalGroup []string

// RubricItem is a key point a good answer covers, or a red flag an answer
// must not contain.
type RubricItem struct {
	// ID is stable across edits; stored attempts and other tools refer to it.
	ID string `json:"id"`
	// Text says the point in one line, as shown on the rubric.
	Text string `json:"text"`
	// Signals are the groups the hints matcher looks for: the item matches
	// when every group has a hit inside one sentence (or a short window).
	Signals []SignalGroup `json:"signals,omitempty"`
	// Omits, on a red flag only, names a key point whose absence raises
	// the flag.
	Omits string `json:"omits,omitempty"`
	// Contradicts, on a red flag only, names a key point that a sentence
	// saying the flag cannot also cover: "the redirection only starts once
	// the proxy is ready" says no redirection is in force before it.
	Contradicts string `json:"contradicts,omitempty"`
	// RefutedBy, on a red flag only, names a key point whose evidence
	// anywhere in an answer rules the flag out: an answer that says the
	// callee's log has no trace of the requests is not suggested as
	// blaming the callee ("I doubt the ledger is at fault: it never saw
	// them"). The few answers that say both lose the suggestion, not the
	// checkbox.
	RefutedBy string `json:"refuted_by,omitempty"`
	// Unless lists alternatives, like a signal group's, that keep a
	// sentence from saying or covering the item: a callee "refusing"
	// plaintext under STRICT mTLS is the mesh's policy at work, not the
	// callee at fault.
	Unless SignalGroup `json:"unless,omitempty"`
	// Rivals, on a red flag only, lists alternatives, like a signal
	// group's, that claim a later group's hit for themselves when they
	// stand nearer before it than any hit of the first group: in "the
	// app calls the ledger and Envoy takes a few seconds to come up" the
	// proxy, not the ledger, takes a few seconds.
	Rivals SignalGroup `json:"rivals,omitempty"`
}

// Section is one titled part of a question body rendered to HTML.
type Section struct {
	Title string `json:"title"`
	HTML  string `json:"html"`
}

// FollowUp is a question an interviewer asks next, with its answer.
type FollowUp struct {
	Question string `json:"question"`
	// AnswerHTML is the model answer, rendered.
	AnswerHTML string `json:"answer_html"`
	// QuestionID names the bank question that treats the follow-up in
	// full, or is empty.
	QuestionID string `json:"question_id,omitempty"`
}

// Question is one interview question with its model answers and rubric,
// parsed from a markdown file.
type Question struct {
	ID         string     `json:"id"`
	Title      string     `json:"title"`
	Level      Level      `json:"level"`
	Importance Importance `json:"importance"`
	// Frequency is the share of interviews, in percent, where it comes up.
	Frequency int      `json:"frequency"`
	Topics    []string `json:"topics"`
	Timing    Timing   `json:"timing"`
	// Sim names the simulator preset shown with the question, or is empty.
	Sim string `json:"sim,omitempty"`
	// Related lists the ids of neighbouring questions in the bank.
	Related   []string     `json:"related,omitempty"`
	KeyPoints []RubricItem `json:"key_points"`
	RedFlags  []RubricItem `json:"red_flags"`

	// QuestionHTML is the question as put to the candidate.
	QuestionHTML string `json:"question_html"`
	// QuestionText is the question as plain text, for search and previews.
	QuestionText string `json:"question_text"`
	BasicsHTML   string `json:"basics_html"`
	SolidHTML    string `json:"solid_html"`
	// BasicsText and SolidText are the model answers as plain text; the
	// content check runs the hints matcher over them.
	BasicsText string `json:"-"`
	SolidText  string `json:"-"`
	// CodeHTML holds the highlighted code section, or is empty.
	CodeHTML string `json:"code_html,omitempty"`
	// GoDeeper holds what each level is expected to add, keyed by level.
	GoDeeper map[Level]string `json:"go_deeper"`
	// DeepDive holds the optional long-form subsections in order.
	DeepDive   []Section  `json:"deep_dive,omitempty"`
	FollowUps  []FollowUp `json:"follow_ups"`
	References string     `json:"references_html,omitempty"`

	// File is where the question was read from, for error messages.
	File string `json:"-"`

	// matcher is compiled from the rubric once, when the file is parsed.
	matcher *Matcher
	// lines maps front matter keys, and "key_points/ID", to file lines.
	lines map[string]int
}

// Hints runs the hints matcher over an answer and suggests the key points it
// covers and the red flags it says or raises by omission.
func (q *Question) Hints(answer string) Hints {
	m := q.matcher
	if m == nil {
		// A question built in code rather than parsed; its rubric is
		// trusted, so a compile error leaves no suggestions.
		var err error
		if m, err = NewMatcher(q.KeyPoints, q.RedFlags); err != nil {
			return Hints{}
		}
	}
	return m.Match(answer)
}

// KeyPoint returns the key point with the given id.
func (q *Question) KeyPoint(id string) (RubricItem, bool) { return findItem(q.KeyPoints, id) }

// RedFlag returns the red flag with the given id.
func (q *Question) RedFlag(id string) (RubricItem, bool) { return findItem(q.RedFlags, id) }

func findItem(items []RubricItem, id string) (RubricItem, bool) {
	for _, it := range items {
		if it.ID == id {
			return it, true
		}
	}
	return RubricItem{}, false
}
