package main

import (
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"
)

// TestMockSurvivesRestart stops the whole program in the middle of an
// interview and starts it again on the same database: the open streams
// end with the shutdown instead of holding it up, nothing saved is lost,
// a stream that reconnects with Last-Event-ID is sent what it missed, and
// the interview goes on.
func TestMockSurvivesRestart(t *testing.T) {
	first := startServer(t)
	c := mockClient()
	var links struct {
		Interviewer string `json:"interviewer_url"`
		Candidate   string `json:"candidate_url"`
	}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(mockCall(c, http.MethodPost, first.URL+"/api/mock", map[string]any{
		"questions": []string{"sidecar-startup-race", "probe-types"}, "level": "middle", "candidate": "Ada", "minutes": 5,
	}, &links))
	i, cand := apiURL(links.Interviewer), apiURL(links.Candidate)
	must(mockCall(c, http.MethodPost, i+"/clock", map[string]any{"running": true}, nil))
	must(mockCall(c, http.MethodPut, cand+"/answer", map[string]any{"position": 0, "text": "saved before the restart"}, nil))
	must(mockCall(c, http.MethodPost, i+"/followups", map[string]any{"position": 0, "index": 1}, nil))
	must(mockCall(c, http.MethodPut, i+"/questions/0/scorecard", map[string]any{
		"covered": []string{"redirect-before-proxy"}, "level": "middle", "comment": "kept comment", "notes": "kept notes",
	}, nil))

	var mu sync.Mutex
	var got []streamEvent
	collect := func(ev streamEvent) { mu.Lock(); got = append(got, ev); mu.Unlock() }
	stream := openStream(t, c, links.Candidate+"/events", "3", collect)
	stream.waitOpen(t)

	// Shut down as SIGTERM would: Stop fails the test if run returns an
	// error, which it would if the open stream outlived the shutdown
	// timeout.
	first.Stop(t)
	select {
	case <-stream.done:
	case <-time.After(10 * time.Second):
		t.Fatal("the candidate's stream is still open after the shutdown")
	}

	// The same database, a new process, a new port.
	second := startServer(t, "-db", first.DBPath)
	move := func(u string) string { return strings.Replace(u, first.URL, second.URL, 1) }
	i, cand = move(i), move(cand)

	var state struct {
		State     string `json:"state"`
		Questions []struct {
			Answer    string `json:"answer"`
			Revealed  []int  `json:"revealed"`
			Scorecard struct {
				Covered []string `json:"covered"`
				Level   string   `json:"level"`
				Comment string   `json:"comment"`
				Notes   string   `json:"notes"`
			} `json:"scorecard"`
		} `json:"questions"`
		Clock struct {
			Running bool `json:"running"`
		} `json:"clock"`
		LastEventID int64 `json:"last_event_id"`
	}
	must(mockCall(c, http.MethodGet, i, nil, &state))
	q := state.Questions[0]
	if state.State != "live" || !state.Clock.Running || q.Answer != "saved before the restart" || len(q.Revealed) != 1 || q.Revealed[0] != 1 ||
		q.Scorecard.Comment != "kept comment" || q.Scorecard.Notes != "kept notes" || q.Scorecard.Level != "middle" || len(q.Scorecard.Covered) != 1 {
		t.Fatalf("after the restart: %+v", state)
	}

	// The interview goes on, and the candidate's stream, reconnecting
	// from where it stopped, is sent what happened meanwhile.
	must(mockCall(c, http.MethodPost, i+"/next", map[string]any{"from": 0}, nil))
	back := openStream(t, c, move(links.Candidate)+"/events", "3", collect)
	back.waitOpen(t)
	deadline := time.Now().Add(10 * time.Second)
	for {
		mu.Lock()
		names := []string{}
		for _, ev := range got {
			names = append(names, ev.id+":"+ev.name)
		}
		mu.Unlock()
		if strings.Join(names, " ") == "4:question" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the candidate's streams got %v, want just the question shown after the restart", names)
		}
		time.Sleep(20 * time.Millisecond)
	}
	must(mockCall(c, http.MethodPut, cand+"/answer", map[string]any{"position": 1, "text": "after the restart"}, nil))
	var report struct {
		Questions []struct {
			Answer string `json:"answer"`
		} `json:"questions"`
	}
	must(mockCall(c, http.MethodGet, i+"/report", nil, &report))
	if report.Questions[0].Answer != "saved before the restart" || report.Questions[1].Answer != "after the restart" {
		t.Fatalf("report: %+v", report)
	}
}
