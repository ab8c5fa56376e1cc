// Package templates renders Rehearse's HTML with templ: one layout, and a
// component per page fed by a view model. Components get everything they
// show from their arguments and do no I/O.
package templates

import (
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/rehearse-dev/rehearse/internal/quiz"
)

// BankFilter is the bank's search form, as submitted.
type BankFilter struct {
	Text       string
	Level      string
	Importance string
	Topic      string
}

// Active reports whether any filter narrows the bank.
func (f BankFilter) Active() bool {
	return f.Text != "" || f.Level != "" || f.Importance != "" || f.Topic != ""
}

// BankRow is one question in the bank with the guest's last score on it.
type BankRow struct {
	Q *quiz.Question
	// Last is the guest's most recent scored attempt, or nil.
	Last *quiz.Attempt
}

// BankView is the question bank page.
type BankView struct {
	Filter BankFilter
	Topics []string
	Rows   []BankRow
	// Total is how many questions the bank holds before filtering.
	Total int
	// Next is the question the guest should practise next, or nil.
	Next *quiz.Question
	// Heading replaces the page heading on a topic page.
	Heading string
	// Matched is how many questions pass the filters; Rows holds one
	// page of them.
	Matched int
	// Page and Pages number the pages of results from 1.
	Page, Pages int
	// Path is where the filters and page links point: / or a topic page.
	Path string
}

// PageURL links to page n of the same results, keeping the filters.
func (v BankView) PageURL(n int) string {
	q := url.Values{}
	for key, val := range map[string]string{"q": v.Filter.Text, "level": v.Filter.Level, "importance": v.Filter.Importance} {
		if val != "" {
			q.Set(key, val)
		}
	}
	if v.Filter.Topic != "" && v.Path == "/" {
		q.Set("topic", v.Filter.Topic)
	}
	if n > 1 {
		q.Set("page", strconv.Itoa(n))
	}
	if len(q) == 0 {
		return v.Path
	}
	return v.Path + "?" + q.Encode()
}

// PracticeView is the page where a guest answers a question.
type PracticeView struct {
	Q *quiz.Question
	// StartedMs is when the page was served, in Unix milliseconds; the
	// server measures the time taken from it when JavaScript is off.
	StartedMs int64
	Answer    string
	Error     string
	Sim       *SimView
	Related   []*quiz.Question
}

// AnswerSpan is a run of the candidate's answer, marked when it is the
// evidence for a suggestion.
type AnswerSpan struct {
	Text   string
	Marked bool
	// IDs are the rubric ids this run is evidence for.
	IDs []string
}

// ReviewView is the page after submitting: the answer beside the rubric,
// then the model answers.
type ReviewView struct {
	Q       *quiz.Question
	Attempt *quiz.Attempt
	Spans   []AnswerSpan
	// Saved is set right after the guest saved their ticks.
	Saved   bool
	Error   string
	Sim     *SimView
	Related []*quiz.Question
}

// Ticked reports whether a rubric box starts ticked: the guest's saved
// choice once scored, the matcher's suggestion before.
func (v ReviewView) Ticked(id string) bool {
	a := v.Attempt
	if a.Scored {
		return slices.Contains(a.Covered, id) || slices.Contains(a.Said, id)
	}
	return slices.Contains(a.Suggested.Covered, id) || slices.Contains(a.Suggested.Said, id) || slices.Contains(a.Suggested.Omitted, id)
}

// Suggested reports whether the matcher proposed the id.
func (v ReviewView) Suggested(id string) bool {
	s := v.Attempt.Suggested
	return slices.Contains(s.Covered, id) || slices.Contains(s.Said, id) || slices.Contains(s.Omitted, id)
}

// Evidence returns the sentence that made the matcher suggest id.
func (v ReviewView) Evidence(id string) string {
	return v.Attempt.Suggested.Evidence[id].Sentence
}

// StudyView shows every model answer without an attempt.
type StudyView struct {
	Q       *quiz.Question
	Sim     *SimView
	Related []*quiz.Question
}

// HistoryView is the guest's attempts, newest first.
type HistoryView struct {
	Rows []HistoryRow
}

// HistoryRow is one attempt with its question's title.
type HistoryRow struct {
	Attempt *quiz.Attempt
	Title   string
}

func statusText(code int) string {
	return fmt.Sprintf("%d: %s", code, strings.ToLower(http.StatusText(code)))
}

// percent formats a 0..1 share as a whole percentage.
func percent(share float64) string { return fmt.Sprintf("%.0f%%", share*100) }

// duration formats seconds as m:ss.
func duration(seconds int) string { return fmt.Sprintf("%d:%02d", seconds/60, seconds%60) }

func questionURL(id string) string { return "/questions/" + url.PathEscape(id) }

func topicURL(topic string) string { return "/topics/" + url.PathEscape(topic) }

func attemptURL(id int64) string { return fmt.Sprintf("/attempts/%d", id) }

func levelTitle(l quiz.Level) string {
	s := string(l)
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// importanceLabel turns "must-know" into "must know".
func importanceLabel(i quiz.Importance) string { return strings.ReplaceAll(string(i), "-", " ") }

// scoreLabel says how an attempt went, in words a screen reader reads well.
func scoreLabel(a *quiz.Attempt) string {
	switch {
	case a == nil:
		return "not tried"
	case !a.Scored:
		return "not scored yet"
	case a.Failed:
		return percent(a.Score) + ", failed on a red flag"
	default:
		return percent(a.Score)
	}
}
