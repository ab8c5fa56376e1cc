package server_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rehearse-dev/rehearse/content"
	"github.com/rehearse-dev/rehearse/internal/interview"
	"github.com/rehearse-dev/rehearse/internal/quiz"
	"github.com/rehearse-dev/rehearse/internal/server"
	"github.com/rehearse-dev/rehearse/internal/store"
)

// mockApp is the real router with the real content bank over a real
// SQLite file, reached over HTTP, with a clock the test moves.
type mockApp struct {
	t      *testing.T
	srv    *server.Server
	ts     *httptest.Server
	db     *store.DB
	bank   *quiz.Bank
	mu     sync.Mutex
	now    time.Time
	client *http.Client
}

func newMockApp(t *testing.T) *mockApp {
	t.Helper()
	bank, err := quiz.Load(content.Questions(), quiz.LoadOptions{})
	if err != nil {
		t.Fatalf("the embedded content does not load:\n%v", err)
	}
	db, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "rehearse.db"))
	if err != nil {
		t.Fatal(err)
	}
	a := &mockApp{t: t, db: db, bank: bank, now: time.Date(2026, 11, 30, 14, 0, 0, 0, time.UTC)}
	a.srv = server.New(server.Config{Bank: bank, DB: db, Now: a.clock})
	a.ts = httptest.NewServer(a.srv.Handler())
	a.client = &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	t.Cleanup(func() {
		a.srv.CloseStreams()
		a.ts.Close()
		db.Close()
	})
	return a
}

func (a *mockApp) clock() time.Time {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.now
}

func (a *mockApp) advance(d time.Duration) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.now = a.now.Add(d)
}

func (a *mockApp) do(method, path, contentType, body string, header ...string) response {
	a.t.Helper()
	req, err := http.NewRequest(method, a.ts.URL+path, strings.NewReader(body))
	if err != nil {
		a.t.Fatal(err)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	res, err := a.client.Do(req)
	if err != nil {
		a.t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return response{status: res.StatusCode, header: res.Header, body: string(b)}
}

func (a *mockApp) get(path string) response { return a.do(http.MethodGet, path, "", "") }

func (a *mockApp) form(path string, v url.Values) response {
	return a.do(http.MethodPost, path, "application/x-www-form-urlencoded", v.Encode())
}

func (a *mockApp) json(method, path string, v any) response {
	a.t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		a.t.Fatal(err)
	}
	return a.do(method, path, "application/json", string(b))
}

// mockLinks are a session's two pages, as paths.
type mockLinks struct{ interviewer, candidate string }

func (l mockLinks) api(side string) string { return "/api" + side }

// create makes a session through the API and returns its two paths.
func (a *mockApp) create(questions ...string) mockLinks {
	a.t.Helper()
	r := a.json(http.MethodPost, "/api/mock", map[string]any{"questions": questions, "level": "senior", "candidate": "Ada", "minutes": 10})
	r.want(a.t, http.StatusCreated)
	var out struct{ InterviewerURL, CandidateURL string }
	if err := json.Unmarshal([]byte(r.body), &struct {
		I *string `json:"interviewer_url"`
		C *string `json:"candidate_url"`
	}{&out.InterviewerURL, &out.CandidateURL}); err != nil {
		a.t.Fatal(err)
	}
	path := func(u string) string {
		p, err := url.Parse(u)
		if err != nil || p.Host == "" || !strings.HasPrefix(p.Path, "/mock/") {
			a.t.Fatalf("not an absolute /mock/ URL: %q", u)
		}
		return p.Path
	}
	l := mockLinks{path(out.InterviewerURL), path(out.CandidateURL)}
	if l.interviewer == l.candidate {
		a.t.Fatal("both sides got the same link")
	}
	return l
}

// start starts the interview so that the candidate sees question 1.
func (a *mockApp) start(l mockLinks) {
	a.t.Helper()
	a.json(http.MethodPost, l.api(l.interviewer)+"/clock", map[string]any{"running": true}).want(a.t, http.StatusOK)
}

// sseEvent is one Server-Sent Event as a client parses it; a comment has
// the name ":".
type sseEvent struct{ id, name, data string }

// sseStream reads one event stream in the background.
type sseStream struct {
	events chan sseEvent
	status int
	cancel context.CancelFunc
}

func (a *mockApp) stream(path string, header ...string) *sseStream {
	a.t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, a.ts.URL+path, nil)
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	res, err := a.client.Do(req)
	if err != nil {
		cancel()
		a.t.Fatal(err)
	}
	s := &sseStream{events: make(chan sseEvent, 1000), status: res.StatusCode, cancel: cancel}
	a.t.Cleanup(cancel)
	if res.StatusCode != http.StatusOK {
		res.Body.Close()
		close(s.events)
		return s
	}
	if ct := res.Header.Get("Content-Type"); ct != "text/event-stream" {
		a.t.Fatalf("stream content type %q", ct)
	}
	go func() {
		defer res.Body.Close()
		defer close(s.events)
		sc := bufio.NewScanner(res.Body)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		var ev sseEvent
		for sc.Scan() {
			line := sc.Text()
			switch {
			case line == "":
				if ev.name != "" || ev.data != "" {
					s.events <- ev
				}
				ev = sseEvent{}
			case strings.HasPrefix(line, ":"):
				s.events <- sseEvent{name: ":", data: strings.TrimSpace(line[1:])}
			case strings.HasPrefix(line, "id: "):
				ev.id = line[4:]
			case strings.HasPrefix(line, "event: "):
				ev.name = line[7:]
			case strings.HasPrefix(line, "data: "):
				ev.data += line[6:]
			}
		}
	}()
	return s
}

// next returns the stream's next event, failing after a generous wait.
func (s *sseStream) next(t *testing.T) sseEvent {
	t.Helper()
	select {
	case ev, ok := <-s.events:
		if !ok {
			t.Fatal("the stream ended")
		}
		return ev
	case <-time.After(10 * time.Second):
		t.Fatal("no event within 10 s")
	}
	return sseEvent{}
}

// expect reads the next events and checks their names in order.
func (s *sseStream) expect(t *testing.T, names ...string) []sseEvent {
	t.Helper()
	var got []sseEvent
	for _, name := range names {
		ev := s.next(t)
		got = append(got, ev)
		if ev.name != name {
			t.Fatalf("event %d: got %q (%s), want %q", len(got), ev.name, ev.data, name)
		}
	}
	return got
}

// quiet checks that no event arrives for a short while.
func (s *sseStream) quiet(t *testing.T) {
	t.Helper()
	select {
	case ev, ok := <-s.events:
		if ok {
			t.Fatalf("unexpected event %q: %s", ev.name, ev.data)
		}
	case <-time.After(100 * time.Millisecond):
	}
}

// route is one route of a session, called with some token.
type route struct {
	name        string
	method      string
	suffix      string
	contentType string
	body        string
	// ok is the status for a token of the allowed role.
	ok int
	// interviewer and candidate say which roles the route lets through.
	interviewer, candidate bool
}

const formType = "application/x-www-form-urlencoded"

var mockRoutes = []route{
	{"page", "GET", "", "", "", 200, true, true},
	{"events", "GET", "/events", "", "", 200, true, true},
	{"answer form", "POST", "/answer", formType, "position=0&answer=hello", 303, false, true},
	{"scorecard form", "POST", "/scorecard", formType, "position=0&current=0&covered=redirect-before-proxy", 303, true, false},
	{"clock form", "POST", "/clock", formType, "clock=pause", 303, true, false},
	{"follow-up form", "POST", "/followups", formType, "followup=0&current=0", 303, true, false},
	{"next form", "POST", "/next", formType, "current=0", 303, true, false},
	{"end form", "POST", "/end", formType, "", 303, true, false},
	{"verdict form", "POST", "/verdict", formType, "recommendation=yes&summary=ok", 303, true, false},
	{"report", "GET", "/report", "", "", 200, true, false},
	{"report markdown", "GET", "/report.md", "", "", 200, true, false},
	{"api state", "GET", "api:", "", "", 200, true, true},
	{"api answer", "PUT", "api:/answer", "application/json", `{"position":0,"text":"hello"}`, 200, false, true},
	{"api clock", "POST", "api:/clock", "application/json", `{"running":false}`, 200, true, false},
	{"api follow-up", "POST", "api:/followups", "application/json", `{"position":0,"index":0}`, 200, true, false},
	{"api next", "POST", "api:/next", "application/json", `{"from":0}`, 200, true, false},
	{"api end", "POST", "api:/end", "", "", 200, true, false},
	{"api scorecard", "PUT", "api:/questions/0/scorecard", "application/json", `{"covered":[],"said":[],"level":"senior","comment":"","notes":""}`, 200, true, false},
	{"api verdict", "PUT", "api:/verdict", "application/json", `{"recommendation":"no","summary":"","shared":false}`, 200, true, false},
	{"api report", "GET", "api:/report", "", "", 200, true, false},
}

func (rt route) path(base string) string {
	if s, ok := strings.CutPrefix(rt.suffix, "api:"); ok {
		return "/api" + base + s
	}
	return base + rt.suffix
}

func (a *mockApp) call(rt route, base string) response {
	a.t.Helper()
	if rt.name == "events" {
		s := a.stream(rt.path(base))
		defer s.cancel()
		var body strings.Builder
		if s.status != http.StatusOK {
			return response{status: s.status}
		}
		body.WriteString(s.next(a.t).data)
		return response{status: s.status, body: body.String()}
	}
	return a.do(rt.method, rt.path(base), rt.contentType, rt.body)
}

// TestMockAccessRules calls every route of a session with each kind of
// token: the interviewer's, the candidate's, one that never existed, one
// past its lifetime and a malformed one. A token that may not use the
// route gets exactly the answer of a token that never existed.
func TestMockAccessRules(t *testing.T) {
	app := newMockApp(t)
	for _, rt := range mockRoutes {
		// The reference answer: a well-formed token of no session.
		wrong := app.call(rt, "/mock/"+string(interview.NewToken()))
		if wrong.status != http.StatusNotFound {
			t.Fatalf("%s with a wrong token: %d", rt.name, wrong.status)
		}
		same := func(t *testing.T, got response) {
			t.Helper()
			if got.status != http.StatusNotFound || got.body != wrong.body {
				t.Fatalf("got %d %.300q, want the wrong-token answer %d %.300q", got.status, got.body, wrong.status, wrong.body)
			}
		}
		kinds := []struct {
			name  string
			check func(t *testing.T)
		}{
			{"interviewer", func(t *testing.T) {
				l := app.create("sidecar-startup-race", "probe-types")
				app.start(l)
				r := app.call(rt, l.interviewer)
				if rt.interviewer {
					r.want(t, rt.ok)
				} else {
					same(t, r)
				}
			}},
			{"candidate", func(t *testing.T) {
				l := app.create("sidecar-startup-race", "probe-types")
				app.start(l)
				r := app.call(rt, l.candidate)
				if rt.candidate {
					r.want(t, rt.ok)
				} else {
					same(t, r)
				}
			}},
			{"wrong", func(t *testing.T) {
				same(t, app.call(rt, "/mock/"+string(interview.NewToken())))
			}},
			{"expired", func(t *testing.T) {
				l := app.create("sidecar-startup-race")
				app.start(l)
				app.advance(interview.Lifetime)
				defer app.advance(-interview.Lifetime)
				same(t, app.call(rt, l.interviewer))
				same(t, app.call(rt, l.candidate))
			}},
			{"malformed", func(t *testing.T) {
				same(t, app.call(rt, "/mock/not-a-token"))
			}},
		}
		for _, k := range kinds {
			t.Run(rt.name+"/"+k.name, k.check)
		}
	}
}

// TestMockCandidateReportOnlyOnceShared: the candidate's link opens the
// report only after the interviewer ends the interview and shares it, and
// their copy leaves the private notes out.
func TestMockCandidateReportOnlyOnceShared(t *testing.T) {
	app := newMockApp(t)
	l := app.create("sidecar-startup-race")
	app.start(l)
	app.json(http.MethodPut, "/api"+l.interviewer+"/questions/0/scorecard", map[string]any{
		"covered": []string{"redirect-before-proxy"}, "level": "senior", "comment": "Clear on the cause.", "notes": "PRIVATE-NOTE-42",
	}).want(t, http.StatusOK)
	for _, p := range []string{"/report", "/report.md"} {
		app.get(l.candidate+p).want(t, http.StatusNotFound)
	}
	app.get("/api"+l.candidate+"/report").want(t, http.StatusNotFound)
	// Sharing waits for the end.
	app.json(http.MethodPut, "/api"+l.interviewer+"/verdict", map[string]any{"recommendation": "yes", "shared": true}).
		want(t, http.StatusConflict, "end the interview before sharing")
	app.json(http.MethodPost, "/api"+l.interviewer+"/end", nil).want(t, http.StatusOK)
	app.get(l.candidate+"/report").want(t, http.StatusNotFound)
	app.json(http.MethodPut, "/api"+l.interviewer+"/verdict", map[string]any{"recommendation": "yes", "summary": "Hire.", "shared": true}).want(t, http.StatusOK)

	page := app.get(l.candidate + "/report")
	page.want(t, http.StatusOK, "Clear on the cause.", "Traffic redirection is in force before the proxy is able to serve", "Hire.")
	md := app.get(l.candidate + "/report.md")
	md.want(t, http.StatusOK, "Clear on the cause.")
	for _, r := range []response{page, md, app.get("/api" + l.candidate + "/report")} {
		if strings.Contains(r.body, "PRIVATE-NOTE-42") {
			t.Fatal("the candidate's report carries the private notes")
		}
	}
	app.get(l.interviewer+"/report").want(t, http.StatusOK, "PRIVATE-NOTE-42")
	app.get(l.candidate).want(t, http.StatusOK, "Read your report", l.candidate+"/report")

	// Taking it back closes it again.
	app.json(http.MethodPut, "/api"+l.interviewer+"/verdict", map[string]any{"recommendation": "yes", "shared": false}).want(t, http.StatusOK)
	app.get(l.candidate+"/report").want(t, http.StatusNotFound)
}

func TestMockCreateForm(t *testing.T) {
	app := newMockApp(t)
	app.get("/mock/new").want(t, http.StatusOK, `<form class="mock-new-form" method="post" action="/mock">`,
		`<label for="question-1">`, `<label for="level">`, `<label for="candidate">`, `<label for="minutes">`, `value="sidecar-startup-race"`)

	bad := app.form("/mock", url.Values{"question": {"", "probe-types"}, "level": {"senior"}, "candidate": {"Grace"}, "minutes": {"ten"}})
	bad.want(t, http.StatusBadRequest, "minutes: give a whole number", `value="Grace"`, `<option value="probe-types" selected>`)
	app.form("/mock", url.Values{"question": {"", ""}, "level": {"senior"}, "candidate": {"Grace"}, "minutes": {"10"}}).
		want(t, http.StatusBadRequest, "pick at least one question")
	app.form("/mock", url.Values{"question": {"nope"}, "level": {"senior"}, "candidate": {"Grace"}, "minutes": {"10"}}).
		want(t, http.StatusBadRequest, "is not a question of the bank")

	// Slots are taken in order, empty ones skipped.
	r := app.form("/mock", url.Values{"question": {"probe-types", "", "sidecar-startup-race"}, "level": {"principal"}, "candidate": {"Grace"}, "minutes": {"7"}})
	r.want(t, http.StatusSeeOther)
	loc := r.header.Get("Location")
	if !regexp.MustCompile(`^/mock/[A-Za-z0-9_-]{43}\?created=1$`).MatchString(loc) {
		t.Fatalf("redirected to %q", loc)
	}
	page := app.get(loc)
	page.want(t, http.StatusOK, "Interviewing Grace", "The interview is ready", `id="candidate-link"`, "target: principal", "7 min each")
	m := regexp.MustCompile(`id="candidate-link" readonly value="([^"]+)"`).FindStringSubmatch(page.body)
	if m == nil {
		t.Fatal("no candidate link on the interviewer's page")
	}
	cand, _ := url.Parse(html.UnescapeString(m[1]))
	state := app.get("/api" + cand.Path)
	state.want(t, http.StatusOK, `"role":"candidate"`, `"total":2`, `"state":"waiting"`)
	if page.header.Get("Cache-Control") != "no-store" {
		t.Errorf("capability page cacheable: %q", page.header.Get("Cache-Control"))
	}

	// A cross-site form post is refused by the middleware, and creates nothing.
	app.do(http.MethodPost, "/mock", formType, "question=probe-types&level=senior&candidate=X&minutes=5", "Sec-Fetch-Site", "cross-site").
		want(t, http.StatusForbidden, "cross-site request refused")
	app.do(http.MethodPost, "/mock", formType, "question=probe-types&level=senior&candidate=X&minutes=5", "Origin", "https://evil.example").
		want(t, http.StatusForbidden)
	// So are cross-site calls of the API with a valid token.
	app.start(mockLinks{interviewer: withoutQuery(loc)})
	app.do(http.MethodPut, "/api"+cand.Path+"/answer", "application/json", `{"position":0,"text":"x"}`, "Sec-Fetch-Site", "cross-site").
		want(t, http.StatusForbidden)
	app.do(http.MethodPost, "/api"+withoutQuery(loc)+"/end", "", "", "Sec-Fetch-Site", "cross-site").want(t, http.StatusForbidden)
	app.get("/api"+cand.Path).want(t, http.StatusOK, `"answer":""`, `"state":"live"`)
}

// withoutQuery strips the query from a path.
func withoutQuery(path string) string { p, _, _ := strings.Cut(path, "?"); return p }

func TestMockAPIRefusesBadInput(t *testing.T) {
	app := newMockApp(t)
	cases := []struct{ body, want string }{
		{`{"questions":["probe-types"],"level":"senior","candidate":"A"}`, "minutes: required"},
		{`{"questions":[],"level":"senior","candidate":"A","minutes":5}`, "at least one question"},
		{`{"questions":["probe-types"],"level":"guru","candidate":"A","minutes":5}`, "level"},
		{`{"questions":["probe-types"],"level":"senior","candidate":"","minutes":5}`, "display name"},
		{`{"questions":["probe-types"],"level":"senior","candidate":"A","minutes":500}`, "minutes"},
		{`{"questions":["probe-types"],"level":"senior","candidate":"A","minutes":5,"admin":true}`, "unknown field"},
		{`{"questions":"probe-types"}`, "questions"},
		{`not json`, "malformed JSON"},
	}
	for _, c := range cases {
		r := app.do(http.MethodPost, "/api/mock", "application/json", c.body)
		r.want(t, http.StatusBadRequest, c.want)
		if !strings.HasPrefix(r.header.Get("Content-Type"), "application/json") {
			t.Errorf("%s: error not JSON", c.body)
		}
	}
	l := app.create("sidecar-startup-race", "probe-types")
	i := "/api" + l.interviewer
	app.json(http.MethodPost, i+"/followups", map[string]any{"position": 0, "index": 0}).want(t, http.StatusConflict, "start the interview")
	app.start(l)
	app.json(http.MethodPost, i+"/followups", map[string]any{"position": 0, "index": 99}).want(t, http.StatusBadRequest, "not one of them")
	app.json(http.MethodPost, i+"/followups", map[string]any{"position": 1, "index": 0}).want(t, http.StatusConflict, "moved on")
	app.json(http.MethodPost, i+"/clock", map[string]any{}).want(t, http.StatusBadRequest, "running: required")
	app.json(http.MethodPut, i+"/questions/0/scorecard", map[string]any{"covered": []string{"raises-timeout"}}).want(t, http.StatusBadRequest, "is not a key point")
	app.json(http.MethodPut, i+"/questions/7/scorecard", map[string]any{}).want(t, http.StatusBadRequest, "the session has 2 questions")
	app.json(http.MethodPut, "/api"+l.candidate+"/answer", map[string]any{"position": 1, "text": "x"}).want(t, http.StatusConflict, "has not been asked yet")
	app.json(http.MethodPost, i+"/next", map[string]any{"from": 0}).want(t, http.StatusOK, `"current":1`)
	app.json(http.MethodPost, i+"/next", map[string]any{"from": 0}).want(t, http.StatusOK, `"current":1`) // a repeat is harmless
	app.json(http.MethodPost, i+"/next", map[string]any{"from": 1}).want(t, http.StatusConflict, "last question")
}

// TestMockOversizedTextKeepsWhatWasSaved: text over the limit is refused
// with a message that says so, and the text saved before stays.
func TestMockOversizedTextKeepsWhatWasSaved(t *testing.T) {
	app := newMockApp(t)
	l := app.create("sidecar-startup-race")
	app.start(l)
	app.json(http.MethodPut, "/api"+l.candidate+"/answer", map[string]any{"position": 0, "text": "first draft"}).want(t, http.StatusOK)
	huge := strings.Repeat("é", interview.MaxTextLen+1)
	app.json(http.MethodPut, "/api"+l.candidate+"/answer", map[string]any{"position": 0, "text": huge}).
		want(t, http.StatusBadRequest, fmt.Sprintf("the text has %d characters; the limit is %d", interview.MaxTextLen+1, interview.MaxTextLen))
	// The page's form: the refused text comes back in the box.
	r := app.form(l.candidate+"/answer", url.Values{"position": {"0"}, "answer": {huge}})
	r.want(t, http.StatusBadRequest, "the limit is", `role="alert"`, strings.Repeat("é", 100))
	// A body over the server's limit is 413.
	app.do(http.MethodPut, "/api"+l.candidate+"/answer", "application/json", `{"position":0,"text":"`+strings.Repeat("x", 1<<20)+`"}`).
		want(t, http.StatusRequestEntityTooLarge, "over the limit")
	app.get("/api"+l.candidate).want(t, http.StatusOK, `"answer":"first draft"`)

	i := "/api" + l.interviewer
	app.json(http.MethodPut, i+"/questions/0/scorecard", map[string]any{"notes": "kept notes", "comment": "kept comment"}).want(t, http.StatusOK)
	app.json(http.MethodPut, i+"/questions/0/scorecard", map[string]any{"notes": huge}).want(t, http.StatusBadRequest, "notes:")
	app.form(l.interviewer+"/scorecard", url.Values{"position": {"0"}, "current": {"0"}, "comment": {strings.Repeat("c", interview.MaxCommentLen+1)}}).
		want(t, http.StatusBadRequest, "comment:", "ccccc")
	app.get(i).want(t, http.StatusOK, `"notes":"kept notes"`, `"comment":"kept comment"`)
	app.json(http.MethodPut, i+"/verdict", map[string]any{"summary": strings.Repeat("s", interview.MaxSummaryLen+1)}).want(t, http.StatusBadRequest, "summary:")
}

// TestMockTextIsEscapedEverywhere: what people type never becomes markup
// on a page, in the stream or in the Markdown.
func TestMockTextIsEscapedEverywhere(t *testing.T) {
	app := newMockApp(t)
	l := app.create("sidecar-startup-race")
	app.start(l)
	istream := app.stream(l.interviewer + "/events")
	evil := `</textarea><script>alert(1)</script><img src=x onerror=alert(2)>`
	app.json(http.MethodPut, "/api"+l.candidate+"/answer", map[string]any{"position": 0, "text": evil}).want(t, http.StatusOK)
	app.json(http.MethodPut, "/api"+l.interviewer+"/questions/0/scorecard", map[string]any{"notes": evil, "comment": evil}).want(t, http.StatusOK)
	app.json(http.MethodPost, "/api"+l.interviewer+"/end", nil).want(t, http.StatusOK)
	app.json(http.MethodPut, "/api"+l.interviewer+"/verdict", map[string]any{"summary": evil, "shared": true}).want(t, http.StatusOK)

	for _, p := range []string{l.interviewer, l.interviewer + "/report", l.candidate + "/report"} {
		r := app.get(p)
		r.want(t, http.StatusOK, "&lt;script&gt;alert(1)&lt;/script&gt;")
		if strings.Contains(r.body, "<script>alert") || strings.Contains(r.body, "<img src=x") {
			t.Fatalf("%s carries the typed markup unescaped", p)
		}
	}
	for {
		ev := istream.next(t)
		if ev.name == "draft" && strings.Contains(ev.data, "script") {
			if strings.Contains(ev.data, "<") || !strings.Contains(ev.data, `\u003cscript\u003e`) {
				t.Fatalf("draft data not escaped JSON: %s", ev.data)
			}
			break
		}
	}
	md := app.get(l.interviewer + "/report.md")
	md.want(t, http.StatusOK, "```text\n"+evil+"\n```", `\</textarea\>\<script\>`)
	if cd := md.header.Get("Content-Disposition"); cd != `attachment; filename="mock-interview-ada-2026-11-30.md"` {
		t.Fatalf("Content-Disposition %q", cd)
	}
	if ct := md.header.Get("Content-Type"); ct != "text/markdown; charset=utf-8" {
		t.Fatalf("Content-Type %q", ct)
	}
}

// TestMockEventStreamOrderAndReconnect: each side gets its events in
// order, and a stream reopened with Last-Event-ID (or ?after=) gets what it
// missed, and nothing twice.
func TestMockEventStreamOrderAndReconnect(t *testing.T) {
	app := newMockApp(t)
	l := app.create("sidecar-startup-race", "probe-types")
	cand := app.stream(l.candidate + "/events")
	intv := app.stream(l.interviewer + "/events")
	cand.expect(t, ":") // the stream is open; nothing has happened yet
	i := "/api" + l.interviewer
	app.start(l)
	evs := cand.expect(t, "question", "clock")
	if evs[0].id != "1" || evs[1].id != "2" || !strings.Contains(evs[0].data, "A team enrols a service") || !strings.Contains(evs[1].data, `"running":true`) {
		t.Fatalf("start: %+v", evs)
	}
	intv.expect(t, ":", "question", "clock")

	app.json(http.MethodPut, "/api"+l.candidate+"/answer", map[string]any{"position": 0, "text": "The iptables redirect comes before envoy is ready."}).want(t, http.StatusOK)
	d := intv.expect(t, "draft")[0]
	if d.id != "" || !strings.Contains(d.data, `"covered":["redirect-before-proxy"]`) || !strings.Contains(d.data, `"evidence":{"redirect-before-proxy":"The iptables redirect comes before envoy is ready."}`) {
		t.Fatalf("draft: %+v", d)
	}
	cand.quiet(t) // the candidate's own text does not come back to them
	// An interviewer who reconnects gets the latest text as a snapshot.
	snap := app.stream(l.interviewer+"/events", "Last-Event-ID", "2")
	if ev := snap.expect(t, ":", "draft")[1]; !strings.Contains(ev.data, `"position":0,"text":"The iptables redirect comes before envoy is ready."`) {
		t.Fatalf("snapshot: %+v", ev)
	}
	snap.cancel()

	app.json(http.MethodPost, i+"/followups", map[string]any{"position": 0, "index": 1}).want(t, http.StatusOK)
	app.json(http.MethodPost, i+"/clock", map[string]any{"running": false}).want(t, http.StatusOK)
	evs = cand.expect(t, "followup", "clock")
	if evs[0].id != "3" || !strings.Contains(evs[0].data, `"index":1`) || evs[1].id != "4" {
		t.Fatalf("follow-up and pause: %+v", evs)
	}
	intv.expect(t, "followup", "clock")

	// The candidate drops off; three things happen meanwhile.
	cand.cancel()
	app.json(http.MethodPost, i+"/followups", map[string]any{"position": 0, "index": 0}).want(t, http.StatusOK)
	app.json(http.MethodPost, i+"/next", map[string]any{"from": 0}).want(t, http.StatusOK)
	app.json(http.MethodPost, i+"/clock", map[string]any{"running": true}).want(t, http.StatusOK)
	back := app.stream(l.candidate+"/events", "Last-Event-ID", "4")
	evs = back.expect(t, ":", "followup", "question", "clock")
	if evs[1].id != "5" || evs[2].id != "6" || evs[3].id != "7" || !strings.Contains(evs[2].data, `"number":2`) {
		t.Fatalf("replay after 4: %+v", evs)
	}
	back.quiet(t)
	// A page's first connection says where it stands with ?after=.
	fromPage := app.stream(l.candidate + "/events?after=6")
	if evs := fromPage.expect(t, ":", "clock"); evs[1].id != "7" {
		t.Fatalf("replay after 6: %+v", evs)
	}
	// Live again after the replay, in order, once each.
	app.json(http.MethodPost, i+"/end", nil).want(t, http.StatusOK)
	if ev := back.expect(t, "ended")[0]; ev.id != "8" {
		t.Fatalf("ended: %+v", ev)
	}
	back.quiet(t)
	// The interviewer reconnecting gets the latest text as a snapshot.
	again := app.stream(l.interviewer+"/events", "Last-Event-ID", "8")
	if ev := again.expect(t, ":", "draft")[1]; !strings.Contains(ev.data, `"position":1,"text":""`) {
		t.Fatalf("snapshot of question 2: %+v", ev)
	}
	again.quiet(t)
}

// TestMockStreamsEndOnShutdown: CloseStreams ends open streams so that
// the server can shut down, and refuses new ones.
func TestMockStreamsEndOnShutdown(t *testing.T) {
	app := newMockApp(t)
	l := app.create("sidecar-startup-race")
	s := app.stream(l.candidate + "/events")
	s.expect(t, ":")
	app.srv.CloseStreams()
	select {
	case _, ok := <-s.events:
		for ok {
			_, ok = <-s.events
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the stream outlived CloseStreams")
	}
}

// forbiddenTexts are the texts of a question that the candidate must never
// be sent: key points, red flags, the model answers, the level
// expectations, the deep dive and the follow-ups' answers, cut into
// phrases. A phrase that also occurs in what the candidate may see (the
// question and the follow-up questions) is left out.
func forbiddenTexts(q *quiz.Question) []string {
	allowed := normalize(q.QuestionText + " " + stripTags(q.QuestionHTML))
	for _, f := range q.FollowUps {
		allowed += " " + normalize(f.Question)
	}
	var out []string
	add := func(s string) {
		s = normalize(s)
		if len(s) >= 12 && !strings.Contains(allowed, s) {
			out = append(out, s)
		}
	}
	for _, it := range append(append([]quiz.RubricItem{}, q.KeyPoints...), q.RedFlags...) {
		add(it.Text)
	}
	long := []string{q.BasicsText, q.SolidText, stripTags(q.BasicsHTML), stripTags(q.SolidHTML), stripTags(q.CodeHTML)}
	for _, l := range quiz.Levels {
		long = append(long, stripTags(q.GoDeeper[l]))
	}
	for _, d := range q.DeepDive {
		long = append(long, stripTags(d.HTML))
	}
	for _, f := range q.FollowUps {
		long = append(long, stripTags(f.AnswerHTML))
	}
	for _, text := range long {
		for _, phrase := range phrases(normalize(text)) {
			add(phrase)
		}
	}
	return out
}

var tagRE = regexp.MustCompile(`<[^>]*>`)

func stripTags(s string) string { return html.UnescapeString(tagRE.ReplaceAllString(s, " ")) }

var spaceRE = regexp.MustCompile(`\s+`)

func normalize(s string) string {
	return strings.TrimSpace(spaceRE.ReplaceAllString(strings.ToLower(s), " "))
}

// phrases cuts text into runs of eight words, overlapping, so that any
// sentence of five or more words from it is caught.
func phrases(text string) []string {
	words := strings.Fields(text)
	var out []string
	for i := 0; i+8 <= len(words); i += 4 {
		out = append(out, strings.Join(words[i:i+8], " "))
	}
	if len(words) >= 5 && len(words) < 8 {
		out = append(out, strings.Join(words, " "))
	}
	return out
}

// candidateCorpus turns what the candidate received into plain text:
// pages without tags, and JSON with every string value decoded.
func candidateCorpus(kind, body string) string {
	if kind == "json" {
		var v any
		if err := json.Unmarshal([]byte(body), &v); err != nil {
			return normalize(body)
		}
		var b strings.Builder
		var walk func(any)
		walk = func(v any) {
			switch x := v.(type) {
			case string:
				b.WriteString(stripTags(x) + " \n ")
			case []any:
				for _, e := range x {
					walk(e)
				}
			case map[string]any:
				for k, e := range x {
					b.WriteString(k + " ")
					walk(e)
				}
			}
		}
		walk(v)
		return normalize(b.String())
	}
	return normalize(stripTags(body))
}

// TestMockNoRubricLeakToCandidate runs every question of the real content
// bank through interviews, revealing every follow-up, and checks that the
// candidate's pages, API answers and event stream never carry any
// key-point or red-flag text, model answer, level expectation or
// follow-up answer, nor the question's id or title.
func TestMockNoRubricLeakToCandidate(t *testing.T) {
	app := newMockApp(t)
	all := app.bank.Questions()
	for start := 0; start < len(all); start += interview.MaxQuestions {
		group := all[start:min(len(all), start+interview.MaxQuestions)]
		var ids []string
		for _, q := range group {
			ids = append(ids, q.ID)
		}
		l := app.create(ids...)
		stream := app.stream(l.candidate + "/events")
		var seen []string // what the candidate received, as plain text
		look := func() {
			r := app.get(l.candidate)
			r.want(t, http.StatusOK)
			seen = append(seen, candidateCorpus("html", r.body))
			r = app.get("/api" + l.candidate)
			r.want(t, http.StatusOK)
			seen = append(seen, candidateCorpus("json", r.body))
			for _, p := range []string{"/report", "/report.md"} {
				app.get(l.candidate+p).want(t, http.StatusNotFound)
			}
		}
		look()
		app.start(l)
		for pos, q := range group {
			look()
			// The candidate writes something the hints pick up.
			app.json(http.MethodPut, "/api"+l.candidate+"/answer", map[string]any{"position": pos, "text": "I am not sure; maybe a timeout, or the order of start-up?"}).want(t, http.StatusOK)
			for i := range q.FollowUps {
				app.json(http.MethodPost, "/api"+l.interviewer+"/followups", map[string]any{"position": pos, "index": i}).want(t, http.StatusOK)
				look()
			}
			app.json(http.MethodPut, "/api"+l.interviewer+"/questions/"+fmt.Sprint(pos)+"/scorecard", map[string]any{
				"covered": []string{q.KeyPoints[0].ID}, "level": "junior", "comment": "fine", "notes": "n",
			}).want(t, http.StatusOK)
			if pos+1 < len(group) {
				app.json(http.MethodPost, "/api"+l.interviewer+"/next", map[string]any{"from": pos}).want(t, http.StatusOK)
			}
		}
		app.json(http.MethodPost, "/api"+l.interviewer+"/end", nil).want(t, http.StatusOK)
		look()
		// Drain the stream up to the end event.
		for {
			ev := stream.next(t)
			if ev.name != ":" {
				seen = append(seen, candidateCorpus("json", ev.data))
			}
			if ev.name == "ended" {
				break
			}
		}
		corpus := strings.Join(seen, "\n")
		for _, q := range group {
			if !strings.Contains(corpus, normalize(q.QuestionText)[:40]) {
				t.Fatalf("the candidate never saw question %s; the test checks nothing", q.ID)
			}
			for _, f := range q.FollowUps {
				if !strings.Contains(corpus, normalize(f.Question)) {
					t.Errorf("%s: the revealed follow-up %q never reached the candidate", q.ID, f.Question)
				}
			}
			forbidden := forbiddenTexts(q)
			if len(forbidden) < 20 {
				t.Fatalf("%s: only %d forbidden phrases; the check is too weak", q.ID, len(forbidden))
			}
			for _, f := range forbidden {
				if strings.Contains(corpus, f) {
					t.Errorf("%s: the candidate received %q", q.ID, f)
				}
			}
			for _, s := range []string{q.ID, normalize(q.Title)} {
				if strings.Contains(corpus, s) && !strings.Contains(normalize(q.QuestionText), s) {
					t.Errorf("%s: the candidate received the question's id or title %q", q.ID, s)
				}
			}
		}
	}
}

// TestMockWithoutJavaScript runs an interview with plain forms and
// reloads only, as a browser without JavaScript does.
func TestMockWithoutJavaScript(t *testing.T) {
	app := newMockApp(t)
	r := app.form("/mock", url.Values{"question": {"sidecar-startup-race", "probe-types"}, "level": {"senior"}, "candidate": {"Ada"}, "minutes": {"10"}})
	r.want(t, http.StatusSeeOther)
	i := strings.TrimSuffix(r.header.Get("Location"), "?created=1")
	page := app.get(i)
	page.want(t, http.StatusOK, "Start the interview", `form="scorecard"`)
	c, _ := url.Parse(html.UnescapeString(regexp.MustCompile(`id="candidate-link" readonly value="([^"]+)"`).FindStringSubmatch(page.body)[1]))
	cand := c.Path
	app.get(cand).want(t, http.StatusOK, "Waiting for your interviewer")

	scorecard := func(extra url.Values) url.Values {
		v := url.Values{"position": {"0"}, "current": {"0"}, "ticks": {"suggested"}, "level": {""}, "comment": {""}, "notes": {""}}
		for k, vs := range extra {
			v[k] = vs
		}
		return v
	}
	app.form(i+"/clock", scorecard(url.Values{"clock": {"start"}})).want(t, http.StatusSeeOther)
	cp := app.get(cand)
	cp.want(t, http.StatusOK, "Question 1 of 2", "A team enrols a service", `<textarea id="answer" name="answer"`, "running")

	r = app.form(cand+"/answer", url.Values{"position": {"0"}, "answer": {"The iptables redirect is in place before envoy is ready."}})
	r.want(t, http.StatusSeeOther)
	app.get(r.header.Get("Location")).want(t, http.StatusOK, "Saved.", "The iptables redirect is in place before envoy is ready.</textarea>")

	q, _ := app.bank.Question("sidecar-startup-race")
	page = app.get(i)
	page.want(t, http.StatusOK, "The iptables redirect is in place before envoy is ready.",
		`value="redirect-before-proxy" checked`, "Suggested by: “The iptables redirect is in place before envoy is ready.”",
		"What a senior should show", "<summary>Basics", "<summary>Solid answer", `data-preset="sidecar-startup"`,
		htmlEscape(q.FollowUps[0].Question), "Show to the candidate")
	if !strings.Contains(page.body, q.FollowUps[0].AnswerHTML) {
		t.Fatal("the interviewer's page lacks the follow-up's answer")
	}
	// A red flag raised only by an omission is suggested, not ticked, while
	// the candidate is still answering.
	if strings.Contains(page.body, `value="ignores-shutdown" checked`) {
		t.Fatal("an omission red flag is ticked during the answer")
	}

	app.form(i+"/followups", scorecard(url.Values{"followup": {"2"}})).want(t, http.StatusSeeOther)
	app.get(cand).want(t, http.StatusOK, "Follow-up questions", htmlEscape(q.FollowUps[2].Question))
	app.get(i).want(t, http.StatusOK, `class="revealed"`)

	// The interviewer's own ticks win over the hints once saved.
	r = app.form(i+"/scorecard", scorecard(url.Values{"ticks": {"suggested", "chosen"}, "covered": {"first-seconds-only"}, "comment": {"Quick."}}))
	r.want(t, http.StatusSeeOther)
	page = app.get(r.header.Get("Location"))
	page.want(t, http.StatusOK, "Saved.", `value="first-seconds-only" checked`, "Quick.</textarea>")
	if strings.Contains(page.body, `value="redirect-before-proxy" checked`) {
		t.Fatal("the hints overrode the interviewer's ticks")
	}

	// Next question, saving the notes typed with it.
	app.form(i+"/next", scorecard(url.Values{"ticks": {"chosen"}, "covered": {"first-seconds-only"}, "comment": {"Quick."}, "notes": {"ask about Jobs"}})).want(t, http.StatusSeeOther)
	app.get(cand).want(t, http.StatusOK, "Question 2 of 2", "Kubernetes offers three kinds of probes")
	app.get(i).want(t, http.StatusOK, "Question 2:", "question 2 on screen")
	app.get(i+"?q=1").want(t, http.StatusOK, "ask about Jobs</textarea>", "Asked earlier")
	app.get(i+"?q=9").want(t, http.StatusBadRequest)

	app.form(i+"/end", url.Values{"position": {"1"}, "current": {"1"}, "ticks": {"suggested"}}).want(t, http.StatusSeeOther)
	app.get(cand).want(t, http.StatusOK, "The interview has ended", "may share a report")
	app.form(cand+"/answer", url.Values{"position": {"1"}, "answer": {"too late"}}).want(t, http.StatusConflict, "the interview has ended")
	app.form(i+"/verdict", url.Values{"recommendation": {"strong-yes"}, "summary": {"Hire."}, "shared": {"on"}}).want(t, http.StatusSeeOther)
	app.get(cand).want(t, http.StatusOK, "Read your report")
	app.get(cand+"/report").want(t, http.StatusOK, "Hire.", "strong yes", "Quick.")
	app.form(i+"/verdict", url.Values{"recommendation": {"perhaps"}}).want(t, http.StatusBadRequest, "recommendation:")
}
