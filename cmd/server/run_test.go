package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// syncBuffer is a bytes.Buffer safe to write from the server goroutine
// while the test reads it.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// runningServer is the whole program started by run on a free port.
type runningServer struct {
	URL    string
	DBPath string
	stop   context.CancelFunc
	done   chan error
	log    *syncBuffer
}

// startServer runs the program with args plus a port-0 address and a
// database in a temporary folder, and waits until it listens.
func startServer(tb testing.TB, args ...string) *runningServer {
	tb.Helper()
	dbPath := filepath.Join(tb.TempDir(), "data", "rehearse.db")
	ctx, cancel := context.WithCancel(context.Background())
	s := &runningServer{DBPath: dbPath, stop: cancel, done: make(chan error, 1), log: &syncBuffer{}}
	args = append([]string{"-addr", "127.0.0.1:0", "-db", dbPath}, args...)
	go func() {
		s.done <- run(ctx, args, func(string) string { return "" }, strings.NewReader(""), io.Discard, s.log)
	}()
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		if u := listeningURL(s.log.String()); u != "" {
			s.URL = u
			tb.Cleanup(func() { s.Stop(tb) })
			return s
		}
		select {
		case err := <-s.done:
			tb.Fatalf("server exited before listening: %v\n%s", err, s.log)
		case <-time.After(20 * time.Millisecond):
		}
	}
	tb.Fatalf("server did not listen within 20 s:\n%s", s.log)
	return nil
}

// Stop shuts the server down as SIGTERM would and waits for run to return.
func (s *runningServer) Stop(tb testing.TB) {
	if s.stop == nil {
		return
	}
	s.stop()
	s.stop = nil
	select {
	case err := <-s.done:
		if err != nil {
			tb.Errorf("run returned %v\n%s", err, s.log)
		}
	case <-time.After(30 * time.Second):
		tb.Errorf("server did not stop within 30 s")
	}
}

func listeningURL(log string) string {
	sc := bufio.NewScanner(strings.NewReader(log))
	for sc.Scan() {
		if _, after, ok := strings.Cut(sc.Text(), "msg=listening url="); ok {
			return strings.Fields(after)[0]
		}
	}
	return ""
}

func TestRunServesEmbeddedContentAndShutsDown(t *testing.T) {
	s := startServer(t)
	for _, path := range []string{"/healthz", "/readyz", "/", "/questions/sidecar-startup-race"} {
		res, err := http.Get(s.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != http.StatusOK {
			t.Fatalf("GET %s: %d", path, res.StatusCode)
		}
	}
	if _, err := os.Stat(s.DBPath); err != nil {
		t.Fatalf("database not created: %v", err)
	}
	s.Stop(t)
	if !strings.Contains(s.log.String(), "readiness now fails") || !strings.Contains(s.log.String(), "msg=stopped") {
		t.Fatalf("shutdown not logged in order:\n%s", s.log)
	}
	if _, err := http.Get(s.URL + "/healthz"); err == nil {
		t.Fatal("server still answers after shutdown")
	}
}

func TestRunRefusesMalformedContent(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "broken.md"), []byte("---\nid: broken\nlevel: expert\n---\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var stderr syncBuffer
	err := run(context.Background(), []string{"-addr", "127.0.0.1:0", "-db", filepath.Join(dir, "x.db"), "-content", dir},
		func(string) string { return "" }, nil, io.Discard, &stderr)
	if err == nil || !strings.Contains(err.Error(), `broken.md:3: level "expert"`) {
		t.Fatalf("got %v, want the server to refuse and name broken.md:3", err)
	}
	if _, statErr := os.Stat(filepath.Join(dir, "x.db")); statErr == nil {
		t.Fatal("database created although content was invalid")
	}
}

func TestCheckCommand(t *testing.T) {
	var out bytes.Buffer
	if err := run(context.Background(), []string{"check"}, os.Getenv, nil, &out, io.Discard); err != nil {
		t.Fatalf("check of the embedded bank: %v\n%s", err, out.String())
	}
	if !strings.HasPrefix(out.String(), "ok: ") {
		t.Fatalf("check printed %q", out.String())
	}
	if err := run(context.Background(), []string{"check", "../../content/questions"}, os.Getenv, nil, &out, io.Discard); err != nil {
		t.Fatalf("check of content/questions: %v\n%s", err, out.String())
	}

	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "a.md"), []byte("---\nid: a\nlevel: expert\n---\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "b.md"), []byte("no front matter\n"), 0o644)
	out.Reset()
	err := run(context.Background(), []string{"check", dir}, os.Getenv, nil, &out, io.Discard)
	if err == nil {
		t.Fatal("check passed a broken folder")
	}
	for _, want := range []string{`a.md:3: level "expert"`, "a.md:1: front matter is missing title", "b.md:1: the file must start with a front matter block"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("check output lacks %q:\n%s", want, out.String())
		}
	}
	if err := run(context.Background(), []string{"check", filepath.Join(dir, "missing")}, os.Getenv, nil, &out, io.Discard); err == nil {
		t.Fatal("check passed a missing folder")
	}
}

func TestSimCommand(t *testing.T) {
	var out, errOut bytes.Buffer
	if err := run(context.Background(), []string{"sim", "-preset", "sidecar-startup", "-fix", "native-sidecar"}, os.Getenv, strings.NewReader(`{"proxy_config_ms": 2500}`), &out, &errOut); err != nil {
		t.Fatalf("sim: %v\n%s", err, errOut.String())
	}
	var res struct {
		Scenario struct {
			Fixes         []string `json:"fixes"`
			ProxyConfigMS int64    `json:"proxy_config_ms"`
		}
		Events  []map[string]any
		Summary struct {
			StartupFailures int `json:"startup_failures"`
		}
	}
	if err := json.Unmarshal(out.Bytes(), &res); err != nil {
		t.Fatalf("output is not JSON: %v\n%s", err, out.String())
	}
	if res.Scenario.ProxyConfigMS != 2500 || len(res.Scenario.Fixes) != 1 || res.Summary.StartupFailures != 0 || len(res.Events) == 0 {
		t.Fatalf("sim result: %+v", res)
	}

	// With no input and no preset, the defaults run: the race shows.
	out.Reset()
	if err := run(context.Background(), []string{"sim"}, os.Getenv, strings.NewReader(""), &out, &errOut); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), `"startup_failures": `) || strings.Contains(out.String(), `"startup_failures": 0`) {
		t.Fatalf("default run shows no race:\n%.500s", out.String())
	}

	for _, c := range []struct {
		args  []string
		stdin string
		want  string
	}{
		{[]string{"sim", "-preset", "nope"}, "", "preset"},
		{[]string{"sim", "-fix", "duct-tape"}, "", "fixes"},
		{[]string{"sim"}, `{"drain_ms": -1}`, "drain_ms"},
		{[]string{"sim"}, `{"drain_ms":`, "malformed"},
	} {
		err := run(context.Background(), c.args, os.Getenv, strings.NewReader(c.stdin), io.Discard, io.Discard)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v < %q: got %v, want an error naming %q", c.args, c.stdin, err, c.want)
		}
	}
}
