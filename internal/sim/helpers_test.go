package sim

import (
	"strings"
	"testing"
)

// scenario returns the default scenario changed by edit.
func scenario(edit func(*Scenario)) Scenario {
	s := DefaultScenario()
	if edit != nil {
		edit(&s)
	}
	return s
}

// mustRun runs s after checking that it is valid and that the run is
// well-formed: ordered, bounded, ending with exactly one end or truncated
// event.
func mustRun(t testing.TB, s Scenario) Result {
	t.Helper()
	if err := s.Validate(); err != nil {
		t.Fatalf("invalid scenario: %v", err)
	}
	r := Run(s)
	checkWellFormed(t, r)
	return r
}

// checkWellFormed checks the invariants every Result keeps.
func checkWellFormed(t testing.TB, r Result) {
	t.Helper()
	n := len(r.Events)
	if n == 0 || n > MaxEvents+1 {
		t.Fatalf("%d events, want 1 to %d", n, MaxEvents+1)
	}
	for i, e := range r.Events {
		if i > 0 && e.AtMS < r.Events[i-1].AtMS {
			t.Fatalf("event %d (%v %v at %d) is earlier than the one before (%d)", i, e.Actor, e.Kind, e.AtMS, r.Events[i-1].AtMS)
		}
		if e.Actor.String() == "" || e.Kind.String() == "" || e.Text == "" {
			t.Fatalf("event %d is incomplete: %+v", i, e)
		}
		if (e.Kind == KindPodStatus) != (e.Pod != nil) {
			t.Fatalf("event %d: kind %v with pod %v", i, e.Kind, e.Pod)
		}
		last := e.Kind == KindEnd || e.Kind == KindTruncated
		if last != (i == n-1) {
			t.Fatalf("event %d of %d has kind %v", i, n, e.Kind)
		}
	}
}

// events returns the events of one actor and kind, and of one container
// when container is not empty.
func events(r Result, a Actor, k Kind, container string) []Event {
	var out []Event
	for _, e := range r.Events {
		if e.Actor == a && e.Kind == k && (container == "" || e.Container == container) {
			out = append(out, e)
		}
	}
	return out
}

// firstAt returns the time of the first matching event, or -1.
func firstAt(r Result, a Actor, k Kind, container string) int64 {
	if es := events(r, a, k, container); len(es) > 0 {
		return es[0].AtMS
	}
	return -1
}

// times lists the times of events.
func times(es []Event) []int64 {
	out := make([]int64, len(es))
	for i, e := range es {
		out[i] = e.AtMS
	}
	return out
}

// statuses lists the distinct pod rows in order, as "READY STATUS".
func statuses(r Result) []string {
	var out []string
	for _, e := range r.Events {
		if e.Kind == KindPodStatus {
			row := e.Pod.Ready + " " + e.Pod.Status
			if len(out) == 0 || out[len(out)-1] != row {
				out = append(out, row)
			}
		}
	}
	return out
}

// lastStatus returns the last pod row.
func lastStatus(r Result) PodStatus {
	var st PodStatus
	for _, e := range r.Events {
		if e.Kind == KindPodStatus {
			st = *e.Pod
		}
	}
	return st
}

// healthy reports whether a run shows no failure of any kind.
func healthy(r Result) bool {
	s := r.Summary
	ok := s.StartupFailures == 0 && s.Restarts == 0 && s.ShutdownFailures == 0 && s.AppReadyMS != nil
	if s.JobCompleted != nil {
		ok = ok && *s.JobCompleted
	}
	return ok
}

// ceilDiv is ceil(a/b) for a >= 0, b > 0.
func ceilDiv(a, b int64) int64 { return (a + b - 1) / b }

// dump formats a timeline for a failure message.
func dump(r Result) string {
	var b strings.Builder
	for _, e := range r.Events {
		b.WriteString(itoa(e.AtMS) + " " + e.Actor.String() + " " + e.Kind.String() + " " + e.Container + ": " + e.Text + "\n")
	}
	return b.String()
}
