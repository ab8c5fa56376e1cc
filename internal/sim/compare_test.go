package sim

import (
	"errors"
	"math"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// rowsByFix indexes a compare result by fix name.
func rowsByFix(t *testing.T, r CompareResult) map[string]CompareRow {
	t.Helper()
	out := map[string]CompareRow{}
	for _, row := range r.Rows {
		out[row.Fix] = row
	}
	return out
}

func TestCompareRowsAndReproducibility(t *testing.T) {
	req := DefaultCompareRequest()
	req.Pods = 2000
	a, err := Compare(req)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := Compare(req)
	if !reflect.DeepEqual(a, b) {
		t.Error("the same request must give the same rows")
	}
	var names []string
	for _, row := range a.Rows {
		names = append(names, row.Fix)
		if row.JobCompletedShare != nil {
			t.Errorf("%s: job_completed_share must be null for a Deployment", row.Fix)
		}
		for _, share := range []float64{row.FailureShare, row.RestartShare, row.ShutdownFailureShare} {
			if share < 0 || share > 1 {
				t.Errorf("%s: share %v", row.Fix, share)
			}
		}
	}
	want := []string{FixNone}
	for _, f := range allFixes() {
		want = append(want, string(f))
	}
	if !slices.Equal(names, want) {
		t.Errorf("rows %v, want %v", names, want)
	}
	req.Scenario.Seed = 99
	if c, _ := Compare(req); reflect.DeepEqual(a, c) {
		t.Error("another seed must draw other pods")
	}
	// The scenario's own fixes choose the rows.
	req.Scenario.Fixes = []Fix{FixAppRetry, FixNativeSidecar}
	c, err := Compare(req)
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Rows) != 3 || c.Rows[1].Fix != "app-retry" || c.Rows[2].Fix != "native-sidecar" {
		t.Errorf("rows %+v", c.Rows)
	}
}

func TestCompareShowsLongerTimeoutsTrueFace(t *testing.T) {
	req := DefaultCompareRequest()
	req.Pods = 10_000
	res, err := Compare(req)
	if err != nil {
		t.Fatal(err)
	}
	rows := rowsByFix(t, res)
	none, longer := rows[FixNone], rows[string(FixLongerTimeout)]
	if none.RestartShare < 0.9 {
		t.Errorf("with no fix nearly every pod restarts: %v", none.RestartShare)
	}
	// Far fewer restarts, never none: the long tail of configuration
	// times outlasts any timeout, and what is left shows up as rare flakes.
	if longer.RestartShare == 0 || longer.RestartShare > none.RestartShare/10 {
		t.Errorf("longer-timeout restarts %v, none %v", longer.RestartShare, none.RestartShare)
	}
	if longer.FailureShare < 0.9 {
		t.Errorf("longer-timeout still fails its first calls: %v", longer.FailureShare)
	}
	for _, fix := range []Fix{FixNativeSidecar, FixHoldApplication, FixNodeProxy} {
		if r := rows[string(fix)]; r.FailureShare != 0 || r.RestartShare != 0 {
			t.Errorf("%s: %+v", fix, r)
		}
	}
	if r := rows[string(FixAppRetry)]; r.RestartShare != 0 || r.FailureShare == 0 {
		t.Errorf("app-retry: no restarts, but failed calls: %+v", r)
	}
	if r := rows[string(FixDelayApp)]; r.FailureShare == 0 || r.FailureShare > none.FailureShare/2 {
		t.Errorf("delay-app hides most of the race, not all: %+v", r)
	}
	if p50, p99 := none.ReadyP50MS, none.ReadyP99MS; p50 == nil || p99 == nil || *p50 > *p99 {
		t.Errorf("percentiles %v %v", p50, p99)
	}
}

func TestCompareJobsAndShutdown(t *testing.T) {
	p, _ := LookupPreset("job-never-completes")
	req := CompareRequest{Scenario: p.Scenario, Pods: 500}
	res, err := Compare(req)
	if err != nil {
		t.Fatal(err)
	}
	rows := rowsByFix(t, res)
	for name, want := range map[string]float64{FixNone: 0, "native-sidecar": 1, "quit-endpoint": 1, "node-proxy": 1, "hold-application": 0} {
		if got := rows[name].JobCompletedShare; got == nil || *got != want {
			t.Errorf("%s: job_completed_share %v, want %v", name, got, want)
		}
	}
	p, _ = LookupPreset("shutdown-race")
	res, err = Compare(CompareRequest{Scenario: p.Scenario, Pods: 500})
	if err != nil {
		t.Fatal(err)
	}
	rows = rowsByFix(t, res)
	if rows[FixNone].ShutdownFailureShare < 0.9 || rows["native-sidecar"].ShutdownFailureShare != 0 || rows["longer-drain"].ShutdownFailureShare != 0 {
		t.Errorf("shutdown shares: none %v, native %v, longer-drain %v", rows[FixNone].ShutdownFailureShare, rows["native-sidecar"].ShutdownFailureShare, rows["longer-drain"].ShutdownFailureShare)
	}
	// A pod that never gets ready has no ready time: its percentile is null.
	p, _ = LookupPreset("cni-init-container")
	res, err = Compare(CompareRequest{Scenario: p.Scenario, Pods: 100})
	if err != nil {
		t.Fatal(err)
	}
	if rows := rowsByFix(t, res); rows[FixNone].ReadyP50MS != nil || rows["native-sidecar"].ReadyP50MS == nil {
		t.Errorf("cni: %+v", res.Rows[:2])
	}
}

func TestCompareRefusesBadRequests(t *testing.T) {
	zeroLoop := DefaultScenario() // a crash loop that takes no time: every pod hits MaxSteps
	zeroLoop.InitMS, zeroLoop.ExitNoticeMS, zeroLoop.AppStartMS, zeroLoop.FirstCallMS = 0, 0, 0, 0
	zeroLoop.BackoffInitialMS, zeroLoop.BackoffMaxMS, zeroLoop.ProxyConfigMS = 0, 0, 60_000
	cases := []struct {
		name  string
		req   CompareRequest
		field string
	}{
		{"too many pods", CompareRequest{Scenario: DefaultScenario(), Pods: MaxComparePods + 1}, "pods"},
		{"negative pods", CompareRequest{Scenario: DefaultScenario(), Pods: -1}, "pods"},
		{"p99 under the median", CompareRequest{Scenario: DefaultScenario(), ConfigMedianMS: 5000, ConfigP99MS: 4000}, "config_p99_ms"},
		{"median over 24 h", CompareRequest{Scenario: DefaultScenario(), ConfigMedianMS: MaxDurationMS + 1, ConfigP99MS: MaxDurationMS + 1}, "config_median_ms"},
		{"bad scenario", CompareRequest{Scenario: scenario(func(s *Scenario) { s.DrainMS = -1 })}, "scenario.drain_ms"},
		{"too costly", CompareRequest{Scenario: zeroLoop, Pods: MaxComparePods}, "pods"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Compare(c.req)
			var fe *FieldError
			if !errors.As(err, &fe) || fe.Field != c.field {
				t.Errorf("error %v, want a FieldError on %q", err, c.field)
			}
		})
	}
}

func TestParseCompareRequest(t *testing.T) {
	r, err := ParseCompareRequest([]byte(`{"scenario":{"workload":"job"},"pods":300,"config_median_ms":2000,"config_p99_ms":20000}`))
	if err != nil {
		t.Fatal(err)
	}
	if r.Scenario.Workload != WorkloadJob || r.Pods != 300 || r.ConfigMedianMS != 2000 || r.ConfigP99MS != 20000 || r.Scenario.DrainMS != 5000 {
		t.Errorf("parsed %+v", r)
	}
	if r, err := ParseCompareRequest([]byte(`{}`)); err != nil || !reflect.DeepEqual(r, DefaultCompareRequest()) {
		t.Errorf("defaults: %+v, %v", r, err)
	}
	bad := map[string]string{
		`{"pods": 0}`:                                  "pods: must be between 1 and 20000",
		`{"pods": 20001}`:                              "pods: must be between 1 and 20000",
		`{"pods": "many"}`:                             "pods: must be a whole number",
		`{"config_median_ms": 0}`:                      "config_median_ms: must be between 1 and 86400000",
		`{"config_median_ms": 20000}`:                  "config_p99_ms: must be between config_median_ms (20000) and 86400000",
		`{"scenario": {"fixes": ["sleep"]}}`:           `scenario.fixes[0]: unknown fix "sleep"`,
		`{"scenario": {"proxy_config_ms": 100000000}}`: "scenario.proxy_config_ms: must be between 0 and 86400000",
		`{"scenario": 3}`:                              "scenario: malformed JSON: expected an object",
		`{"pod": 3}`:                                   "pod: unknown field",
		`{"pods": 3`:                                   "malformed JSON",
	}
	for body, want := range bad {
		_, err := ParseCompareRequest([]byte(body))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: error %v, want %q", body, err, want)
		}
	}
}

func TestLogNormalDraws(t *testing.T) {
	const n = 200_000
	z := normals(42, n)
	out := make([]int64, n)
	logNormal(out, z, 1500, 8)
	slices.Sort(out)
	median, p99 := out[n/2], out[n*99/100]
	if math.Abs(float64(median)-1500)/1500 > 0.02 || math.Abs(float64(p99)-12000)/12000 > 0.04 {
		t.Errorf("median %d (want ~1500), p99 %d (want ~12000)", median, p99)
	}
	if !reflect.DeepEqual(normals(7, 11), normals(7, 11)) || reflect.DeepEqual(normals(7, 11), normals(8, 11)) {
		t.Error("draws must follow the seed")
	}
	huge := make([]int64, 3)
	logNormal(huge, []float64{-40, 0, 40}, MaxDurationMS, 1000)
	if huge[0] < 0 || huge[2] != MaxDurationMS {
		t.Errorf("draws must stay within range: %v", huge)
	}
}

func TestSweep(t *testing.T) {
	res, err := Sweep(SweepRequest{Scenario: DefaultScenario(), Pods: 300})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Series) != len(allFixes())+1 || res.Series[0].Fix != FixNone {
		t.Fatalf("%d series", len(res.Series))
	}
	medians := DefaultSweepMediansMS()
	for _, s := range res.Series {
		if len(s.Points) != len(medians) {
			t.Fatalf("%s: %d points", s.Fix, len(s.Points))
		}
		for i, p := range s.Points {
			if p.MedianMS != medians[i] {
				t.Errorf("%s: point %d at %d", s.Fix, i, p.MedianMS)
			}
		}
	}
	// delay-app's failure share grows with the control plane's latency.
	var delay SweepSeries
	for _, s := range res.Series {
		if s.Fix == string(FixDelayApp) {
			delay = s
		}
	}
	if first, last := delay.Points[0], delay.Points[len(delay.Points)-1]; first.FailureShare >= last.FailureShare {
		t.Errorf("delay-app: %v at %d ms, %v at %d ms", first.FailureShare, first.MedianMS, last.FailureShare, last.MedianMS)
	}
	again, _ := Sweep(SweepRequest{Scenario: DefaultScenario(), Pods: 300})
	if !reflect.DeepEqual(res, again) {
		t.Error("sweeps must be reproducible")
	}
	for name, req := range map[string]SweepRequest{
		"pods":              {Scenario: DefaultScenario(), Pods: MaxSweepRuns},
		"medians_ms":        {Scenario: DefaultScenario(), MediansMS: make([]int64, MaxSweepPoints+1)},
		"medians_ms[1]":     {Scenario: DefaultScenario(), MediansMS: []int64{100, 0}},
		"p99_ratio":         {Scenario: DefaultScenario(), P99Ratio: 0.5},
		"scenario.workload": {Scenario: scenario(func(s *Scenario) { s.Workload = "x" })},
	} {
		_, err := Sweep(req)
		var fe *FieldError
		if !errors.As(err, &fe) || fe.Field != name {
			t.Errorf("%s: error %v", name, err)
		}
	}
}
