package server

import (
	"errors"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/rehearse-dev/rehearse/internal/interview"
	"github.com/rehearse-dev/rehearse/internal/quiz"
	"github.com/rehearse-dev/rehearse/web/templates"
)

// mockNewPage shows the form that creates a mock interview.
func (s *Server) mockNewPage(w http.ResponseWriter, r *http.Request) error {
	return render(w, r, templates.MockNewPage(templates.MockNewView{Bank: s.bank.Questions()}))
}

// mockCreate creates a session from the form and sends the creator to the
// interviewer's page, which shows the link for the candidate.
func (s *Server) mockCreate(w http.ResponseWriter, r *http.Request) error {
	if err := parseForm(r); err != nil {
		return err
	}
	f := templates.MockNewForm{
		Questions: r.PostForm["question"],
		Level:     r.PostForm.Get("level"),
		Candidate: r.PostForm.Get("candidate"),
		Minutes:   strings.TrimSpace(r.PostForm.Get("minutes")),
	}
	spec, err := mockSpecFromForm(f)
	var tok interview.Token
	if err == nil {
		tok, err = s.createMock(r.Context(), spec)
	}
	var he *httpError
	if errors.As(err, &he) && he.status < 500 {
		return renderStatus(w, r, he.status, templates.MockNewPage(templates.MockNewView{Bank: s.bank.Questions(), Form: f, Error: he.msg}))
	}
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	http.Redirect(w, r, "/mock/"+string(tok)+"?created=1", http.StatusSeeOther)
	return nil
}

// mockSpecFromForm reads the creation form: the non-empty question slots
// in order, and the rest.
func mockSpecFromForm(f templates.MockNewForm) (interview.Spec, error) {
	spec := interview.Spec{Level: quiz.Level(f.Level), Candidate: f.Candidate}
	for _, id := range f.Questions {
		if id = strings.TrimSpace(id); id != "" {
			spec.Questions = append(spec.Questions, id)
		}
	}
	n, err := strconv.Atoi(f.Minutes)
	if err != nil {
		return spec, badRequest("minutes: give a whole number of minutes per question")
	}
	spec.Minutes = n
	return spec, nil
}

// mockPage shows the side of the interview that the token opens.
func (s *Server) mockPage(w http.ResponseWriter, r *http.Request) error {
	acc, err := s.mockAccessFor(w, r, bothSides...)
	if err != nil {
		return err
	}
	if acc.role == interview.Candidate {
		v := s.candidateView(acc)
		v.Saved = r.URL.Query().Get("saved") == "1"
		return render(w, r, templates.MockCandidatePage(v))
	}
	v, err := s.interviewerView(r, acc)
	if err != nil {
		return err
	}
	v.Created = r.URL.Query().Get("created") == "1"
	if r.URL.Query().Get("saved") == "1" {
		v.Notice = "Saved."
	}
	return render(w, r, templates.MockInterviewerPage(v))
}

// candidateView builds the candidate's page from the session. It copies
// the question's text and the revealed follow-up questions, and nothing
// else of the question.
func (s *Server) candidateView(acc mockAccess) templates.MockCandidateView {
	sess := acc.sess
	v := templates.MockCandidateView{
		Base: acc.base(), Name: sess.Candidate, Started: sess.Started(), Ended: sess.Ended(),
		Position: sess.Current, Total: len(sess.Questions), LastSeq: sess.LastSeq,
		Clock: s.mockClock(sess),
	}
	if sess.Ended() && sess.Verdict.Shared {
		v.ReportURL = acc.base() + "/report"
	}
	if !sess.Started() || sess.Ended() {
		return v
	}
	q, err := s.mockQuestion(sess, sess.Current)
	if err != nil {
		return v
	}
	a := sess.Answers[sess.Current]
	v.QuestionHTML, v.Text = q.QuestionHTML, a.Text
	for _, i := range a.Revealed {
		if i >= 0 && i < len(q.FollowUps) {
			v.FollowUps = append(v.FollowUps, q.FollowUps[i].Question)
		}
	}
	return v
}

func (s *Server) mockClock(sess *interview.Session) templates.MockClock {
	return templates.MockClock{Running: sess.Clock.Running, Elapsed: sess.Clock.At(s.now()), Limit: sess.Limit()}
}

// interviewerView builds the interviewer's page for the question picked
// with ?q= (counted from 1), or the one on screen.
func (s *Server) interviewerView(r *http.Request, acc mockAccess) (templates.MockInterviewerView, error) {
	sess := acc.sess
	viewing := sess.Current
	if p := r.URL.Query().Get("q"); p != "" {
		n, err := strconv.Atoi(p)
		if err != nil || n < 1 || n > len(sess.Questions) {
			return templates.MockInterviewerView{}, badRequest("q: the interview has questions 1 to %d", len(sess.Questions))
		}
		viewing = n - 1
	}
	q, err := s.mockQuestion(sess, viewing)
	if err != nil {
		return templates.MockInterviewerView{}, err
	}
	a := sess.Answers[viewing]
	v := templates.MockInterviewerView{
		Base: acc.base(), CandidateURL: absoluteURL(r, "/mock/"+string(acc.token.Candidate())),
		Name: sess.Candidate, Level: sess.Level, Minutes: sess.Minutes, Started: sess.Started(), Ended: sess.Ended(),
		Current: sess.Current, Viewing: viewing, Total: len(sess.Questions), Q: q,
		Expectation: q.GoDeeper[sess.Level], Answer: a.Text, Hints: q.Hints(a.Text), Scorecard: a.Scorecard,
		Clock: s.mockClock(sess), Verdict: sess.Verdict, Sim: s.simView(q), LastSeq: sess.LastSeq,
	}
	for i, f := range q.FollowUps {
		v.FollowUps = append(v.FollowUps, templates.MockFollowUp{Index: i, Question: f.Question, AnswerHTML: f.AnswerHTML, Revealed: containsInt(a.Revealed, i)})
	}
	for i, id := range sess.Questions {
		title := id
		if bq, ok := s.bank.Question(id); ok {
			title = bq.Title
		}
		v.Agenda = append(v.Agenda, templates.MockAgendaItem{
			Position: i, Title: title, Asked: sess.Started() && i <= sess.Current, Current: i == sess.Current,
			Viewing: i == viewing, Judged: sess.Answers[i].Scorecard.Judged(),
		})
	}
	return v, nil
}

func containsInt(list []int, n int) bool {
	for _, v := range list {
		if v == n {
			return true
		}
	}
	return false
}

// absoluteURL makes a link to send to someone from a path on this server.
func absoluteURL(r *http.Request, path string) string {
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	return (&url.URL{Scheme: scheme, Host: r.Host, Path: path}).String()
}

// mockSaveAnswer saves the candidate's text from the page's form. A refused
// text comes back in the box with the reason, so nothing typed is lost,
// and what was saved before stays saved.
func (s *Server) mockSaveAnswer(w http.ResponseWriter, r *http.Request) error {
	acc, err := s.mockAccessFor(w, r, interview.Candidate)
	if err != nil {
		return err
	}
	if err := parseForm(r); err != nil {
		return err
	}
	text := r.PostForm.Get("answer")
	position, err := formInt(r, "position")
	if err == nil {
		_, err = s.saveMockText(r.Context(), acc.sess.ID, position, text)
	}
	var he *httpError
	if errors.As(err, &he) && he.status < 500 {
		v := s.candidateView(acc)
		v.Text, v.Error = text, he.msg
		return renderStatus(w, r, he.status, templates.MockCandidatePage(v))
	}
	if err != nil {
		return err
	}
	http.Redirect(w, r, acc.base()+"?saved=1#answer", http.StatusSeeOther)
	return nil
}

// formInt reads a whole number from the posted form.
func formInt(r *http.Request, name string) (int, error) {
	v := r.PostForm.Get(name)
	n, err := strconv.Atoi(v)
	if err != nil {
		return 0, badRequest("%s: expected a whole number, not %q", name, v)
	}
	return n, nil
}

// scorecardFromForm reads the scorecard fields of the interviewer's form.
func scorecardFromForm(r *http.Request) interview.Scorecard {
	return interview.Scorecard{
		Covered: r.PostForm["covered"], Said: r.PostForm["said"], TicksChosen: slices.Contains(r.PostForm["ticks"], "chosen"),
		Level: interview.ShownLevel(r.PostForm.Get("level")), Comment: r.PostForm.Get("comment"), Notes: r.PostForm.Get("notes"),
	}
}

// mockInterviewerForm is the start of every interviewer form handler: it
// resolves the token, reads the form, and saves the scorecard fields when
// the form carries them, since every control is a button of that form.
// A refused scorecard is shown again with what was typed and the reason.
func (s *Server) mockInterviewerForm(w http.ResponseWriter, r *http.Request) (mockAccess, bool, error) {
	acc, err := s.mockAccessFor(w, r, interviewerOnly...)
	if err != nil {
		return acc, false, err
	}
	if err := parseForm(r); err != nil {
		return acc, false, err
	}
	if !r.PostForm.Has("position") {
		return acc, true, nil
	}
	position, err := formInt(r, "position")
	if err != nil {
		return acc, false, err
	}
	c := scorecardFromForm(r)
	_, err = s.saveMockScorecard(r.Context(), acc.sess, position, c)
	var he *httpError
	if errors.As(err, &he) && he.status < 500 {
		// Show the question whose scorecard was refused, with the text.
		q := r.URL.Query()
		q.Set("q", strconv.Itoa(position+1))
		r.URL.RawQuery = q.Encode()
		v, verr := s.interviewerView(r, acc)
		if verr != nil {
			return acc, false, err
		}
		c.SavedAt = v.Scorecard.SavedAt
		v.Scorecard, v.Error = c, he.msg
		return acc, false, renderStatus(w, r, he.status, templates.MockInterviewerPage(v))
	}
	return acc, err == nil, err
}

// backToInterviewer redirects to the interviewer's page after a control,
// on the question the form was about when it is not the one on screen,
// with query (such as saved=1) added.
func backToInterviewer(w http.ResponseWriter, r *http.Request, acc mockAccess, query url.Values, anchor string) {
	if query == nil {
		query = url.Values{}
	}
	if p, err := strconv.Atoi(r.PostForm.Get("position")); err == nil && r.PostForm.Get("position") != r.PostForm.Get("current") {
		query.Set("q", strconv.Itoa(p+1))
	}
	target := acc.base()
	if len(query) > 0 {
		target += "?" + query.Encode()
	}
	http.Redirect(w, r, target+anchor, http.StatusSeeOther)
}

// mockSaveScorecard saves the scorecard form.
func (s *Server) mockSaveScorecard(w http.ResponseWriter, r *http.Request) error {
	acc, ok, err := s.mockInterviewerForm(w, r)
	if !ok {
		return err
	}
	if !r.PostForm.Has("position") {
		return badRequest("position: which question the scorecard is for is missing")
	}
	backToInterviewer(w, r, acc, url.Values{"saved": {"1"}}, "#scorecard")
	return nil
}

// mockClockForm starts or pauses the clock.
func (s *Server) mockClockForm(w http.ResponseWriter, r *http.Request) error {
	acc, ok, err := s.mockInterviewerForm(w, r)
	if !ok {
		return err
	}
	var running bool
	switch r.PostForm.Get("clock") {
	case "start":
		running = true
	case "pause":
	default:
		return badRequest("clock: expected start or pause")
	}
	if _, err := s.startOrPause(r.Context(), acc.sess.ID, running); err != nil {
		return err
	}
	backToInterviewer(w, r, acc, nil, "#controls")
	return nil
}

// mockFollowUpForm reveals a follow-up of the question on screen.
func (s *Server) mockFollowUpForm(w http.ResponseWriter, r *http.Request) error {
	acc, ok, err := s.mockInterviewerForm(w, r)
	if !ok {
		return err
	}
	index, err := formInt(r, "followup")
	if err != nil {
		return err
	}
	current, err := formInt(r, "current")
	if err != nil {
		return err
	}
	if _, err := s.revealFollowUp(r.Context(), acc.sess.ID, current, index); err != nil {
		return err
	}
	backToInterviewer(w, r, acc, nil, "#follow-ups")
	return nil
}

// mockNextForm moves on to the next question.
func (s *Server) mockNextForm(w http.ResponseWriter, r *http.Request) error {
	acc, ok, err := s.mockInterviewerForm(w, r)
	if !ok {
		return err
	}
	current, err := formInt(r, "current")
	if err != nil {
		return err
	}
	if _, err := s.nextQuestion(r.Context(), acc.sess.ID, current); err != nil {
		return err
	}
	http.Redirect(w, r, acc.base()+"#controls", http.StatusSeeOther)
	return nil
}

// mockEndForm ends the interview.
func (s *Server) mockEndForm(w http.ResponseWriter, r *http.Request) error {
	acc, ok, err := s.mockInterviewerForm(w, r)
	if !ok {
		return err
	}
	if _, err := s.endMock(r.Context(), acc.sess.ID); err != nil {
		return err
	}
	http.Redirect(w, r, acc.base()+"#verdict-section", http.StatusSeeOther)
	return nil
}

// mockVerdictForm saves the verdict.
func (s *Server) mockVerdictForm(w http.ResponseWriter, r *http.Request) error {
	acc, err := s.mockAccessFor(w, r, interviewerOnly...)
	if err != nil {
		return err
	}
	if err := parseForm(r); err != nil {
		return err
	}
	v := interview.Verdict{
		Recommendation: interview.Recommendation(r.PostForm.Get("recommendation")),
		Summary:        r.PostForm.Get("summary"),
		Shared:         r.PostForm.Get("shared") == "on",
	}
	_, err = s.saveVerdict(r.Context(), acc.sess.ID, v)
	var he *httpError
	if errors.As(err, &he) && he.status < 500 {
		view, verr := s.interviewerView(r, acc)
		if verr != nil {
			return err
		}
		view.Verdict, view.Error = v, he.msg
		return renderStatus(w, r, he.status, templates.MockInterviewerPage(view))
	}
	if err != nil {
		return err
	}
	http.Redirect(w, r, acc.base()+"?saved=1#verdict-section", http.StatusSeeOther)
	return nil
}
