package server

import (
	"bufio"
	"context"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rehearse-dev/rehearse/internal/interview"
	"github.com/rehearse-dev/rehearse/internal/quiz"
	"github.com/rehearse-dev/rehearse/internal/store"
)

// TestMockStreamHeartbeat: an idle stream gets a comment now and then, so
// that proxies keep it open and a client that went away is noticed.
func TestMockStreamHeartbeat(t *testing.T) {
	db, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "r.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	bank := quiz.NewBank([]*quiz.Question{{ID: "q", Title: "Q", Level: quiz.Junior}})
	s := New(Config{Bank: bank, DB: db})
	s.mock().heartbeat = 20 * time.Millisecond
	ts := httptest.NewServer(s.Handler())
	defer ts.Close()
	defer s.CloseStreams()

	tok, err := s.createMock(context.Background(), interview.Spec{Questions: []string{"q"}, Level: quiz.Junior, Candidate: "A", Minutes: 1})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, ts.URL+"/mock/"+string(tok.Candidate())+"/events", nil)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if cc := res.Header.Get("Cache-Control"); cc != "no-store" {
		t.Errorf("Cache-Control %q", cc)
	}
	sc := bufio.NewScanner(res.Body)
	beats := 0
	for sc.Scan() && beats < 2 {
		if strings.HasPrefix(sc.Text(), ": keep-alive") {
			beats++
		}
	}
	if beats < 2 {
		t.Fatalf("no heartbeat: %v", sc.Err())
	}
}
