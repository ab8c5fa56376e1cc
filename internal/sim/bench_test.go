package sim

import "testing"

// BenchmarkRun measures one full run of the default scenario, events and
// texts included: the target is at least 200,000 runs per second per core
// (at most 5 µs per op).
func BenchmarkRun(b *testing.B) {
	s := DefaultScenario()
	b.ReportAllocs()
	for b.Loop() {
		Run(s)
	}
}

// BenchmarkRunShutdown measures a run with deletion, in-flight calls and
// peers' traffic: the busiest preset timeline.
func BenchmarkRunShutdown(b *testing.B) {
	p, _ := LookupPreset("rolling-update")
	b.ReportAllocs()
	for b.Loop() {
		Run(p.Scenario)
	}
}

// BenchmarkCompare measures Compare over every fix (11 rows) and 10,000
// pods: the target is under 0.5 s.
func BenchmarkCompare(b *testing.B) {
	req := DefaultCompareRequest()
	req.Pods = 10_000
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Compare(req); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSweep measures the default sweep: 11 lines, 8 medians, 500 pods.
func BenchmarkSweep(b *testing.B) {
	req := SweepRequest{Scenario: DefaultScenario()}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Sweep(req); err != nil {
			b.Fatal(err)
		}
	}
}
