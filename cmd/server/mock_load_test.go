package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// mockClient is an HTTP client for many sessions at once: it keeps enough
// idle connections that requests do not open new ones each time.
func mockClient() *http.Client {
	return &http.Client{Transport: &http.Transport{MaxIdleConns: 2000, MaxIdleConnsPerHost: 2000, IdleConnTimeout: time.Minute}}
}

// mockCall sends one JSON request and decodes the JSON answer into out,
// when out is not nil. It returns the failure rather than failing the
// test, so that goroutines can call it.
func mockCall(c *http.Client, method, url string, body, out any) error {
	var r io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		r = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, url, r)
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	res, err := c.Do(req)
	if err != nil {
		return fmt.Errorf("%s %s: %w", method, url, err)
	}
	defer res.Body.Close()
	data, _ := io.ReadAll(res.Body)
	if res.StatusCode >= 300 {
		return fmt.Errorf("%s %s: %d %s", method, url, res.StatusCode, data)
	}
	if out != nil {
		if err := json.Unmarshal(data, out); err != nil {
			return fmt.Errorf("%s %s: %w", method, url, err)
		}
	}
	return nil
}

// apiURL turns a session's page URL into its API URL.
func apiURL(page string) string { return strings.Replace(page, "/mock/", "/api/mock/", 1) }

// streamEvent is one event read from a stream, with when it arrived.
type streamEvent struct {
	id, name, data string
	at             time.Time
}

// eventStream reads one side's Server-Sent Events in the background and
// hands each event to a func; it signals when the stream is open.
type eventStream struct {
	open   chan struct{}
	done   chan struct{}
	cancel context.CancelFunc
}

func openStream(tb testing.TB, c *http.Client, url, lastID string, on func(streamEvent)) *eventStream {
	tb.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if lastID != "" {
		req.Header.Set("Last-Event-ID", lastID)
	}
	s := &eventStream{open: make(chan struct{}), done: make(chan struct{}), cancel: cancel}
	tb.Cleanup(func() { cancel(); <-s.done })
	go func() {
		defer close(s.done)
		res, err := c.Do(req)
		if err != nil {
			return
		}
		defer res.Body.Close()
		if res.StatusCode != http.StatusOK {
			return
		}
		sc := bufio.NewScanner(res.Body)
		sc.Buffer(make([]byte, 256<<10), 1<<20)
		var ev streamEvent
		opened := false
		for sc.Scan() {
			line := sc.Text()
			switch {
			case line == "":
				if ev.name != "" {
					ev.at = time.Now()
					on(ev)
				}
				ev = streamEvent{}
			case strings.HasPrefix(line, ": open"):
				if !opened {
					opened = true
					close(s.open)
				}
			case strings.HasPrefix(line, "id: "):
				ev.id = line[4:]
			case strings.HasPrefix(line, "event: "):
				ev.name = line[7:]
			case strings.HasPrefix(line, "data: "):
				ev.data = line[6:]
			}
		}
	}()
	return s
}

func (s *eventStream) waitOpen(tb testing.TB) {
	tb.Helper()
	select {
	case <-s.open:
	case <-s.done:
		tb.Fatal("a stream ended before it opened")
	case <-time.After(30 * time.Second):
		tb.Fatal("a stream did not open within 30 s")
	}
}

// loadSession is one session with both sides' streams open; each side's
// events are passed to the session's handlers.
type loadSession struct {
	n                      int
	interviewer, candidate string

	mu        sync.Mutex
	drafts    []string // texts the interviewer's stream received
	followUps []string // follow-up questions the candidate's stream received
	clocks    int      // clock events the candidate's stream received
	onDraft   func(text string, at time.Time)
	onClock   func(id string, at time.Time)
}

// openSessions creates n started sessions through the API and opens both
// sides' event streams on each.
func openSessions(tb testing.TB, c *http.Client, base string, n int) []*loadSession {
	tb.Helper()
	sessions := make([]*loadSession, n)
	var wg sync.WaitGroup
	errs := make(chan string, n)
	sem := make(chan struct{}, 16)
	for i := range n {
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			var links struct {
				Interviewer string `json:"interviewer_url"`
				Candidate   string `json:"candidate_url"`
			}
			err := mockCall(c, http.MethodPost, base+"/api/mock", map[string]any{
				"questions": []string{"sidecar-startup-race", "probe-types"}, "level": "senior",
				"candidate": fmt.Sprintf("Candidate %d", i), "minutes": 10,
			}, &links)
			if err == nil {
				err = mockCall(c, http.MethodPost, apiURL(links.Interviewer)+"/clock", map[string]any{"running": true}, nil)
			}
			if err != nil {
				errs <- err.Error()
				return
			}
			sessions[i] = &loadSession{n: i, interviewer: links.Interviewer, candidate: links.Candidate}
		})
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		tb.Fatal(e)
	}
	// The sessions' events start at 3 (question and clock came with the
	// start), so the streams skip them with Last-Event-ID 2.
	var streams []*eventStream
	for _, s := range sessions {
		streams = append(streams,
			openStream(tb, c, s.interviewer+"/events", "2", s.interviewerEvent),
			openStream(tb, c, s.candidate+"/events", "2", s.candidateEvent))
	}
	for _, st := range streams {
		st.waitOpen(tb)
	}
	return sessions
}

func (s *loadSession) interviewerEvent(ev streamEvent) {
	if ev.name != "draft" {
		return
	}
	var d struct{ Text string }
	if json.Unmarshal([]byte(ev.data), &d) != nil || d.Text == "" {
		return
	}
	s.mu.Lock()
	s.drafts = append(s.drafts, d.Text)
	f := s.onDraft
	s.mu.Unlock()
	if f != nil {
		f(d.Text, ev.at)
	}
}

func (s *loadSession) candidateEvent(ev streamEvent) {
	switch ev.name {
	case "followup":
		var f struct{ Question string }
		json.Unmarshal([]byte(ev.data), &f)
		s.mu.Lock()
		s.followUps = append(s.followUps, f.Question)
		s.mu.Unlock()
	case "clock":
		s.mu.Lock()
		s.clocks++
		f := s.onClock
		s.mu.Unlock()
		if f != nil {
			f(ev.id, ev.at)
		}
	}
}

// TestMock200SessionsAtOnce holds 200 sessions with both sides connected
// over loopback, through the whole program. In each, the interviewer
// reveals a follow-up and the candidate types; every event reaches its own
// session's other side, and no other.
func TestMock200SessionsAtOnce(t *testing.T) {
	if testing.Short() {
		t.Skip("opens 400 streams")
	}
	const n = 200
	srv := startServer(t)
	c := mockClient()
	sessions := openSessions(t, c, srv.URL, n)

	var wg sync.WaitGroup
	for _, s := range sessions {
		wg.Go(func() {
			if err := mockCall(c, http.MethodPost, apiURL(s.interviewer)+"/followups", map[string]any{"position": 0, "index": 0}, nil); err != nil {
				t.Error(err)
				return
			}
			for k := range 3 {
				text := fmt.Sprintf("session-%d draft-%d: the redirect is in place before the proxy", s.n, k)
				if err := mockCall(c, http.MethodPut, apiURL(s.candidate)+"/answer", map[string]any{"position": 0, "text": text}, nil); err != nil {
					t.Error(err)
					return
				}
			}
		})
	}
	wg.Wait()
	if t.Failed() {
		return
	}

	deadline := time.Now().Add(30 * time.Second)
	for _, s := range sessions {
		want := fmt.Sprintf("session-%d draft-2:", s.n)
		for {
			s.mu.Lock()
			done := len(s.followUps) == 1 && len(s.drafts) > 0 && strings.HasPrefix(s.drafts[len(s.drafts)-1], want)
			drafts, follow := slices.Clone(s.drafts), slices.Clone(s.followUps)
			s.mu.Unlock()
			if done {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("session %d: interviewer got %q, candidate got follow-ups %q", s.n, drafts, follow)
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
	for _, s := range sessions {
		mine := fmt.Sprintf("session-%d ", s.n)
		for _, d := range s.drafts {
			if !strings.HasPrefix(d, mine) {
				t.Fatalf("session %d's interviewer got another session's text %q", s.n, d)
			}
		}
		if s.followUps[0] == "" {
			t.Fatalf("session %d: empty follow-up", s.n)
		}
	}
}

// BenchmarkMockEventLatency measures how long events take to reach the
// other side with 200 sessions open, both sides connected, through the
// whole program over loopback. Every candidate types without pause (a
// save each 250 ms, the page's debounce) and every interviewer starts or
// stops the clock each 2 s: 800 texts and 100 controls a second. The
// latency is from sending the request to reading the event on the other
// side's stream; the benchmark reports its percentiles. Run it with, for
// example, -bench MockEventLatency -benchtime 4000x.
func BenchmarkMockEventLatency(b *testing.B) {
	const n = 200
	const typeEvery = 250 * time.Millisecond
	srv := startServer(b)
	c := mockClient()
	sessions := openSessions(b, c, srv.URL, n)

	var mu sync.Mutex
	sent := map[string]time.Time{}
	var latencies []time.Duration
	record := func(key string, at time.Time) {
		mu.Lock()
		defer mu.Unlock()
		if t0, ok := sent[key]; ok {
			latencies = append(latencies, at.Sub(t0))
			delete(sent, key)
		}
	}
	for _, s := range sessions {
		s.onDraft = func(text string, at time.Time) { record(text, at) }
		s.onClock = func(id string, at time.Time) { record(fmt.Sprintf("%d/%s", s.n, id), at) }
	}

	// Each session sends its share of b.N events at the paced rate.
	per := max(1, b.N/n)
	b.ResetTimer()
	var wg sync.WaitGroup
	for _, s := range sessions {
		wg.Go(func() {
			// Spread the sessions' first saves over one period.
			time.Sleep(time.Duration(s.n) * typeEvery / n)
			tick := time.NewTicker(typeEvery)
			defer tick.Stop()
			seq := int64(2)
			running := true
			for k := range per {
				if k%8 == 7 {
					// An interviewer control; its event id is the next seq.
					seq++
					running = !running
					mu.Lock()
					sent[fmt.Sprintf("%d/%d", s.n, seq)] = time.Now()
					mu.Unlock()
					if err := mockCall(c, http.MethodPost, apiURL(s.interviewer)+"/clock", map[string]any{"running": running}, nil); err != nil {
						b.Error(err)
						return
					}
				} else {
					text := fmt.Sprintf("session %d, save %d: the iptables redirect is in place before the proxy is ready", s.n, k)
					mu.Lock()
					sent[text] = time.Now()
					mu.Unlock()
					if err := mockCall(c, http.MethodPut, apiURL(s.candidate)+"/answer", map[string]any{"position": 0, "text": text}, nil); err != nil {
						b.Error(err)
						return
					}
				}
				<-tick.C
			}
		})
	}
	wg.Wait()
	if b.Failed() {
		return
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		mu.Lock()
		left := len(sent)
		mu.Unlock()
		if left == 0 || time.Now().After(deadline) {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	b.StopTimer()

	mu.Lock()
	defer mu.Unlock()
	if len(sent) > 0 {
		b.Fatalf("%d events never reached the other side", len(sent))
	}
	slices.Sort(latencies)
	pct := func(p float64) float64 {
		i := min(len(latencies)-1, int(p*float64(len(latencies))))
		return float64(latencies[i].Microseconds()) / 1000
	}
	b.ReportMetric(pct(0.50), "p50-ms")
	b.ReportMetric(pct(0.99), "p99-ms")
	b.ReportMetric(float64(latencies[len(latencies)-1].Microseconds())/1000, "max-ms")
	b.ReportMetric(float64(len(latencies)), "events")
}
