package sim

import "slices"

// Workload is the kind of controller that owns the simulated pod.
type Workload string

// The workloads the simulator knows.
const (
	// WorkloadDeployment is a long-running server: restartPolicy Always, it
	// serves until the pod is deleted.
	WorkloadDeployment Workload = "deployment"
	// WorkloadJob is a batch pod: restartPolicy OnFailure, the app does
	// job_work_ms of work once its start-up dependency answers, then exits 0.
	WorkloadJob Workload = "job"
)

// Redirection is how the mesh installs the pod's traffic redirection.
type Redirection string

// The redirection modes the simulator knows.
const (
	// RedirectionInitContainer is istio-init: an init container with
	// NET_ADMIN that Istio places last among the init containers, so the
	// application's own init containers still run without redirection.
	RedirectionInitContainer Redirection = "init-container"
	// RedirectionCNI is the istio-cni plugin: redirection is installed while
	// the pod sandbox is created, before any init container runs.
	RedirectionCNI Redirection = "cni"
)

// Fix is one remedy (or diagnostic) a candidate can switch on. The model of
// each is described in the package documentation and by Fixes.
type Fix string

// The fixes the simulator knows, in the order Fixes lists them.
const (
	FixNativeSidecar   Fix = "native-sidecar"
	FixHoldApplication Fix = "hold-application"
	FixAppRetry        Fix = "app-retry"
	FixLongerTimeout   Fix = "longer-timeout"
	FixDelayApp        Fix = "delay-app"
	FixExcludePort     Fix = "exclude-port"
	FixNodeProxy       Fix = "node-proxy"
	FixQuitEndpoint    Fix = "quit-endpoint"
	FixLongerDrain     Fix = "longer-drain"
	FixPrestopSleep    Fix = "prestop-sleep"
)

// FixInfo names and explains one fix for a user interface.
type FixInfo struct {
	Fix         Fix    `json:"fix"`
	Title       string `json:"title"`
	Description string `json:"description"`
}

// Fixes lists every fix with a title and a one-line description of what it
// does in the model, in a stable order (the order Compare uses).
func Fixes() []FixInfo {
	return []FixInfo{
		{FixNativeSidecar, "Native sidecar", "The proxy becomes an init container with restartPolicy Always: the app starts only after its startup probe passes, and the proxy is stopped only after the app exits."},
		{FixHoldApplication, "Hold the application", "holdApplicationUntilProxyStarts: the proxy is placed first with a postStart hook (pilot-agent wait) that blocks the app's start until the proxy is ready, for up to 60 s."},
		{FixAppRetry, "Retry with backoff", "The app retries its start-up dependency with exponential backoff instead of crashing."},
		{FixLongerTimeout, "Longer timeout", "The app keeps retrying its start-up dependency until app_timeout_ms, then crashes: fewer restarts, never none."},
		{FixDelayApp, "Delay the app", "The app's command sleeps delay_app_ms before starting: a diagnostic that hides the race while the proxy is faster than the delay."},
		{FixExcludePort, "Exclude the port", "excludeOutboundPorts takes the dependency's port out of redirection: its calls bypass the proxy (and lose mTLS and policy)."},
		{FixNodeProxy, "Node proxy (ambient)", "No per-pod proxy: a node-level proxy that already serves the pod before its containers start carries the traffic."},
		{FixQuitEndpoint, "Quit endpoint", "When the app exits with code 0 it POSTs localhost:15020/quitquitquit, so the proxy exits too and a Job can complete."},
		{FixLongerDrain, "Longer drain", "terminationDrainDuration is raised to longer_drain_ms, so a classic proxy outlives the app's in-flight work (within the grace period)."},
		{FixPrestopSleep, "preStop sleep", "The app gets a preStop sleep of prestop_sleep_ms: it keeps serving while peers learn that the endpoint is gone, then receives SIGTERM."},
	}
}

// knownFix reports whether f is one of the fixes listed by Fixes.
func knownFix(f Fix) bool {
	switch f {
	case FixNativeSidecar, FixHoldApplication, FixAppRetry, FixLongerTimeout, FixDelayApp,
		FixExcludePort, FixNodeProxy, FixQuitEndpoint, FixLongerDrain, FixPrestopSleep:
		return true
	}
	return false
}

// allFixes returns every fix in the order Fixes lists them.
func allFixes() []Fix {
	infos := Fixes()
	fixes := make([]Fix, len(infos))
	for i, info := range infos {
		fixes[i] = info.Fix
	}
	return fixes
}

// Scenario is everything that shapes one simulated pod. Durations are
// milliseconds; times such as delete_at_ms are measured from the moment the
// kubelet begins to set the pod up (t = 0). Every field is optional in JSON:
// DefaultScenario gives each one's default, and ParseScenario decodes a
// document over those defaults. A zero Scenario{} literal is not the default
// scenario: start Go code from DefaultScenario or a Preset.
type Scenario struct {
	// Workload is "deployment" (default) or "job".
	Workload Workload `json:"workload"`
	// Redirection is "init-container" (istio-init, default) or "cni".
	Redirection Redirection `json:"redirection"`
	// Fixes switches remedies on; default none.
	Fixes []Fix `json:"fixes"`
	// StartupProbe gives the native sidecar its startupProbe (default true).
	// Without it the kubelet moves on as soon as the proxy process runs, and
	// the race comes back.
	StartupProbe bool `json:"startup_probe"`
	// AppInitCall adds an application init container ("migrate") that calls
	// the start-up dependency once as it starts and fails if the call fails
	// (default false).
	AppInitCall bool `json:"app_init_call"`

	// InitMS is how long each run-to-completion init container runs:
	// istio-init or istio-validation, and the app's init container
	// (default 500).
	InitMS int64 `json:"init_ms"`
	// ProxyStartMS is the kubelet's start of the proxy container, from the
	// start call to a running process (default 300). The kubelet starts the
	// next container only when it returns.
	ProxyStartMS int64 `json:"proxy_start_ms"`
	// ProxyConfigMS is the proxy's process start to listeners and routes
	// ready, i.e. /healthz/ready answering 200 (default 1500).
	ProxyConfigMS int64 `json:"proxy_config_ms"`
	// RoutesLagMS is how long the listeners are open before the routes
	// arrive; calls in that window get the proxy's own 503 UH (default 300).
	RoutesLagMS int64 `json:"routes_lag_ms"`
	// AppStartMS is the kubelet's start of the app container, from the start
	// call to a running process (default 300).
	AppStartMS int64 `json:"app_start_ms"`
	// FirstCallMS is from the app's main starting to its first call to its
	// start-up dependency (default 200).
	FirstCallMS int64 `json:"first_call_ms"`
	// AppTimeoutMS is how long the app keeps retrying with longer-timeout,
	// from its first attempt, before it gives up and crashes (default 10000).
	AppTimeoutMS int64 `json:"app_timeout_ms"`
	// RetryIntervalMS is the app's interval between start-up attempts with
	// longer-timeout, and the first backoff step with app-retry
	// (default 500).
	RetryIntervalMS int64 `json:"retry_interval_ms"`
	// RetryMaxMS caps app-retry's doubling backoff (default 8000).
	RetryMaxMS int64 `json:"retry_max_ms"`
	// DelayAppMS is the sleep delay-app puts before the app's command
	// (default 5000).
	DelayAppMS int64 `json:"delay_app_ms"`
	// JobWorkMS is the job's work once its dependency answered (default 5000).
	JobWorkMS int64 `json:"job_work_ms"`

	// DeleteAtMS is when the pod is deleted (a scale-down or a rolling
	// update replacing it); 0, the default, means never.
	DeleteAtMS int64 `json:"delete_at_ms"`
	// InflightMS is the work the app still does after SIGTERM, making an
	// outbound call every call_interval_ms (default 2000).
	InflightMS int64 `json:"inflight_ms"`
	// CallIntervalMS is the interval between the app's outbound calls during
	// in-flight work (default 1000).
	CallIntervalMS int64 `json:"call_interval_ms"`
	// DrainMS is a classic proxy's terminationDrainDuration (default 5000).
	DrainMS int64 `json:"drain_ms"`
	// LongerDrainMS is the drain longer-drain sets (default 20000).
	LongerDrainMS int64 `json:"longer_drain_ms"`
	// GraceMS is terminationGracePeriodSeconds (default 30000).
	GraceMS int64 `json:"grace_ms"`
	// PrestopSleepMS is the app's preStop sleep with prestop-sleep
	// (default 3000: longer than the default propagation, and short enough
	// that sleep plus in-flight work fits in the classic proxy's drain).
	PrestopSleepMS int64 `json:"prestop_sleep_ms"`
	// EndpointPropagationMS is how long peers keep sending to the pod after
	// its deletion removed it from the EndpointSlice (default 2000).
	EndpointPropagationMS int64 `json:"endpoint_propagation_ms"`
	// PeerIntervalMS is the interval between peers' requests to the pod
	// (default 250).
	PeerIntervalMS int64 `json:"peer_interval_ms"`

	// ExitNoticeMS is how long the kubelet takes to notice that a container
	// exited, the PLEG relist period (default 1000).
	ExitNoticeMS int64 `json:"exit_notice_ms"`
	// BackoffInitialMS is CrashLoopBackOff's delay from the second restart
	// on (default 10000).
	BackoffInitialMS int64 `json:"backoff_initial_ms"`
	// BackoffMaxMS caps the doubling CrashLoopBackOff delay (default 300000).
	BackoffMaxMS int64 `json:"backoff_max_ms"`
	// BackoffResetMS is how long without a crash resets the back-off
	// (default 600000).
	BackoffResetMS int64 `json:"backoff_reset_ms"`
	// ProbePeriodMS is the native sidecar's startupProbe period
	// (default 1000).
	ProbePeriodMS int64 `json:"probe_period_ms"`
	// ProbeFailureThreshold is how many failed startup probes make the
	// kubelet kill and restart the native sidecar (default 600).
	ProbeFailureThreshold int64 `json:"probe_failure_threshold"`
	// HoldPollMS is pilot-agent wait's polling period (default 500).
	HoldPollMS int64 `json:"hold_poll_ms"`
	// HoldTimeoutMS is pilot-agent wait's timeout (default 60000).
	HoldTimeoutMS int64 `json:"hold_timeout_ms"`

	// Seed seeds Compare's and Sweep's draws; Run itself is deterministic
	// without randomness (default 0).
	Seed int64 `json:"seed"`
}

// MaxDurationMS is the largest value any duration field accepts: 24 hours.
const MaxDurationMS int64 = 24 * 60 * 60 * 1000

// maxProbeFailureThreshold bounds probe_failure_threshold.
const maxProbeFailureThreshold int64 = 100_000

// DefaultScenario returns the scenario every omitted field falls back to: a
// Deployment with a classic Istio sidecar, istio-init redirection, no fix,
// never deleted, and the defaults documented on each Scenario field.
func DefaultScenario() Scenario {
	return Scenario{
		Workload:     WorkloadDeployment,
		Redirection:  RedirectionInitContainer,
		Fixes:        []Fix{},
		StartupProbe: true,

		InitMS:          500,
		ProxyStartMS:    300,
		ProxyConfigMS:   1500,
		RoutesLagMS:     300,
		AppStartMS:      300,
		FirstCallMS:     200,
		AppTimeoutMS:    10_000,
		RetryIntervalMS: 500,
		RetryMaxMS:      8000,
		DelayAppMS:      5000,
		JobWorkMS:       5000,

		DeleteAtMS:            0,
		InflightMS:            2000,
		CallIntervalMS:        1000,
		DrainMS:               5000,
		LongerDrainMS:         20_000,
		GraceMS:               30_000,
		PrestopSleepMS:        3000,
		EndpointPropagationMS: 2000,
		PeerIntervalMS:        250,

		ExitNoticeMS:          1000,
		BackoffInitialMS:      10_000,
		BackoffMaxMS:          300_000,
		BackoffResetMS:        600_000,
		ProbePeriodMS:         1000,
		ProbeFailureThreshold: 600,
		HoldPollMS:            500,
		HoldTimeoutMS:         60_000,
	}
}

// Has reports whether the scenario switches fix f on.
func (s Scenario) Has(f Fix) bool { return slices.Contains(s.Fixes, f) }

// WithFixes returns a copy of s whose fixes are exactly fixes (a new slice,
// so the copy never shares its list with s).
func (s Scenario) WithFixes(fixes ...Fix) Scenario {
	s.Fixes = append([]Fix{}, fixes...)
	return s
}

// numField describes one numeric field for parsing, validation and
// normalisation.
type numField struct {
	name     string
	v        *int64
	min, max int64
}

// numNumFields is the number of numeric fields of Scenario but seed.
const numNumFields = 28

// numFields lists the numeric fields of s with their allowed ranges, in the
// order the JSON documents them. Intervals and periods must be at least
// 1 ms so no periodic action can repeat at a single instant. It returns an
// array so that normalising a scenario for every Run does not allocate.
func (s *Scenario) numFields() [numNumFields]numField {
	d := func(name string, v *int64) numField { return numField{name, v, 0, MaxDurationMS} }
	period := func(name string, v *int64) numField { return numField{name, v, 1, MaxDurationMS} }
	return [numNumFields]numField{
		d("init_ms", &s.InitMS),
		d("proxy_start_ms", &s.ProxyStartMS),
		d("proxy_config_ms", &s.ProxyConfigMS),
		d("routes_lag_ms", &s.RoutesLagMS),
		d("app_start_ms", &s.AppStartMS),
		d("first_call_ms", &s.FirstCallMS),
		d("app_timeout_ms", &s.AppTimeoutMS),
		period("retry_interval_ms", &s.RetryIntervalMS),
		period("retry_max_ms", &s.RetryMaxMS),
		d("delay_app_ms", &s.DelayAppMS),
		d("job_work_ms", &s.JobWorkMS),
		d("delete_at_ms", &s.DeleteAtMS),
		d("inflight_ms", &s.InflightMS),
		period("call_interval_ms", &s.CallIntervalMS),
		d("drain_ms", &s.DrainMS),
		d("longer_drain_ms", &s.LongerDrainMS),
		d("grace_ms", &s.GraceMS),
		d("prestop_sleep_ms", &s.PrestopSleepMS),
		d("endpoint_propagation_ms", &s.EndpointPropagationMS),
		period("peer_interval_ms", &s.PeerIntervalMS),
		d("exit_notice_ms", &s.ExitNoticeMS),
		d("backoff_initial_ms", &s.BackoffInitialMS),
		d("backoff_max_ms", &s.BackoffMaxMS),
		d("backoff_reset_ms", &s.BackoffResetMS),
		period("probe_period_ms", &s.ProbePeriodMS),
		{"probe_failure_threshold", &s.ProbeFailureThreshold, 1, maxProbeFailureThreshold},
		period("hold_poll_ms", &s.HoldPollMS),
		d("hold_timeout_ms", &s.HoldTimeoutMS),
	}
}

// durationSum adds up every duration field (all the numFields but
// probe_failure_threshold, which is a count), for the run's horizon. It
// spells the fields out so that Compare's tight loop does not build the
// numFields slice for every pod.
func (s *Scenario) durationSum() int64 {
	return s.InitMS + s.ProxyStartMS + s.ProxyConfigMS + s.RoutesLagMS + s.AppStartMS +
		s.FirstCallMS + s.AppTimeoutMS + s.RetryIntervalMS + s.RetryMaxMS + s.DelayAppMS +
		s.JobWorkMS + s.DeleteAtMS + s.InflightMS + s.CallIntervalMS + s.DrainMS +
		s.LongerDrainMS + s.GraceMS + s.PrestopSleepMS + s.EndpointPropagationMS +
		s.PeerIntervalMS + s.ExitNoticeMS + s.BackoffInitialMS + s.BackoffMaxMS +
		s.BackoffResetMS + s.ProbePeriodMS + s.HoldPollMS + s.HoldTimeoutMS
}

// Validate reports the first problem in s as a *FieldError naming the JSON
// field, or nil when Run can take s as it is.
func (s Scenario) Validate() error {
	switch s.Workload {
	case WorkloadDeployment, WorkloadJob:
	default:
		return &FieldError{Field: "workload", Problem: `must be "deployment" or "job"`}
	}
	switch s.Redirection {
	case RedirectionInitContainer, RedirectionCNI:
	default:
		return &FieldError{Field: "redirection", Problem: `must be "init-container" or "cni"`}
	}
	for i, f := range s.Fixes {
		field := "fixes[" + itoa(int64(i)) + "]"
		if !knownFix(f) {
			return &FieldError{Field: field, Problem: "unknown fix " + quote(string(f)) + "; known fixes are " + fixList()}
		}
		if slices.Index(s.Fixes, f) < i {
			return &FieldError{Field: field, Problem: quote(string(f)) + " is listed twice"}
		}
	}
	for _, f := range s.numFields() {
		if *f.v < f.min || *f.v > f.max {
			return &FieldError{Field: f.name, Problem: "must be between " + itoa(f.min) + " and " + itoa(f.max)}
		}
	}
	return nil
}

// normalized returns a copy of s that Run can always simulate: unknown
// workloads and redirections fall back to the defaults, unknown or repeated
// fixes are dropped and every number is clamped into its range. For a
// scenario that passes Validate it changes nothing but the identity of the
// fixes slice.
func (s Scenario) normalized() Scenario {
	if s.Workload != WorkloadJob {
		s.Workload = WorkloadDeployment
	}
	if s.Redirection != RedirectionCNI {
		s.Redirection = RedirectionInitContainer
	}
	fixes := make([]Fix, 0, len(s.Fixes))
	for _, f := range s.Fixes {
		if knownFix(f) && !slices.Contains(fixes, f) {
			fixes = append(fixes, f)
		}
	}
	s.Fixes = fixes
	for _, f := range s.numFields() {
		*f.v = min(max(*f.v, f.min), f.max)
	}
	return s
}

// fixList is the known fixes joined for an error message.
func fixList() string {
	var b []byte
	for i, f := range allFixes() {
		if i > 0 {
			b = append(b, ", "...)
		}
		b = append(b, f...)
	}
	return string(b)
}
