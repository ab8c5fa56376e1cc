package server

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"time"

	"github.com/go-chi/chi/v5"

	"github.com/rehearse-dev/rehearse/internal/interview"
	"github.com/rehearse-dev/rehearse/internal/quiz"
	"github.com/rehearse-dev/rehearse/internal/store"
)

// mockService is what mock interviews keep beside a Server: the hub that
// carries events to open streams, and the writer that batches candidates'
// text into few SQLite transactions.
type mockService struct {
	hub    *interview.Hub
	drafts *interview.DraftWriter
	// heartbeat is how often an idle stream gets a comment, so that
	// proxies and browsers keep it open and a dead client is noticed.
	heartbeat time.Duration
}

// newMockService starts the hub and the draft writer over db.
func newMockService(db *store.DB) *mockService {
	return &mockService{
		hub:       interview.NewHub(interview.DefaultBuffer),
		drafts:    interview.NewDraftWriter(db.SaveMockDrafts),
		heartbeat: 15 * time.Second,
	}
}

// mock returns the Server's mock interview service.
func (s *Server) mock() *mockService { return s.mockSvc }

// CloseStreams ends every open mock interview event stream, and any
// opened later. The program calls it when shutdown begins: otherwise
// http.Server.Shutdown would wait for the streams until its timeout.
// Browsers reconnect to the next server and are sent what they missed.
func (s *Server) CloseStreams() { s.mock().hub.Close() }

// mockAccess is a capability URL resolved: the session, the side the
// token opens, and the token itself to build links with.
type mockAccess struct {
	sess  *interview.Session
	role  interview.Role
	token interview.Token
}

// base is the path of the page the token opens.
func (a mockAccess) base() string { return "/mock/" + string(a.token) }

// errNoMock answers a token that is malformed, unknown, expired, or of the
// wrong side for the route, all alike: exactly as a page that does not
// exist, so that it tells nothing about whether a session exists.
func errNoMock() error { return notFound("page") }

// mockAccessFor resolves the {token} of the route and lets it through only
// when its role is one of roles. Every answer on a token route is marked
// no-store: the pages are capabilities that no cache should keep.
func (s *Server) mockAccessFor(w http.ResponseWriter, r *http.Request, roles ...interview.Role) (mockAccess, error) {
	w.Header().Set("Cache-Control", "no-store")
	tok, ok := interview.ParseToken(chi.URLParam(r, "token"))
	if !ok {
		return mockAccess{}, errNoMock()
	}
	sess, role, err := s.db.MockSessionByToken(r.Context(), tok.Hash(), s.now())
	if errors.Is(err, store.ErrNotFound) || (err == nil && !slices.Contains(roles, role)) {
		return mockAccess{}, errNoMock()
	}
	if err != nil {
		return mockAccess{}, err
	}
	return mockAccess{sess: sess, role: role, token: tok}, nil
}

// interviewerOnly and bothSides name the roles a route lets through.
var (
	interviewerOnly = []interview.Role{interview.Interviewer}
	bothSides       = []interview.Role{interview.Interviewer, interview.Candidate}
)

// mockQuestion is the bank's question at a position of the session.
func (s *Server) mockQuestion(sess *interview.Session, position int) (*quiz.Question, error) {
	if position < 0 || position >= len(sess.Questions) {
		return nil, badRequest("question: the session has %d questions; %d is not one of them", len(sess.Questions), position+1)
	}
	q, ok := s.bank.Question(sess.Questions[position])
	if !ok {
		// The content lost the question since the session was made.
		return nil, notFound("question")
	}
	return q, nil
}

// mockLookup finds bank questions for the interview package.
func (s *Server) mockLookup(id string) (*quiz.Question, bool) { return s.bank.Question(id) }

// mockError turns the session's refusals into client errors: a conflict
// with the session's state is 409, anything else 400.
func mockError(err error) error {
	var ie *interview.Error
	if errors.As(err, &ie) {
		if ie.Conflict {
			return &httpError{status: http.StatusConflict, msg: ie.Error()}
		}
		return badRequest("%s", ie.Error())
	}
	return err
}

// createMock validates a spec and stores a new session, returning the
// interviewer's token; the candidate's is derived from it.
func (s *Server) createMock(ctx context.Context, spec interview.Spec) (interview.Token, error) {
	if err := spec.Validate(s.mockLookup); err != nil {
		return "", mockError(err)
	}
	sess := interview.New(spec, s.now())
	tok := interview.NewToken()
	if err := s.db.CreateMockSession(ctx, sess, tok.Hash(), tok.Candidate().Hash()); err != nil {
		return "", err
	}
	return tok, nil
}

// changeMock applies one control to a session under its change lock: it
// reads the session afresh, lets change modify it, stores the result with
// the events change returns, and publishes them to both sides' streams in
// order. It returns the session as changed.
func (s *Server) changeMock(ctx context.Context, id int64, change func(*interview.Session) ([]interview.Event, error)) (*interview.Session, error) {
	m := s.mock()
	unlock := m.hub.Lock(id)
	defer unlock()
	sess, err := s.db.MockSession(ctx, id)
	if err != nil {
		return nil, err
	}
	events, err := change(sess)
	if err != nil {
		return sess, mockError(err)
	}
	if err := s.db.UpdateMockSession(ctx, sess, events); err != nil {
		return sess, err
	}
	for i := range events {
		m.hub.Publish(id, interview.Message{Event: &events[i]})
	}
	return sess, nil
}

// saveMockText saves the candidate's text for one question and sends it
// to the interviewer's streams once it is stored. The change lock keeps a
// session's drafts in order and away from its end.
func (s *Server) saveMockText(ctx context.Context, id int64, position int, text string) (interview.Draft, error) {
	// Refuse oversized text before taking any lock or reading anything.
	if err := interview.CheckText("answer", text, interview.MaxTextLen); err != nil {
		return interview.Draft{}, mockError(err)
	}
	m := s.mock()
	unlock := m.hub.Lock(id)
	defer unlock()
	sess, err := s.db.MockSession(ctx, id)
	if err != nil {
		return interview.Draft{}, err
	}
	d, err := sess.SaveText(position, text, s.now())
	if err != nil {
		return d, mockError(err)
	}
	if err := m.drafts.Save(ctx, d); err != nil {
		return d, err
	}
	m.hub.Publish(id, interview.Message{Draft: &d})
	return d, nil
}

// saveMockScorecard checks and stores the scorecard of one question.
func (s *Server) saveMockScorecard(ctx context.Context, sess *interview.Session, position int, c interview.Scorecard) (interview.Scorecard, error) {
	q, err := s.mockQuestion(sess, position)
	if err != nil {
		return c, err
	}
	c, err = sess.SaveScorecard(position, q, c, s.now())
	if err != nil {
		return c, mockError(err)
	}
	return c, s.db.SaveMockScorecard(ctx, sess.ID, position, c)
}

// startOrPause applies the clock control.
func (s *Server) startOrPause(ctx context.Context, id int64, running bool) (*interview.Session, error) {
	return s.changeMock(ctx, id, func(sess *interview.Session) ([]interview.Event, error) {
		if running {
			return sess.StartClock(s.now())
		}
		return sess.PauseClock(s.now())
	})
}

// revealFollowUp shows a follow-up of the current question to the
// candidate.
func (s *Server) revealFollowUp(ctx context.Context, id int64, position, index int) (*interview.Session, error) {
	return s.changeMock(ctx, id, func(sess *interview.Session) ([]interview.Event, error) {
		q, err := s.mockQuestion(sess, position)
		if err != nil {
			return nil, err
		}
		return sess.RevealFollowUp(position, index, len(q.FollowUps), s.now())
	})
}

// nextQuestion moves on from the question at from.
func (s *Server) nextQuestion(ctx context.Context, id int64, from int) (*interview.Session, error) {
	return s.changeMock(ctx, id, func(sess *interview.Session) ([]interview.Event, error) {
		return sess.NextQuestion(from, s.now())
	})
}

// endMock ends the session.
func (s *Server) endMock(ctx context.Context, id int64) (*interview.Session, error) {
	return s.changeMock(ctx, id, func(sess *interview.Session) ([]interview.Event, error) {
		return sess.End(s.now())
	})
}

// saveVerdict stores the verdict, and tells the candidate's stream when
// sharing changes.
func (s *Server) saveVerdict(ctx context.Context, id int64, v interview.Verdict) (*interview.Session, error) {
	return s.changeMock(ctx, id, func(sess *interview.Session) ([]interview.Event, error) {
		return sess.SaveVerdict(v, s.now())
	})
}
