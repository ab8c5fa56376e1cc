package sim

import (
	"encoding/json"
	"math"
	"runtime"
	"slices"
	"sync"
)

// Compare's limits and defaults.
const (
	// DefaultComparePods is the number of pods when a request gives none.
	DefaultComparePods = 1000
	// MaxComparePods is the most pods a Compare request may ask for.
	MaxComparePods = 20_000
	// DefaultConfigMedianMS and DefaultConfigP99MS shape the log-normal
	// distribution of proxy_config_ms when a request gives none: loaded
	// nodes and control planes have long tails.
	DefaultConfigMedianMS int64 = 1500
	DefaultConfigP99MS    int64 = 12_000
	// MaxCompareSteps bounds the work of one Compare or Sweep call: the
	// steps of all its runs together. A scenario so costly that its runs
	// would need more (say, one that never settles, times 20,000 pods) is
	// refused with a FieldError on "pods" instead of tying up the server.
	MaxCompareSteps = 40_000_000
)

// z99 is the standard normal's 99th percentile: p99 = median * exp(sigma * z99).
const z99 = 2.3263478740408408

// CompareRequest asks for one scenario run over many pods, once with no fix
// and once with each fix alone.
type CompareRequest struct {
	// Scenario is the base scenario. Its own fixes choose the rows: when it
	// lists some, the rows are "none" and each of those alone, in its
	// order; when it lists none, every fix, in the order Fixes gives.
	Scenario Scenario `json:"scenario"`
	// Pods is the number of pods per row, 1 to MaxComparePods; 0 means
	// DefaultComparePods.
	Pods int `json:"pods"`
	// ConfigMedianMS and ConfigP99MS are the median and 99th percentile of
	// the log-normal distribution each pod's proxy_config_ms is drawn from;
	// 0 means the default. The draws come from Scenario.Seed, and pod i
	// draws the same value in every row, so rows differ only by their fix.
	ConfigMedianMS int64 `json:"config_median_ms"`
	ConfigP99MS    int64 `json:"config_p99_ms"`
}

// CompareResult holds one row per fix, the baseline ("none") first.
type CompareResult struct {
	Rows []CompareRow `json:"rows"`
}

// CompareRow sums up the pods of one row. Shares are fractions of the pods,
// from 0 to 1.
type CompareRow struct {
	// Fix is the fix alone in force, or "none".
	Fix string `json:"fix"`
	// FailureShare is the share of pods with any failed start-up call.
	FailureShare float64 `json:"failure_share"`
	// RestartShare is the share of pods whose app restarted.
	RestartShare float64 `json:"restart_share"`
	// ReadyP50MS and ReadyP99MS are percentiles (nearest rank) of
	// app_ready_ms; nil when that share of the pods never got ready.
	ReadyP50MS *int64 `json:"ready_p50_ms"`
	ReadyP99MS *int64 `json:"ready_p99_ms"`
	// ShutdownFailureShare is the share of pods that lost any call after
	// deletion.
	ShutdownFailureShare float64 `json:"shutdown_failure_share"`
	// JobCompletedShare is the share of Job pods that completed; nil for a
	// Deployment.
	JobCompletedShare *float64 `json:"job_completed_share"`
}

// FixNone is the Fix field of the baseline row.
const FixNone = "none"

// DefaultCompareRequest returns the request every omitted field falls back
// to: the default scenario over DefaultComparePods pods, with the default
// configuration-time distribution.
func DefaultCompareRequest() CompareRequest {
	return CompareRequest{
		Scenario:       DefaultScenario(),
		Pods:           DefaultComparePods,
		ConfigMedianMS: DefaultConfigMedianMS,
		ConfigP99MS:    DefaultConfigP99MS,
	}
}

// ParseCompareRequest decodes a compare request as strictly as
// ParseScenario decodes a scenario; an omitted field (or null) keeps its
// DefaultCompareRequest value, an explicit 0 is out of range. Errors are
// *FieldError, with the scenario's fields under "scenario.".
func ParseCompareRequest(data []byte) (CompareRequest, error) {
	r := DefaultCompareRequest()
	err := decodeObject(data, func(key string, raw json.RawMessage) error {
		if isNull(raw) {
			switch key {
			case "scenario", "pods", "config_median_ms", "config_p99_ms":
				return nil
			}
			return errUnknownField
		}
		switch key {
		case "scenario":
			s, err := ParseScenario(raw)
			if err != nil {
				if fe, ok := err.(*FieldError); ok {
					return fe.within("scenario")
				}
				return err
			}
			r.Scenario = s
			return nil
		case "pods":
			var n int64
			if err := decodeInt(key, raw, &n, 1, MaxComparePods); err != nil {
				return err
			}
			if n < 1 || n > MaxComparePods {
				return &FieldError{Field: key, Problem: "must be between 1 and " + itoa(MaxComparePods)}
			}
			r.Pods = int(n)
			return nil
		case "config_median_ms", "config_p99_ms":
			v := &r.ConfigMedianMS
			if key == "config_p99_ms" {
				v = &r.ConfigP99MS
			}
			if err := decodeInt(key, raw, v, 1, MaxDurationMS); err != nil {
				return err
			}
			if *v < 1 || *v > MaxDurationMS {
				return &FieldError{Field: key, Problem: "must be between 1 and " + itoa(MaxDurationMS)}
			}
			return nil
		}
		return errUnknownField
	})
	if err != nil {
		return CompareRequest{}, err
	}
	if err := r.Validate(); err != nil {
		return CompareRequest{}, err
	}
	return r, nil
}

// withDefaults fills the zero numbers of r with their defaults.
func (r CompareRequest) withDefaults() CompareRequest {
	if r.Pods == 0 {
		r.Pods = DefaultComparePods
	}
	if r.ConfigMedianMS == 0 {
		r.ConfigMedianMS = DefaultConfigMedianMS
	}
	if r.ConfigP99MS == 0 {
		r.ConfigP99MS = max(DefaultConfigP99MS, r.ConfigMedianMS)
	}
	return r
}

// Validate reports the first problem in r as a *FieldError. Zero numbers
// stand for their defaults, as in Compare.
func (r CompareRequest) Validate() error {
	r = r.withDefaults()
	if err := r.Scenario.Validate(); err != nil {
		return err.(*FieldError).within("scenario")
	}
	if r.Pods < 1 || r.Pods > MaxComparePods {
		return &FieldError{Field: "pods", Problem: "must be between 1 and " + itoa(MaxComparePods)}
	}
	if r.ConfigMedianMS < 1 || r.ConfigMedianMS > MaxDurationMS {
		return &FieldError{Field: "config_median_ms", Problem: "must be between 1 and " + itoa(MaxDurationMS)}
	}
	if r.ConfigP99MS < r.ConfigMedianMS || r.ConfigP99MS > MaxDurationMS {
		return &FieldError{Field: "config_p99_ms", Problem: "must be between config_median_ms (" + itoa(r.ConfigMedianMS) + ") and " + itoa(MaxDurationMS)}
	}
	return nil
}

// Compare runs r.Scenario once per pod under no fix and under each fix
// alone, each pod's proxy_config_ms drawn from a log-normal distribution
// with the requested median and 99th percentile. The result is
// reproducible: the same request always gives the same rows. Rows run in
// parallel on up to GOMAXPROCS goroutines. Bad input is a *FieldError.
func Compare(r CompareRequest) (CompareResult, error) {
	r = r.withDefaults()
	if err := r.Validate(); err != nil {
		return CompareResult{}, err
	}
	fixes := compareFixes(r.Scenario)
	z := normals(r.Scenario.Seed, r.Pods)
	configs := make([]int64, r.Pods)
	logNormal(configs, z, r.ConfigMedianMS, float64(r.ConfigP99MS)/float64(r.ConfigMedianMS))

	rows := make([]CompareRow, len(fixes)+1)
	budget := MaxCompareSteps / len(rows)
	err := parallel(len(rows), func(i int) error {
		name, sc := FixNone, r.Scenario.WithFixes()
		if i > 0 {
			name, sc = string(fixes[i-1]), r.Scenario.WithFixes(fixes[i-1])
		}
		o, err := runPods(sc, configs, budget)
		if err != nil {
			return err
		}
		rows[i] = o.row(name, sc.Workload == WorkloadJob)
		return nil
	})
	if err != nil {
		return CompareResult{}, err
	}
	return CompareResult{Rows: rows}, nil
}

// compareFixes picks the fixes that get a row.
func compareFixes(s Scenario) []Fix {
	if len(s.Fixes) > 0 {
		return slices.Clone(s.Fixes)
	}
	return allFixes()
}

// outcomes gathers the runs of one row.
type outcomes struct {
	pods, failed, restarted, lostAtShutdown, completed int
	ready                                              []int64 // app_ready_ms, math.MaxInt64 for never
}

// runPods runs sc once per configuration time, without recording events.
// It refuses to go past budget steps in all.
func runPods(sc Scenario, configs []int64, budget int) (outcomes, error) {
	sc = sc.normalized()
	o := outcomes{pods: len(configs), ready: make([]int64, len(configs))}
	var m sim
	steps := 0
	for i, cfg := range configs {
		sc.ProxyConfigMS = cfg
		m.reset(sc, false)
		m.run()
		steps += m.steps
		if steps > budget {
			return outcomes{}, &FieldError{Field: "pods", Problem: "this scenario is too costly to compare over this many pods (more than " + itoa(MaxCompareSteps) + " simulation steps in all); ask for fewer pods or use a scenario that settles sooner"}
		}
		t := &m.sum
		if t.startupFailures > 0 {
			o.failed++
		}
		if t.restarts > 0 {
			o.restarted++
		}
		if t.shutdownFailures > 0 {
			o.lostAtShutdown++
		}
		if t.jobCompleted {
			o.completed++
		}
		o.ready[i] = math.MaxInt64
		if t.appReadyMS >= 0 {
			o.ready[i] = t.appReadyMS
		}
	}
	return o, nil
}

// row turns a row's outcomes into shares and percentiles.
func (o outcomes) row(name string, job bool) CompareRow {
	n := float64(o.pods)
	row := CompareRow{
		Fix:                  name,
		FailureShare:         float64(o.failed) / n,
		RestartShare:         float64(o.restarted) / n,
		ShutdownFailureShare: float64(o.lostAtShutdown) / n,
	}
	slices.Sort(o.ready)
	row.ReadyP50MS = percentile(o.ready, 50)
	row.ReadyP99MS = percentile(o.ready, 99)
	if job {
		share := float64(o.completed) / n
		row.JobCompletedShare = &share
	}
	return row
}

// percentile is the nearest-rank percentile of sorted values, nil when it
// falls among the pods that were never ready.
func percentile(sorted []int64, p int) *int64 {
	if len(sorted) == 0 {
		return nil
	}
	rank := (p*len(sorted) + 99) / 100 // ceil(p/100 * n)
	v := sorted[max(rank, 1)-1]
	if v == math.MaxInt64 {
		return nil
	}
	return &v
}

// ---- Sweep ----

// Sweep's limits and defaults.
const (
	// DefaultSweepPods is the number of pods per point when a request
	// gives none.
	DefaultSweepPods = 500
	// MaxSweepRuns bounds the pods times points of a sweep (per fix).
	MaxSweepRuns = 50_000
	// MaxSweepPoints bounds the number of medians.
	MaxSweepPoints = 40
	// DefaultSweepP99Ratio is p99 / median when a request gives none: the
	// ratio of Compare's defaults, 12000 / 1500.
	DefaultSweepP99Ratio = 8.0
)

// DefaultSweepMediansMS are the medians a sweep uses when a request gives
// none: 250 ms to 32 s, doubling.
func DefaultSweepMediansMS() []int64 {
	return []int64{250, 500, 1000, 2000, 4000, 8000, 16_000, 32_000}
}

// SweepRequest asks for the failure share of each fix as the median
// control-plane latency grows: the data of a chart with one line per fix.
type SweepRequest struct {
	// Scenario is the base scenario; its fixes choose the lines as in
	// CompareRequest.
	Scenario Scenario `json:"scenario"`
	// Pods is the number of pods per point; 0 means DefaultSweepPods.
	Pods int `json:"pods"`
	// MediansMS are the medians of proxy_config_ms along the x axis, each
	// 1 to MaxDurationMS; empty means DefaultSweepMediansMS.
	MediansMS []int64 `json:"medians_ms"`
	// P99Ratio is every point's p99 / median, 1 to 1000; 0 means
	// DefaultSweepP99Ratio.
	P99Ratio float64 `json:"p99_ratio"`
}

// SweepResult holds one series per fix, the baseline ("none") first.
type SweepResult struct {
	Series []SweepSeries `json:"series"`
}

// SweepSeries is one line of the chart.
type SweepSeries struct {
	Fix    string       `json:"fix"`
	Points []SweepPoint `json:"points"`
}

// SweepPoint is one median and the shares of pods that failed and
// restarted there.
type SweepPoint struct {
	MedianMS     int64   `json:"median_ms"`
	FailureShare float64 `json:"failure_share"`
	RestartShare float64 `json:"restart_share"`
}

// Sweep runs, for each fix line and each median, Pods pods whose
// proxy_config_ms is drawn from a log-normal with that median and p99 =
// median * P99Ratio. Pod i uses the same standard normal draw at every
// median and on every line, so the lines are smooth and comparable. It is
// reproducible from Scenario.Seed. Bad input is a *FieldError.
func Sweep(r SweepRequest) (SweepResult, error) {
	if r.Pods == 0 {
		r.Pods = DefaultSweepPods
	}
	if len(r.MediansMS) == 0 {
		r.MediansMS = DefaultSweepMediansMS()
	}
	if r.P99Ratio == 0 {
		r.P99Ratio = DefaultSweepP99Ratio
	}
	if err := r.Scenario.Validate(); err != nil {
		return SweepResult{}, err.(*FieldError).within("scenario")
	}
	switch {
	case len(r.MediansMS) > MaxSweepPoints:
		return SweepResult{}, &FieldError{Field: "medians_ms", Problem: "must list at most " + itoa(MaxSweepPoints) + " medians"}
	case r.Pods < 1 || r.Pods*len(r.MediansMS) > MaxSweepRuns:
		return SweepResult{}, &FieldError{Field: "pods", Problem: "must be at least 1, and pods times medians at most " + itoa(MaxSweepRuns)}
	case !(r.P99Ratio >= 1 && r.P99Ratio <= 1000):
		return SweepResult{}, &FieldError{Field: "p99_ratio", Problem: "must be between 1 and 1000"}
	}
	for i, med := range r.MediansMS {
		if med < 1 || med > MaxDurationMS {
			return SweepResult{}, &FieldError{Field: "medians_ms[" + itoa(int64(i)) + "]", Problem: "must be between 1 and " + itoa(MaxDurationMS)}
		}
	}

	fixes := compareFixes(r.Scenario)
	z := normals(r.Scenario.Seed, r.Pods)
	configs := make([][]int64, len(r.MediansMS))
	for i, med := range r.MediansMS {
		configs[i] = make([]int64, r.Pods)
		logNormal(configs[i], z, med, r.P99Ratio)
	}
	series := make([]SweepSeries, len(fixes)+1)
	budget := MaxCompareSteps / len(series) / len(r.MediansMS)
	err := parallel(len(series), func(i int) error {
		name, sc := FixNone, r.Scenario.WithFixes()
		if i > 0 {
			name, sc = string(fixes[i-1]), r.Scenario.WithFixes(fixes[i-1])
		}
		points := make([]SweepPoint, len(r.MediansMS))
		for j, med := range r.MediansMS {
			o, err := runPods(sc, configs[j], budget)
			if err != nil {
				return err
			}
			n := float64(o.pods)
			points[j] = SweepPoint{MedianMS: med, FailureShare: float64(o.failed) / n, RestartShare: float64(o.restarted) / n}
		}
		series[i] = SweepSeries{Fix: name, Points: points}
		return nil
	})
	if err != nil {
		return SweepResult{}, err
	}
	return SweepResult{Series: series}, nil
}

// ---- draws ----

// parallel runs work(0..n-1) on up to GOMAXPROCS goroutines and returns the
// error of the lowest index that failed, so the answer does not depend on
// scheduling.
func parallel(n int, work func(i int) error) error {
	errs := make([]error, n)
	sem := make(chan struct{}, max(1, runtime.GOMAXPROCS(0)))
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			errs[i] = work(i)
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// normals returns n standard normal draws from seed, by Box-Muller over
// SplitMix64: both are fixed here, so the draws never change with the Go
// version.
func normals(seed int64, n int) []float64 {
	r := splitMix64{state: uint64(seed)}
	z := make([]float64, n)
	for i := 0; i < n; i += 2 {
		u1 := 1 - r.float() // (0, 1]: log(u1) is finite
		u2 := r.float()
		rad := math.Sqrt(-2 * math.Log(u1))
		z[i] = rad * math.Cos(2*math.Pi*u2)
		if i+1 < n {
			z[i+1] = rad * math.Sin(2*math.Pi*u2)
		}
	}
	return z
}

// logNormal fills out with median * exp(sigma * z), where sigma makes the
// 99th percentile median * p99Ratio, rounded to whole milliseconds and
// clamped into [0, MaxDurationMS].
func logNormal(out []int64, z []float64, median int64, p99Ratio float64) {
	sigma := math.Log(p99Ratio) / z99
	for i := range out {
		v := math.Round(float64(median) * math.Exp(sigma*z[i]))
		out[i] = int64(min(max(v, 0), float64(MaxDurationMS)))
	}
}

// splitMix64 is Steele, Lea and Flood's SplitMix64 generator.
type splitMix64 struct{ state uint64 }

func (r *splitMix64) next() uint64 {
	r.state += 0x9e3779b97f4a7c15
	z := r.state
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// float returns a uniform draw in [0, 1).
func (r *splitMix64) float() float64 { return float64(r.next()>>11) / (1 << 53) }
