package server

import (
	"errors"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/a-h/templ"
	"github.com/go-chi/chi/v5"

	"github.com/rehearse-dev/rehearse/internal/quiz"
	"github.com/rehearse-dev/rehearse/web/templates"
)

// render writes a templ component as a 200 page.
func render(w http.ResponseWriter, r *http.Request, c templ.Component) error {
	return renderStatus(w, r, http.StatusOK, c)
}

func renderStatus(w http.ResponseWriter, r *http.Request, status int, c templ.Component) error {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	return c.Render(r.Context(), w)
}

// question finds the question named by the {id} route parameter.
func (s *Server) question(r *http.Request) (*quiz.Question, error) {
	q, ok := s.bank.Question(chi.URLParam(r, "id"))
	if !ok {
		return nil, notFound("question")
	}
	return q, nil
}

// maxSearchLen bounds the search text; titles are far shorter.
const maxSearchLen = 200

// bankFilter reads the bank's filters from the query string.
func bankFilter(r *http.Request) (templates.BankFilter, error) {
	f := templates.BankFilter{
		Text:       strings.TrimSpace(r.URL.Query().Get("q")),
		Level:      r.URL.Query().Get("level"),
		Importance: r.URL.Query().Get("importance"),
		Topic:      r.URL.Query().Get("topic"),
	}
	if utf8.RuneCountInString(f.Text) > maxSearchLen {
		return f, badRequest("the search text is longer than %d characters", maxSearchLen)
	}
	return f, nil
}

func (s *Server) search(f templates.BankFilter) []*quiz.Question {
	return s.bank.Search(quiz.Filter{Text: f.Text, Level: quiz.Level(f.Level), Importance: quiz.Importance(f.Importance), Topic: f.Topic})
}

func (s *Server) bankPage(w http.ResponseWriter, r *http.Request) error {
	f, err := bankFilter(r)
	if err != nil {
		return err
	}
	return s.renderBank(w, r, f, "")
}

func (s *Server) topicPage(w http.ResponseWriter, r *http.Request) error {
	topic := chi.URLParam(r, "topic")
	if !slices.Contains(s.bank.Topics(), topic) {
		return notFound("topic")
	}
	return s.renderBank(w, r, templates.BankFilter{Topic: topic}, "Topic: "+topic)
}

func (s *Server) renderBank(w http.ResponseWriter, r *http.Request, f templates.BankFilter, heading string) error {
	page := 1
	if p := r.URL.Query().Get("page"); p != "" {
		n, err := strconv.Atoi(p)
		if err != nil || n < 1 {
			return badRequest("page must be a whole number from 1")
		}
		page = n
	}
	last, err := s.db.LastScores(r.Context(), guestID(r))
	if err != nil {
		return err
	}
	found := s.search(f)
	v := templates.BankView{
		Filter: f, Topics: s.bank.Topics(), Total: len(s.bank.Questions()), Heading: heading, Path: r.URL.Path,
		Next: quiz.Next(found, last), Matched: len(found), Page: page, Pages: max(1, (len(found)+templates.BankPageSize-1)/templates.BankPageSize),
	}
	if page > v.Pages {
		return notFound("page")
	}
	from := (page - 1) * templates.BankPageSize
	for _, q := range found[from:min(len(found), from+templates.BankPageSize)] {
		v.Rows = append(v.Rows, templates.BankRow{Q: q, Last: last[q.ID]})
	}
	return render(w, r, templates.BankPage(v))
}

// practiseNext sends the guest to the question they most need, among the
// questions the filters in the query string allow.
func (s *Server) practiseNext(w http.ResponseWriter, r *http.Request) error {
	f, err := bankFilter(r)
	if err != nil {
		return err
	}
	last, err := s.db.LastScores(r.Context(), guestID(r))
	if err != nil {
		return err
	}
	q := quiz.Next(s.search(f), last)
	if q == nil {
		return notFound("question")
	}
	http.Redirect(w, r, "/questions/"+q.ID, http.StatusSeeOther)
	return nil
}

func (s *Server) practicePage(w http.ResponseWriter, r *http.Request) error {
	q, err := s.question(r)
	if err != nil {
		return err
	}
	return render(w, r, templates.PracticePage(s.practiceView(q)))
}

func (s *Server) practiceView(q *quiz.Question) templates.PracticeView {
	return templates.PracticeView{Q: q, StartedMs: s.now().UnixMilli(), Sim: s.simView(q), Related: s.related(q)}
}

func (s *Server) studyPage(w http.ResponseWriter, r *http.Request) error {
	q, err := s.question(r)
	if err != nil {
		return err
	}
	return render(w, r, templates.StudyPage(templates.StudyView{Q: q, Sim: s.simView(q), Related: s.related(q)}))
}

// submitAttempt stores the typed answer with the matcher's suggestions and
// sends the guest to the review, where they tick the rubric.
func (s *Server) submitAttempt(w http.ResponseWriter, r *http.Request) error {
	q, err := s.question(r)
	if err != nil {
		return err
	}
	if err := parseForm(r); err != nil {
		return err
	}
	answer := r.PostForm.Get("answer")
	seconds, err := s.formSeconds(r)
	if err == nil {
		err = checkAnswer(answer)
	}
	if err != nil {
		v := s.practiceView(q)
		v.Answer, v.Error = answer, err.Error()
		if started, perr := strconv.ParseInt(r.PostForm.Get("started"), 10, 64); perr == nil && started > 0 && started <= v.StartedMs {
			v.StartedMs = started // keep the clock running from the first visit
		}
		return renderStatus(w, r, http.StatusBadRequest, templates.PracticePage(v))
	}
	a := &quiz.Attempt{QuestionID: q.ID, GuestID: guestID(r), Answer: answer, Seconds: seconds, Suggested: q.Hints(answer)}
	if err := s.db.CreateAttempt(r.Context(), a); err != nil {
		return err
	}
	http.Redirect(w, r, "/attempts/"+strconv.FormatInt(a.ID, 10), http.StatusSeeOther)
	return nil
}

// parseForm reads a posted form; a body over the limit stays a
// *http.MaxBytesError so that it is answered with 413.
func parseForm(r *http.Request) error {
	err := r.ParseForm()
	var mbe *http.MaxBytesError
	if err == nil || errors.As(err, &mbe) {
		return err
	}
	return badRequest("the form could not be read: %v", err)
}

// formSeconds is the time taken: the browser's clock when JavaScript sent
// it, otherwise the server's, measured from when the page was served.
func (s *Server) formSeconds(r *http.Request) (int, error) {
	if v := r.PostForm.Get("seconds"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			return 0, badRequest("seconds must be a whole number, not %q", v)
		}
		return n, checkSeconds(n)
	}
	started, err := strconv.ParseInt(r.PostForm.Get("started"), 10, 64)
	if err != nil {
		return 0, badRequest("the form lost the time the page was opened; reload the question and try again")
	}
	elapsed := (s.now().UnixMilli() - started + 500) / 1000
	if elapsed < 0 {
		return 0, badRequest("the page's start time is in the future; reload the question and try again")
	}
	return int(min(elapsed, quiz.MaxAttemptSeconds)), nil
}

func checkSeconds(n int) error {
	if n < 0 {
		return badRequest("seconds must not be negative")
	}
	if n > quiz.MaxAttemptSeconds {
		return badRequest("seconds must be at most %d (a day)", quiz.MaxAttemptSeconds)
	}
	return nil
}

func checkAnswer(answer string) error {
	if !utf8.ValidString(answer) {
		return badRequest("the answer is not valid UTF-8 text")
	}
	if n := utf8.RuneCountInString(answer); n > quiz.MaxAnswerLen {
		return badRequest("the answer has %d characters; the limit is %d", n, quiz.MaxAnswerLen)
	}
	return nil
}

// attemptID reads the {attempt} route parameter.
func attemptID(r *http.Request) (int64, error) {
	id, err := strconv.ParseInt(chi.URLParam(r, "attempt"), 10, 64)
	if err != nil || id <= 0 {
		return 0, notFound("attempt")
	}
	return id, nil
}

func (s *Server) reviewPage(w http.ResponseWriter, r *http.Request) error {
	v, err := s.reviewView(r)
	if err != nil {
		return err
	}
	v.Saved = r.URL.Query().Get("saved") == "1" && v.Attempt.Scored
	return render(w, r, templates.ReviewPage(v))
}

func (s *Server) reviewView(r *http.Request) (templates.ReviewView, error) {
	id, err := attemptID(r)
	if err != nil {
		return templates.ReviewView{}, err
	}
	a, err := s.db.Attempt(r.Context(), guestID(r), id)
	if err != nil {
		return templates.ReviewView{}, err
	}
	q, ok := s.bank.Question(a.QuestionID)
	if !ok {
		// The attempt outlived its question (content was removed).
		return templates.ReviewView{}, notFound("question")
	}
	return templates.ReviewView{Q: q, Attempt: a, Spans: answerSpans(a), Sim: s.simView(q), Related: s.related(q)}, nil
}

// saveScore records the guest's ticks and shows the review again.
func (s *Server) saveScore(w http.ResponseWriter, r *http.Request) error {
	v, err := s.reviewView(r)
	if err != nil {
		return err
	}
	if err := parseForm(r); err != nil {
		return err
	}
	res, err := quiz.Score(v.Q, r.PostForm["covered"], r.PostForm["said"])
	if err != nil {
		v.Error = err.Error()
		return renderStatus(w, r, http.StatusBadRequest, templates.ReviewPage(v))
	}
	if err := s.db.ScoreAttempt(r.Context(), guestID(r), v.Attempt.ID, res); err != nil {
		return err
	}
	http.Redirect(w, r, attemptPath(v.Attempt.ID)+"?saved=1#main", http.StatusSeeOther)
	return nil
}

func attemptPath(id int64) string { return "/attempts/" + strconv.FormatInt(id, 10) }

func (s *Server) historyPage(w http.ResponseWriter, r *http.Request) error {
	attempts, err := s.db.Attempts(r.Context(), guestID(r), historyLimit)
	if err != nil {
		return err
	}
	var v templates.HistoryView
	for _, a := range attempts {
		title := a.QuestionID
		if q, ok := s.bank.Question(a.QuestionID); ok {
			title = q.Title
		}
		v.Rows = append(v.Rows, templates.HistoryRow{Attempt: a, Title: title})
	}
	return render(w, r, templates.HistoryPage(v))
}

// related resolves a question's related ids; Load has checked they exist.
func (s *Server) related(q *quiz.Question) []*quiz.Question {
	var out []*quiz.Question
	for _, id := range q.Related {
		if r, ok := s.bank.Question(id); ok {
			out = append(out, r)
		}
	}
	return out
}

// answerSpans cuts the answer into runs, marking the sentences the matcher
// took as evidence so the review can highlight them.
func answerSpans(a *quiz.Attempt) []templates.AnswerSpan {
	type mark struct {
		start, end int
		id         string
	}
	var marks []mark
	for id, e := range a.Suggested.Evidence {
		if e.Start >= 0 && e.Start < e.End && e.End <= len(a.Answer) {
			marks = append(marks, mark{e.Start, e.End, id})
		}
	}
	// Boundaries where any mark starts or ends split the answer into runs;
	// each run is marked with every id whose evidence covers it.
	cuts := []int{0, len(a.Answer)}
	for _, m := range marks {
		cuts = append(cuts, m.start, m.end)
	}
	slices.Sort(cuts)
	cuts = slices.Compact(cuts)
	var spans []templates.AnswerSpan
	for i := 0; i+1 < len(cuts); i++ {
		from, to := cuts[i], cuts[i+1]
		var ids []string
		for _, m := range marks {
			if m.start <= from && to <= m.end {
				ids = append(ids, m.id)
			}
		}
		slices.Sort(ids)
		spans = append(spans, templates.AnswerSpan{Text: a.Answer[from:to], Marked: len(ids) > 0, IDs: ids})
	}
	return spans
}
