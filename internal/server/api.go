package server

import (
	"net/http"
	"time"

	"github.com/rehearse-dev/rehearse/internal/quiz"
)

// questionSummary is a bank entry in GET /api/questions.
type questionSummary struct {
	ID         string          `json:"id"`
	Title      string          `json:"title"`
	Level      quiz.Level      `json:"level"`
	Importance quiz.Importance `json:"importance"`
	Frequency  int             `json:"frequency"`
	Topics     []string        `json:"topics"`
}

func summarize(q *quiz.Question) questionSummary {
	return questionSummary{ID: q.ID, Title: q.Title, Level: q.Level, Importance: q.Importance, Frequency: q.Frequency, Topics: q.Topics}
}

func (s *Server) apiQuestions(w http.ResponseWriter, r *http.Request) error {
	out := []questionSummary{}
	for _, q := range s.bank.Questions() {
		out = append(out, summarize(q))
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// rubricEntry is a key point or red flag as the API shows it: the matcher's
// signals are content internals and stay out.
type rubricEntry struct {
	ID    string `json:"id"`
	Text  string `json:"text"`
	Omits string `json:"omits,omitempty"`
}

// questionDetail is the whole question in GET /api/questions/{id}.
type questionDetail struct {
	questionSummary
	Timing       quiz.Timing           `json:"timing"`
	Sim          string                `json:"sim,omitempty"`
	Related      []string              `json:"related"`
	KeyPoints    []rubricEntry         `json:"key_points"`
	RedFlags     []rubricEntry         `json:"red_flags"`
	QuestionHTML string                `json:"question_html"`
	BasicsHTML   string                `json:"basics_html"`
	SolidHTML    string                `json:"solid_html"`
	CodeHTML     string                `json:"code_html,omitempty"`
	GoDeeper     map[quiz.Level]string `json:"go_deeper"`
	DeepDive     []quiz.Section        `json:"deep_dive"`
	FollowUps    []quiz.FollowUp       `json:"follow_ups"`
	References   string                `json:"references_html,omitempty"`
}

func rubricEntries(items []quiz.RubricItem) []rubricEntry {
	out := make([]rubricEntry, len(items))
	for i, it := range items {
		out[i] = rubricEntry{ID: it.ID, Text: it.Text, Omits: it.Omits}
	}
	return out
}

func (s *Server) apiQuestion(w http.ResponseWriter, r *http.Request) error {
	q, err := s.question(r)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, questionDetail{
		questionSummary: summarize(q),
		Timing:          q.Timing,
		Sim:             q.Sim,
		Related:         nonNil(q.Related),
		KeyPoints:       rubricEntries(q.KeyPoints),
		RedFlags:        rubricEntries(q.RedFlags),
		QuestionHTML:    q.QuestionHTML,
		BasicsHTML:      q.BasicsHTML,
		SolidHTML:       q.SolidHTML,
		CodeHTML:        q.CodeHTML,
		GoDeeper:        q.GoDeeper,
		DeepDive:        nonNil(q.DeepDive),
		FollowUps:       nonNil(q.FollowUps),
		References:      q.References,
	})
	return nil
}

// attemptRequest is the body of POST /api/questions/{id}/attempts.
type attemptRequest struct {
	Answer  string   `json:"answer"`
	Seconds *int     `json:"seconds"`
	Covered []string `json:"covered"`
	Said    []string `json:"said"`
}

// attemptJSON is an attempt as the API returns it.
type attemptJSON struct {
	ID         int64      `json:"id"`
	QuestionID string     `json:"question_id"`
	Answer     string     `json:"answer"`
	Seconds    int        `json:"seconds"`
	Score      float64    `json:"score"`
	Failed     bool       `json:"failed"`
	Scored     bool       `json:"scored"`
	Covered    []string   `json:"covered"`
	Said       []string   `json:"said"`
	Suggested  quiz.Hints `json:"suggested"`
	CreatedAt  time.Time  `json:"created_at"`
}

func toAttemptJSON(a *quiz.Attempt) attemptJSON {
	return attemptJSON{
		ID: a.ID, QuestionID: a.QuestionID, Answer: a.Answer, Seconds: a.Seconds,
		Score: a.Score, Failed: a.Failed, Scored: a.Scored,
		Covered: nonNil(a.Covered), Said: nonNil(a.Said), Suggested: a.Suggested, CreatedAt: a.CreatedAt,
	}
}

// apiCreateAttempt stores a scored attempt in one step: the caller sends
// the ticks with the answer.
func (s *Server) apiCreateAttempt(w http.ResponseWriter, r *http.Request) error {
	q, err := s.question(r)
	if err != nil {
		return err
	}
	var req attemptRequest
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	if req.Seconds == nil {
		return badRequest("seconds: required, the time taken to answer")
	}
	if err := checkSeconds(*req.Seconds); err != nil {
		return err
	}
	if err := checkAnswer(req.Answer); err != nil {
		return err
	}
	res, err := quiz.Score(q, req.Covered, req.Said)
	if err != nil {
		return badRequest("%v", err)
	}
	a := &quiz.Attempt{
		QuestionID: q.ID, GuestID: guestID(r), Answer: req.Answer, Seconds: *req.Seconds,
		Suggested: q.Hints(req.Answer), Scored: true, Result: res,
	}
	if err := s.db.CreateAttempt(r.Context(), a); err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, map[string]any{
		"id": a.ID, "score": a.Score, "failed": a.Failed, "covered": a.Covered, "said": a.Said,
	})
	return nil
}

func (s *Server) apiAttempts(w http.ResponseWriter, r *http.Request) error {
	attempts, err := s.db.Attempts(r.Context(), guestID(r), historyLimit)
	if err != nil {
		return err
	}
	out := []attemptJSON{}
	for _, a := range attempts {
		out = append(out, toAttemptJSON(a))
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// hintsRequest is the body of POST /api/questions/{id}/hints.
type hintsRequest struct {
	Answer *string `json:"answer"`
}

func (s *Server) apiHints(w http.ResponseWriter, r *http.Request) error {
	q, err := s.question(r)
	if err != nil {
		return err
	}
	var req hintsRequest
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	if req.Answer == nil {
		return badRequest("answer: required")
	}
	if err := checkAnswer(*req.Answer); err != nil {
		return err
	}
	h := q.Hints(*req.Answer)
	evidence := make(map[string]string, len(h.Evidence))
	for id, e := range h.Evidence {
		evidence[id] = e.Sentence
	}
	writeJSON(w, http.StatusOK, hintsJSON{Covered: nonNil(h.Covered), Said: nonNil(h.Said), Omitted: nonNil(h.Omitted), Evidence: evidence})
	return nil
}

// hintsJSON is the answer of POST /api/questions/{id}/hints: the suggested
// ids, and for each covered or said id the sentence that triggered it.
type hintsJSON struct {
	Covered  []string          `json:"covered"`
	Said     []string          `json:"said"`
	Omitted  []string          `json:"omitted"`
	Evidence map[string]string `json:"evidence"`
}

// nonNil turns a nil slice into an empty one so JSON shows [] not null.
func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
