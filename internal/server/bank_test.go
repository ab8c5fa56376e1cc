package server_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"

	"github.com/rehearse-dev/rehearse/internal/quiz"
	"github.com/rehearse-dev/rehearse/internal/server"
)

// bigBank makes n questions spread over levels, importances and topics, to
// see the bank's navigation at the size a team's bank grows to.
func bigBank(n int) *quiz.Bank {
	var qs []*quiz.Question
	for i := range n {
		qs = append(qs, &quiz.Question{
			ID:           fmt.Sprintf("q%03d", i),
			Title:        fmt.Sprintf("Question %03d about %s", i, []string{"probes", "retries", "mtls"}[i%3]),
			QuestionText: "What happens when the proxy starts late?",
			Level:        quiz.Levels[i%4],
			Importance:   quiz.Importances[i%3],
			Topics:       []string{[]string{"kubernetes", "service-mesh", "security"}[i%3]},
			KeyPoints:    []quiz.RubricItem{{ID: "k", Text: "k", Signals: []quiz.SignalGroup{{"proxy"}}}},
			GoDeeper:     map[quiz.Level]string{},
		})
	}
	return quiz.NewBank(qs)
}

func TestBankPagesAndCombinedFilters(t *testing.T) {
	g := newTestAppWith(t, bigBank(120)).guest()

	first := g.get("/")
	first.want(t, http.StatusOK, "Showing 1–50 of 120 matching questions", "Page 1 of 3", `rel="next"`)
	if n := strings.Count(first.body, `<th scope="row">`); n != 50 {
		t.Fatalf("first page lists %d questions, want 50", n)
	}
	last := g.get("/?page=3")
	last.want(t, http.StatusOK, "Showing 101–120", `rel="prev"`)
	if strings.Contains(last.body, `rel="next"`) {
		t.Fatal("the last page links to a next page")
	}
	g.get("/?page=4").want(t, http.StatusNotFound)
	g.get("/?page=zero").want(t, http.StatusBadRequest, "page must be a whole number")

	// Filters combine, and page links keep them.
	r := g.get("/?q=retries&level=middle")
	r.want(t, http.StatusOK, "Question 001 about retries")
	for _, row := range strings.Split(r.body, `<th scope="row">`)[1:] {
		if !strings.Contains(row, "about retries") || !strings.Contains(row, "level-middle") {
			t.Fatalf("a row does not match both filters: %.300s", row)
		}
	}
	g.get("/?q=question&importance=must-know").want(t, http.StatusOK, "Showing 40 of 120")
	g.get("/topics/security?page=1").want(t, http.StatusOK, "Topic: security", "Showing 40 of 120")
	if body := g.get("/?q=question").body; !strings.Contains(body, `href="/?page=2&amp;q=question"`) {
		t.Fatal("the next page link drops the search")
	}
}

func TestPractiseNextFavoursUntriedThenWeakest(t *testing.T) {
	g := newTestApp(t).guest()
	// Nothing tried: the must-know question comes first.
	r := g.get("/next")
	r.want(t, http.StatusSeeOther)
	if loc := r.header.Get("Location"); loc != "/questions/beta" {
		t.Fatalf("first pick %q, want the must-know question", loc)
	}
	g.postJSON("/api/questions/beta/attempts", `{"answer":"x","seconds":5,"covered":["proxy-keeps-running"]}`).want(t, http.StatusCreated)
	if loc := g.get("/next").header.Get("Location"); loc != "/questions/alpha" {
		t.Fatalf("after beta, pick %q, want the untried alpha", loc)
	}
	g.postJSON("/api/questions/alpha/attempts", `{"answer":"x","seconds":5,"covered":["redirect-early"]}`).want(t, http.StatusCreated)
	if loc := g.get("/next").header.Get("Location"); loc != "/questions/alpha" {
		t.Fatalf("both tried, pick %q, want the lower-scored alpha (50%% against 100%%)", loc)
	}
	if loc := g.get("/next?level=middle").header.Get("Location"); loc != "/questions/beta" {
		t.Fatalf("filtered pick %q, want beta, the only middle question", loc)
	}
}

func BenchmarkPracticePage(b *testing.B) {
	bank, err := quiz.Load(os.DirFS("../../content/questions"), quiz.LoadOptions{})
	if err != nil {
		b.Fatal(err)
	}
	h := server.New(server.Config{Bank: bank, DB: mustDB(b)}).Handler()
	req := httptest.NewRequest(http.MethodGet, "/questions/sidecar-startup-race", nil)
	req.AddCookie(&http.Cookie{Name: "rehearse_guest", Value: "0123456789abcdef0123456789abcdef"})
	b.ReportAllocs()
	for b.Loop() {
		w := httptest.NewRecorder()
		h.ServeHTTP(w, req)
		if w.Code != http.StatusOK {
			b.Fatal(w.Code)
		}
	}
}

func BenchmarkBankPage500(b *testing.B) {
	h := server.New(server.Config{Bank: bigBank(500), DB: mustDB(b)}).Handler()
	req := httptest.NewRequest(http.MethodGet, "/?q=proxy&level=senior", nil)
	req.AddCookie(&http.Cookie{Name: "rehearse_guest", Value: "0123456789abcdef0123456789abcdef"})
	b.ReportAllocs()
	for b.Loop() {
		w := httptest.NewRecorder()
		h.ServeHTTP(w, req)
		if w.Code != http.StatusOK {
			b.Fatal(w.Code)
		}
	}
}
