package server_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rehearse-dev/rehearse/internal/quiz"
	"github.com/rehearse-dev/rehearse/internal/server"
	"github.com/rehearse-dev/rehearse/internal/store"
)

// testApp is the real router over a real SQLite file, reached over HTTP.
type testApp struct {
	t   *testing.T
	srv *server.Server
	ts  *httptest.Server
	db  *store.DB
}

// newTestApp serves the fixture bank in testdata/questions.
func newTestApp(t *testing.T) *testApp {
	t.Helper()
	bank, err := quiz.Load(os.DirFS("testdata/questions"), quiz.LoadOptions{})
	if err != nil {
		t.Fatalf("fixture bank: %v", err)
	}
	return newTestAppWith(t, bank)
}

func newTestAppWith(t *testing.T, bank *quiz.Bank) *testApp {
	t.Helper()
	db := mustDB(t)
	srv := server.New(server.Config{Bank: bank, DB: db})
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(ts.Close)
	return &testApp{t: t, srv: srv, ts: ts, db: db}
}

// mustDB opens a fresh database in a temporary folder, closed at the end.
func mustDB(tb testing.TB) *store.DB {
	tb.Helper()
	db, err := store.Open(context.Background(), filepath.Join(tb.TempDir(), "rehearse.db"))
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { db.Close() })
	return db
}

// guest is a browser with its own cookie jar that does not follow
// redirects, so tests can see them.
type guest struct {
	app    *testApp
	client *http.Client
}

func (a *testApp) guest() *guest {
	jar, _ := cookiejar.New(nil)
	return &guest{app: a, client: &http.Client{
		Jar:           jar,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}}
}

// response is a finished request: status, headers and body.
type response struct {
	status int
	header http.Header
	body   string
}

func (g *guest) do(method, path, contentType string, body io.Reader, header ...string) response {
	g.app.t.Helper()
	req, err := http.NewRequest(method, g.app.ts.URL+path, body)
	if err != nil {
		g.app.t.Fatal(err)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	res, err := g.client.Do(req)
	if err != nil {
		g.app.t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return response{status: res.StatusCode, header: res.Header, body: string(b)}
}

func (g *guest) get(path string) response { return g.do(http.MethodGet, path, "", nil) }

func (g *guest) postForm(path string, form url.Values, header ...string) response {
	return g.do(http.MethodPost, path, "application/x-www-form-urlencoded", strings.NewReader(form.Encode()), header...)
}

func (g *guest) postJSON(path, body string) response {
	return g.do(http.MethodPost, path, "application/json", strings.NewReader(body))
}

func (r response) want(t *testing.T, status int, contains ...string) {
	t.Helper()
	if r.status != status {
		t.Fatalf("status %d, want %d; body:\n%.2000s", r.status, status, r.body)
	}
	for _, c := range contains {
		if !strings.Contains(r.body, c) {
			t.Fatalf("body does not contain %q:\n%.3000s", c, r.body)
		}
	}
}

func (r response) json(t *testing.T, v any) {
	t.Helper()
	if ct := r.header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		t.Fatalf("content type %q, want JSON; body %s", ct, r.body)
	}
	if err := json.Unmarshal([]byte(r.body), v); err != nil {
		t.Fatalf("decode %s: %v", r.body, err)
	}
}

func TestBankPage(t *testing.T) {
	g := newTestApp(t).guest()
	r := g.get("/")
	r.want(t, http.StatusOK, "Why are the first calls refused?", "Why do batch Jobs never complete?", "not tried", "Practise next")
	if c := r.header.Get("Set-Cookie"); !strings.Contains(c, "rehearse_guest=") || !strings.Contains(c, "HttpOnly") || !strings.Contains(c, "SameSite=Lax") {
		t.Fatalf("guest cookie: %q", c)
	}

	filtered := []struct {
		query     string
		want, not string
	}{
		{"?level=middle", "Why do batch Jobs never complete?", "Why are the first calls refused?"},
		{"?importance=should-know", "Why are the first calls refused?", "Why do batch Jobs never complete?"},
		{"?topic=jobs", "Why do batch Jobs never complete?", "Why are the first calls refused?"},
		{"?q=outbound+enrolment", "Why are the first calls refused?", "Why do batch Jobs never complete?"},
		{"?q=JOBS&level=middle", "Why do batch Jobs never complete?", "Why are the first calls refused?"},
	}
	for _, f := range filtered {
		r := g.get("/" + f.query)
		r.want(t, http.StatusOK, f.want, "Showing 1 of 2 questions")
		if strings.Contains(r.body, `">`+f.not+`</a>`) {
			t.Errorf("%s: shows %q", f.query, f.not)
		}
	}
	g.get("/?q=nothing-matches-this").want(t, http.StatusOK, "No question matches these filters")
	g.get("/?q="+strings.Repeat("x", 201)).want(t, http.StatusBadRequest, "longer than 200 characters")

	g.get("/topics/jobs").want(t, http.StatusOK, "Topic: jobs", "Why do batch Jobs never complete?")
	g.get("/topics/none").want(t, http.StatusNotFound)
}

func TestPracticeSubmitReviewScoreHistory(t *testing.T) {
	app := newTestApp(t)
	g := app.guest()

	g.get("/questions/alpha").want(t, http.StatusOK,
		"A pod's first outbound calls fail", `name="answer"`, `name="started"`, "Show me the answer", `data-basics="20"`, `href="/questions/beta"`)
	// The practice page does not give the answers away.
	if r := g.get("/questions/alpha"); strings.Contains(r.body, "Redirection is set up before the proxy is ready") {
		t.Fatal("practice page shows the basics answer")
	}

	answer := "I think the iptables redirect is in place before the proxy is ready. I would raise the timeout."
	r := g.postForm("/questions/alpha/attempts", url.Values{"answer": {answer}, "seconds": {"61"}, "started": {"1"}})
	r.want(t, http.StatusSeeOther)
	review := r.header.Get("Location")
	if !strings.HasPrefix(review, "/attempts/") {
		t.Fatalf("redirected to %q", review)
	}

	r = g.get(review)
	r.want(t, http.StatusOK, "Your answer", "I think the iptables redirect", "1:01",
		`value="redirect-early"`, `value="raises-timeout"`, "Basics", "Solid answer", "Go deeper", "For a principal",
		"Deep dive", "Follow-ups", "<details>", "Practise this as a question of its own", "References", `class="chroma"`)

	// Another guest cannot see or score it.
	other := app.guest()
	other.get(review).want(t, http.StatusNotFound)
	other.postForm(review+"/score", url.Values{"covered": {"redirect-early"}}).want(t, http.StatusNotFound)

	r = g.postForm(review+"/score", url.Values{"covered": {"redirect-early"}, "said": {"raises-timeout"}})
	r.want(t, http.StatusSeeOther)
	g.get(r.header.Get("Location")).want(t, http.StatusOK, "Saved: 50%, failed on a red flag")

	g.get("/history").want(t, http.StatusOK, "Why are the first calls refused?", "50%, failed on a red flag", "1:01", `href="`+review+`"`)
	other.get("/history").want(t, http.StatusOK, "No attempts yet")
	g.get("/").want(t, http.StatusOK, "50%, failed on a red flag")

	var list []struct {
		QuestionID string   `json:"question_id"`
		Score      float64  `json:"score"`
		Failed     bool     `json:"failed"`
		Covered    []string `json:"covered"`
		Said       []string `json:"said"`
		Answer     string   `json:"answer"`
		Seconds    int      `json:"seconds"`
	}
	g.get("/api/attempts").json(t, &list)
	if len(list) != 1 || list[0].Score != 0.5 || !list[0].Failed || list[0].Said[0] != "raises-timeout" || list[0].Answer != answer || list[0].Seconds != 61 {
		t.Fatalf("stored attempt: %+v", list)
	}
}

func TestServerMeasuresTimeWithoutJavaScript(t *testing.T) {
	app := newTestApp(t)
	g := app.guest()
	page := g.get("/questions/beta")
	page.want(t, http.StatusOK)
	stamp := between(page.body, `name="started" value="`, `"`)
	r := g.postForm("/questions/beta/attempts", url.Values{"answer": {"proxy keeps running"}, "started": {stamp}})
	r.want(t, http.StatusSeeOther)
	var list []struct{ Seconds int }
	g.get("/api/attempts").json(t, &list)
	if len(list) != 1 || list[0].Seconds < 0 || list[0].Seconds > 5 {
		t.Fatalf("server-side seconds: %+v", list)
	}
}

func between(s, start, end string) string {
	_, after, ok := strings.Cut(s, start)
	if !ok {
		return ""
	}
	v, _, _ := strings.Cut(after, end)
	return v
}

func TestStudyMode(t *testing.T) {
	g := newTestApp(t).guest()
	g.get("/questions/alpha/answer").want(t, http.StatusOK,
		"Redirection is set up before the proxy is ready", "What a good answer covers", "Raises the timeout", "For a junior")
	var list []any
	g.get("/api/attempts").json(t, &list)
	if len(list) != 0 {
		t.Fatal("study mode stored an attempt")
	}
}

func TestBadInputChangesNothing(t *testing.T) {
	app := newTestApp(t)
	g := app.guest()
	g.get("/") // get a cookie

	cases := []struct {
		name   string
		do     func() response
		status int
		msg    string
	}{
		{"unknown question page", func() response { return g.get("/questions/nope") }, 404, "question not found"},
		{"unknown question api", func() response { return g.get("/api/questions/nope") }, 404, `{"error":"question not found"}`},
		{"unknown route api", func() response { return g.get("/api/nothing") }, 404, `"error"`},
		{"negative seconds form", func() response {
			return g.postForm("/questions/alpha/attempts", url.Values{"answer": {"x"}, "seconds": {"-3"}})
		}, 400, "seconds must not be negative"},
		{"garbage seconds form", func() response {
			return g.postForm("/questions/alpha/attempts", url.Values{"answer": {"x"}, "seconds": {"soon"}})
		}, 400, "seconds must be a whole number"},
		{"future start", func() response {
			return g.postForm("/questions/alpha/attempts", url.Values{"answer": {"x"}, "started": {"99999999999999"}})
		}, 400, "in the future"},
		{"answer over the cap", func() response {
			return g.postForm("/questions/alpha/attempts", url.Values{"answer": {strings.Repeat("a", quiz.MaxAnswerLen+1)}, "seconds": {"3"}})
		}, 400, "the limit is 20000"},
		{"body over the limit", func() response {
			return g.postForm("/questions/alpha/attempts", url.Values{"answer": {strings.Repeat("a", 1<<20)}, "seconds": {"3"}})
		}, 413, "over the limit"},
		{"api malformed JSON", func() response { return g.postJSON("/api/questions/alpha/attempts", `{"answer":`) }, 400, "malformed JSON"},
		{"api unknown field", func() response {
			return g.postJSON("/api/questions/alpha/attempts", `{"answer":"x","seconds":1,"colour":"red"}`)
		}, 400, "unknown field"},
		{"api wrong type", func() response { return g.postJSON("/api/questions/alpha/attempts", `{"answer":"x","seconds":"ten"}`) }, 400, "seconds"},
		{"api missing seconds", func() response { return g.postJSON("/api/questions/alpha/attempts", `{"answer":"x"}`) }, 400, "seconds: required"},
		{"api negative seconds", func() response { return g.postJSON("/api/questions/alpha/attempts", `{"answer":"x","seconds":-1}`) }, 400, "must not be negative"},
		{"api unknown rubric id", func() response {
			return g.postJSON("/api/questions/alpha/attempts", `{"answer":"x","seconds":1,"covered":["made-up"]}`)
		}, 400, `\"made-up\" is not a key point of this question`},
		{"api red flag as key point", func() response {
			return g.postJSON("/api/questions/alpha/attempts", `{"answer":"x","seconds":1,"covered":["raises-timeout"]}`)
		}, 400, "is not a key point"},
		{"api two values", func() response { return g.postJSON("/api/questions/alpha/attempts", `{"answer":"x","seconds":1} {}`) }, 400, "more than one value"},
		{"hints without answer", func() response { return g.postJSON("/api/questions/alpha/hints", `{}`) }, 400, "answer: required"},
		{"hints over the cap", func() response {
			return g.postJSON("/api/questions/alpha/hints", `{"answer":"`+strings.Repeat("b", quiz.MaxAnswerLen+1)+`"}`)
		}, 400, "the limit is 20000"},
		{"cross-site form post", func() response {
			return g.postForm("/questions/alpha/attempts", url.Values{"answer": {"x"}, "seconds": {"3"}}, "Sec-Fetch-Site", "cross-site")
		}, 403, "cross-site request refused"},
		{"cross-origin api post", func() response {
			return g.do(http.MethodPost, "/api/questions/alpha/attempts", "application/json", strings.NewReader(`{"answer":"x","seconds":1}`), "Origin", "https://evil.example")
		}, 403, "cross-site request refused"},
		{"wrong method", func() response { return g.do(http.MethodDelete, "/questions/alpha", "", nil) }, 405, "method not allowed"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			c.do().want(t, c.status, c.msg)
		})
	}

	// Scoring with an unknown id keeps the previous score.
	r := g.postForm("/questions/alpha/attempts", url.Values{"answer": {"x"}, "seconds": {"3"}})
	r.want(t, http.StatusSeeOther)
	review := r.header.Get("Location")
	g.postForm(review+"/score", url.Values{"covered": {"redirect-early"}}).want(t, http.StatusSeeOther)
	g.postForm(review+"/score", url.Values{"covered": {"made-up"}}).want(t, http.StatusBadRequest, "is not a key point")
	g.get("/attempts/0").want(t, http.StatusNotFound)
	g.get("/attempts/abc").want(t, http.StatusNotFound)

	var list []struct {
		Score   float64
		Covered []string
	}
	g.get("/api/attempts").json(t, &list)
	if len(list) != 1 || list[0].Score != 0.5 || list[0].Covered[0] != "redirect-early" {
		t.Fatalf("bad input changed what was stored: %+v", list)
	}
}

func TestJSONAPI(t *testing.T) {
	g := newTestApp(t).guest()

	var bank []struct {
		ID, Title, Level, Importance string
		Frequency                    int
		Topics                       []string
	}
	g.get("/api/questions").json(t, &bank)
	if len(bank) != 2 || bank[0].ID != "beta" || bank[1].Level != "senior" || bank[1].Frequency != 40 || len(bank[1].Topics) != 2 {
		t.Fatalf("questions: %+v", bank)
	}

	var q struct {
		ID        string
		KeyPoints []struct{ ID, Text string } `json:"key_points"`
		RedFlags  []struct {
			ID, Text, Omits string
		} `json:"red_flags"`
		SolidHTML string            `json:"solid_html"`
		GoDeeper  map[string]string `json:"go_deeper"`
		FollowUps []struct {
			Question   string
			AnswerHTML string `json:"answer_html"`
			QuestionID string `json:"question_id"`
		} `json:"follow_ups"`
	}
	r := g.get("/api/questions/alpha")
	r.json(t, &q)
	if q.ID != "alpha" || len(q.KeyPoints) != 2 || q.RedFlags[1].Omits != "order-fix" || !strings.Contains(q.SolidHTML, "<p>") ||
		len(q.GoDeeper) != 4 || q.FollowUps[0].QuestionID != "beta" {
		t.Fatalf("question: %+v", q)
	}
	if strings.Contains(r.body, "signals") {
		t.Fatal("the API exposes the matcher's signals")
	}

	var created struct {
		ID      int64
		Score   float64
		Failed  bool
		Covered []string
		Said    []string
	}
	r = g.postJSON("/api/questions/alpha/attempts", `{"answer":"native sidecar fixes the order","seconds":48,"covered":["order-fix","order-fix"],"said":[]}`)
	if r.status != http.StatusCreated {
		t.Fatalf("create: %d %s", r.status, r.body)
	}
	r.json(t, &created)
	if created.ID == 0 || created.Score != 0.5 || created.Failed || len(created.Covered) != 1 || created.Said == nil {
		t.Fatalf("created: %+v", created)
	}

	var hints struct {
		Covered, Said, Omitted []string
		Evidence               map[string]string
	}
	g.postJSON("/api/questions/alpha/hints", `{"answer":"The iptables redirect is active before the proxy is ready. I'd increase the timeout."}`).json(t, &hints)
	if len(hints.Covered) != 1 || hints.Covered[0] != "redirect-early" || len(hints.Said) != 1 || len(hints.Omitted) != 1 ||
		!strings.Contains(hints.Evidence["redirect-early"], "iptables") {
		t.Fatalf("hints: %+v", hints)
	}
	g.postJSON("/api/questions/alpha/hints", `{"answer":""}`).json(t, &hints)
	if len(hints.Covered) != 0 || len(hints.Omitted) != 1 {
		t.Fatalf("empty answer hints: %+v", hints)
	}
}

func TestOperations(t *testing.T) {
	app := newTestApp(t)
	g := app.guest()
	r := g.get("/healthz")
	r.want(t, http.StatusOK, "ok")
	if r.header.Get("Set-Cookie") != "" {
		t.Error("health checks should not hand out guest cookies")
	}
	g.get("/readyz").want(t, http.StatusOK, "ready")

	r = g.get("/")
	for header, want := range map[string]string{
		"Content-Security-Policy": "frame-ancestors 'none'",
		"X-Content-Type-Options":  "nosniff",
		"Referrer-Policy":         "no-referrer",
	} {
		if got := r.header.Get(header); !strings.Contains(got, want) {
			t.Errorf("%s = %q, want %q", header, got, want)
		}
	}
	if csp := r.header.Get("Content-Security-Policy"); strings.Contains(csp, "unsafe-inline") {
		t.Errorf("CSP allows inline code: %s", csp)
	}
	g.get("/static/style.css").want(t, http.StatusOK, "prefers-color-scheme: dark", "prefers-reduced-motion")
	g.get("/static/highlight.css").want(t, http.StatusOK, ".chroma", "prefers-color-scheme: dark")

	app.srv.BeginShutdown()
	g.get("/readyz").want(t, http.StatusServiceUnavailable, "shutting down")
	g.get("/healthz").want(t, http.StatusOK)
}
