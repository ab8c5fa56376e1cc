package server

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"time"

	"github.com/rehearse-dev/rehearse/internal/interview"
)

// mockEvents streams one side's events as Server-Sent Events. Recorded
// events carry their sequence number as the SSE id: a client that
// reconnects sends it back in Last-Event-ID (or, on a page's first
// connection, as ?after=) and is first sent every event it missed, from
// the store, so neither a dropped connection nor a restarted server loses
// one. The candidate's text goes to the interviewer without an id: it is
// state, not history, and a reconnecting interviewer is sent the latest.
func (s *Server) mockEvents(w http.ResponseWriter, r *http.Request) error {
	acc, err := s.mockAccessFor(w, r, bothSides...)
	if err != nil {
		return err
	}
	after := lastEventID(r)
	m := s.mock()
	ctx := r.Context()

	// Subscribe before reading the store: an event recorded meanwhile is
	// then both replayed and delivered, and the sequence numbers drop the
	// second copy; none falls between the two.
	sub := m.hub.Subscribe(acc.sess.ID, acc.role)
	defer sub.Close()
	missed, err := s.db.MockEvents(ctx, acc.sess.ID, after)
	if err != nil {
		return err
	}
	sess, err := s.db.MockSession(ctx, acc.sess.ID)
	if err != nil {
		return err
	}

	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	out := &sseWriter{w: w, rc: http.NewResponseController(w)}
	stream := mockStream{s: s, sess: sess, acc: acc}

	// The comment tells the client the stream is open and subscribed.
	out.expect()
	out.retry(2 * time.Second)
	out.comment("open")
	sent := after
	for _, e := range missed {
		out.send(stream.event(e))
		sent = e.Seq
	}
	if acc.role == interview.Interviewer && sess.Started() {
		a := sess.Answers[sess.Current]
		out.send(stream.draft(interview.Draft{SessionID: sess.ID, Position: sess.Current, Text: a.Text, At: a.TextAt}))
	}
	if out.flush() != nil {
		return nil
	}

	heartbeat := time.NewTicker(m.heartbeat)
	defer heartbeat.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-sub.Done():
			// Shutdown, or the client fell behind: it reconnects and is
			// sent what it missed.
			return nil
		case <-heartbeat.C:
			out.expect()
			out.comment("keep-alive")
		case msg := <-sub.C:
			out.expect()
			switch {
			case msg.Event != nil:
				if msg.Event.Seq <= sent {
					continue // replayed already
				}
				sent = msg.Event.Seq
				out.send(stream.event(*msg.Event))
			case msg.Draft != nil:
				out.send(stream.draft(*msg.Draft))
			}
		}
		if out.flush() != nil {
			return nil
		}
	}
}

// lastEventID reads where a client's stream stopped: the Last-Event-ID
// header a browser sends when it reconnects, else ?after= from the page.
func lastEventID(r *http.Request) int64 {
	v := r.Header.Get("Last-Event-ID")
	if v == "" {
		v = r.URL.Query().Get("after")
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil || n < 0 {
		return 0
	}
	return n
}

// sseMessage is one Server-Sent Event.
type sseMessage struct {
	// id is the sequence number, or 0 for a message with no id.
	id   int64
	name string
	data any
}

// sseWriter writes Server-Sent Events and flushes them through any
// wrapping ResponseWriter. It remembers the first write error, after
// which it writes nothing.
type sseWriter struct {
	w   io.Writer
	rc  *http.ResponseController
	err error
}

// sseWriteTimeout bounds each write to a stream: a client that stops
// reading is let go rather than holding a goroutine on a full socket.
const sseWriteTimeout = 10 * time.Second

// expect gives the writes that follow sseWriteTimeout to complete.
func (o *sseWriter) expect() {
	_ = o.rc.SetWriteDeadline(time.Now().Add(sseWriteTimeout)) // not every writer supports deadlines
}

func (o *sseWriter) printf(format string, args ...any) {
	if o.err == nil {
		_, o.err = fmt.Fprintf(o.w, format, args...)
	}
}

func (o *sseWriter) retry(d time.Duration) { o.printf("retry: %d\n", d.Milliseconds()) }

func (o *sseWriter) comment(text string) { o.printf(": %s\n\n", text) }

// send writes one event. The data is JSON on a single line, with <, >
// and & escaped, so no text inside can end the event or become markup.
func (o *sseWriter) send(m sseMessage) {
	if m.name == "" {
		return
	}
	data, err := json.Marshal(m.data)
	if err != nil {
		o.err = err
		return
	}
	if m.id > 0 {
		o.printf("id: %d\n", m.id)
	}
	o.printf("event: %s\ndata: %s\n\n", m.name, data)
}

func (o *sseWriter) flush() error {
	if o.err == nil {
		o.err = o.rc.Flush()
	}
	return o.err
}

// mockStream turns a session's messages into what one side may see.
type mockStream struct {
	s    *Server
	sess *interview.Session
	acc  mockAccess
}

// mockClockJSON is the clock as the pages' script runs it: the time on it
// when the message was sent, and whether it runs on from there.
type mockClockJSON struct {
	Running   bool  `json:"running"`
	ElapsedMs int64 `json:"elapsed_ms"`
	LimitMs   int64 `json:"limit_ms"`
}

func (st mockStream) clock(c interview.Clock) mockClockJSON {
	return mockClockJSON{Running: c.Running, ElapsedMs: c.At(st.s.now()).Milliseconds(), LimitMs: st.sess.Limit().Milliseconds()}
}

// The candidate's events: the text of the question and of the follow-ups
// revealed, nothing else of the question. Each is its own type so that no
// field of the rubric can slip in.
type (
	candidateQuestionEvent struct {
		Position int           `json:"position"`
		Number   int           `json:"number"`
		Total    int           `json:"total"`
		HTML     string        `json:"html"`
		Clock    mockClockJSON `json:"clock"`
	}
	candidateFollowUpEvent struct {
		Position int    `json:"position"`
		Index    int    `json:"index"`
		Question string `json:"question"`
	}
	mockClockEvent struct {
		Position int           `json:"position"`
		Clock    mockClockJSON `json:"clock"`
	}
	mockEndedEvent struct {
		Position int `json:"position"`
	}
	candidateSharedEvent struct {
		Shared    bool   `json:"shared"`
		ReportURL string `json:"report_url,omitempty"`
	}
)

// The interviewer's events: positions and indexes (the page has the
// texts), and the candidate's text with the answer hints' suggestions.
type (
	interviewerQuestionEvent struct {
		Position int           `json:"position"`
		Number   int           `json:"number"`
		Total    int           `json:"total"`
		Clock    mockClockJSON `json:"clock"`
	}
	interviewerFollowUpEvent struct {
		Position int       `json:"position"`
		Index    int       `json:"index"`
		At       time.Time `json:"at"`
	}
	interviewerSharedEvent struct {
		Shared bool `json:"shared"`
	}
	interviewerDraftEvent struct {
		Position int               `json:"position"`
		Text     string            `json:"text"`
		At       time.Time         `json:"at"`
		Covered  []string          `json:"covered"`
		Said     []string          `json:"said"`
		Omitted  []string          `json:"omitted"`
		Evidence map[string]string `json:"evidence"`
	}
)

// event turns a recorded event into the side's message; an event the side
// may not see, or about a question the bank lost, has no name and is not
// sent.
func (st mockStream) event(e interview.Event) sseMessage {
	msg := sseMessage{id: e.Seq, name: string(e.Kind)}
	if st.acc.role == interview.Candidate && !e.ForCandidate() {
		return sseMessage{}
	}
	total := len(st.sess.Questions)
	switch e.Kind {
	case interview.EventQuestion:
		if st.acc.role == interview.Interviewer {
			msg.data = interviewerQuestionEvent{Position: e.Position, Number: e.Position + 1, Total: total, Clock: st.clock(e.Clock)}
			break
		}
		q, err := st.s.mockQuestion(st.sess, e.Position)
		if err != nil {
			return sseMessage{}
		}
		msg.data = candidateQuestionEvent{Position: e.Position, Number: e.Position + 1, Total: total, HTML: q.QuestionHTML, Clock: st.clock(e.Clock)}
	case interview.EventFollowUp:
		if st.acc.role == interview.Interviewer {
			msg.data = interviewerFollowUpEvent{Position: e.Position, Index: e.FollowUp, At: e.At}
			break
		}
		q, err := st.s.mockQuestion(st.sess, e.Position)
		if err != nil || e.FollowUp < 0 || e.FollowUp >= len(q.FollowUps) {
			return sseMessage{}
		}
		msg.data = candidateFollowUpEvent{Position: e.Position, Index: e.FollowUp, Question: q.FollowUps[e.FollowUp].Question}
	case interview.EventClock:
		msg.data = mockClockEvent{Position: e.Position, Clock: st.clock(e.Clock)}
	case interview.EventEnded:
		msg.data = mockEndedEvent{Position: e.Position}
	case interview.EventShared:
		if st.acc.role == interview.Interviewer {
			msg.data = interviewerSharedEvent{Shared: e.Shared}
			break
		}
		ev := candidateSharedEvent{Shared: e.Shared}
		if e.Shared {
			ev.ReportURL = st.acc.base() + "/report"
		}
		msg.data = ev
	default:
		return sseMessage{}
	}
	return msg
}

// draft turns the candidate's text into the interviewer's message, with
// what the answer hints suggest for it.
func (st mockStream) draft(d interview.Draft) sseMessage {
	if st.acc.role != interview.Interviewer {
		return sseMessage{}
	}
	q, err := st.s.mockQuestion(st.sess, d.Position)
	if err != nil {
		return sseMessage{}
	}
	h := q.Hints(d.Text)
	evidence := make(map[string]string, len(h.Evidence))
	for id, e := range h.Evidence {
		evidence[id] = e.Sentence
	}
	return sseMessage{name: "draft", data: interviewerDraftEvent{
		Position: d.Position, Text: d.Text, At: d.At,
		Covered: nonNil(h.Covered), Said: nonNil(h.Said), Omitted: nonNil(h.Omitted), Evidence: evidence,
	}}
}
