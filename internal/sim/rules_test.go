package sim

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// Each test here checks one rule of ../shared/reference/lifecycle-facts.md.
// Expected times are computed from the scenario's parameters, and every
// rule is tried with several sets of numbers.

// initDoneAt is when the kubelet, having noticed istio-init's exit, starts
// the regular containers of a classic pod with no app init container.
func initDoneAt(s Scenario) int64 { return s.InitMS + s.ExitNoticeMS }

func TestRegularContainersStartInOrderWithoutWaiting(t *testing.T) {
	cases := []struct{ initMS, notice, appStart, proxyStart int64 }{
		{500, 1000, 300, 300},
		{100, 400, 2000, 50},
		{0, 0, 0, 700},
		{1234, 987, 65, 4321},
	}
	for _, c := range cases {
		t.Run(fmt.Sprint(c), func(t *testing.T) {
			s := scenario(func(s *Scenario) {
				s.InitMS, s.ExitNoticeMS, s.AppStartMS, s.ProxyStartMS = c.initMS, c.notice, c.appStart, c.proxyStart
			})
			r := mustRun(t, s)
			t0 := initDoneAt(s)
			// Istio puts the classic proxy last: the app is started first,
			// and the proxy as soon as the app's start call returns.
			want := map[string]int64{
				"start app":   t0,
				"app runs":    t0 + c.appStart,
				"start proxy": t0 + c.appStart,
				"proxy runs":  t0 + c.appStart + c.proxyStart,
			}
			got := map[string]int64{
				"start app":   firstAt(r, ActorKubelet, KindContainerStart, "app"),
				"app runs":    firstAt(r, ActorApp, KindProcessStart, "app"),
				"start proxy": firstAt(r, ActorKubelet, KindContainerStart, "istio-proxy"),
				"proxy runs":  firstAt(r, ActorProxy, KindProcessStart, "istio-proxy"),
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("got %v, want %v\n%s", got, want, dump(r))
			}
		})
	}
}

func TestHoldApplicationPostStartBlocksTheApp(t *testing.T) {
	cases := []struct {
		name                             string
		initMS, notice, proxyStart       int64
		configMS, pollMS, timeoutMS      int64
		wantAppStart                     int64 // from t = 0
		wantHookFailed, wantRaceComeBack bool
	}{
		// The example: the proxy is ready at 1.8 s, the app starts
		// at the 2.0 s poll.
		{"ready at 1.8s", 0, 0, 0, 1800, 500, 60_000, 2000, false, false},
		// The first poll is one period after the hook starts.
		{"ready at once", 0, 0, 0, 0, 500, 60_000, 500, false, false},
		{"ready on a poll", 0, 0, 0, 500, 500, 60_000, 500, false, false},
		{"ready just after a poll", 0, 0, 0, 501, 500, 60_000, 1000, false, false},
		{"other period", 0, 0, 0, 1000, 300, 60_000, 1200, false, false},
		{"defaults", 500, 1000, 300, 1500, 500, 60_000, 1800 + 1500, false, false},
		{"slow proxy", 200, 700, 100, 45_250, 500, 60_000, 1000 + 45_500, false, false},
		// pilot-agent wait gives up: FailedPostStartHook, the kubelet
		// starts the app anyway and the race comes back.
		{"timeout", 0, 0, 0, 2500, 500, 2000, 2000, true, true},
		{"past 60s", 500, 1000, 300, 61_000, 500, 60_000, 1800 + 60_000, true, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := scenario(func(s *Scenario) {
				s.Fixes = []Fix{FixHoldApplication}
				s.InitMS, s.ExitNoticeMS, s.ProxyStartMS = c.initMS, c.notice, c.proxyStart
				s.ProxyConfigMS, s.HoldPollMS, s.HoldTimeoutMS = c.configMS, c.pollMS, c.timeoutMS
			})
			r := mustRun(t, s)
			hookStart := initDoneAt(s) + c.proxyStart
			if got := firstAt(r, ActorKubelet, KindHookStart, "istio-proxy"); got != hookStart {
				t.Errorf("hook starts at %d, want %d", got, hookStart)
			}
			if got := firstAt(r, ActorKubelet, KindContainerStart, "istio-proxy"); got > firstAt(r, ActorKubelet, KindContainerStart, "app") {
				t.Errorf("the proxy must be started before the app")
			}
			polls := append(events(r, ActorKubelet, KindProbeFailed, "istio-proxy"), events(r, ActorKubelet, KindProbeOK, "istio-proxy")...)
			if len(polls) > 0 && polls[0].AtMS != hookStart+c.pollMS {
				t.Errorf("first poll at %d, want %d", polls[0].AtMS, hookStart+c.pollMS)
			}
			if got := firstAt(r, ActorKubelet, KindContainerStart, "app"); got != c.wantAppStart {
				t.Errorf("app starts at %d, want %d\n%s", got, c.wantAppStart, dump(r))
			}
			if failed := firstAt(r, ActorKubelet, KindHookFailed, "istio-proxy") >= 0; failed != c.wantHookFailed {
				t.Errorf("hook failed: %v, want %v", failed, c.wantHookFailed)
			}
			if race := r.Summary.StartupFailures > 0; race != c.wantRaceComeBack {
				t.Errorf("start-up failures %d, want some: %v", r.Summary.StartupFailures, c.wantRaceComeBack)
			}
		})
	}
}

func TestNativeSidecarStartsTheAppAfterItsStartupProbe(t *testing.T) {
	for _, period := range []int64{1000, 250} {
		for _, config := range []int64{0, 999, 1000, 1001, 4321} {
			t.Run(fmt.Sprintf("period %d config %d", period, config), func(t *testing.T) {
				s := scenario(func(s *Scenario) {
					s.Fixes = []Fix{FixNativeSidecar}
					s.ProbePeriodMS, s.ProxyConfigMS = period, config
				})
				r := mustRun(t, s)
				proxyRuns := initDoneAt(s) + s.ProxyStartMS
				// Probes run one period apart from the process start; the
				// first that finds the proxy ready lets the kubelet move on.
				want := proxyRuns + period*max(1, ceilDiv(config, period))
				if got := firstAt(r, ActorKubelet, KindContainerStart, "app"); got != want {
					t.Errorf("app starts at %d, want %d\n%s", got, want, dump(r))
				}
				if !healthy(r) {
					t.Errorf("a native sidecar with a startup probe must remove the race: %+v", r.Summary)
				}
			})
		}
	}
}

func TestNativeSidecarWithoutStartupProbeBringsTheRaceBack(t *testing.T) {
	cases := []struct {
		config, appStart, firstCall int64
		wantRace                    bool
	}{
		{1500, 300, 200, true},
		{100, 300, 200, false},
		{500, 300, 200, false}, // the call lands the very millisecond routes arrive
		{501, 300, 200, true},
		{10_000, 2000, 5000, true},
	}
	for _, c := range cases {
		t.Run(fmt.Sprint(c), func(t *testing.T) {
			s := scenario(func(s *Scenario) {
				s.Fixes = []Fix{FixNativeSidecar}
				s.StartupProbe = false
				s.ProxyConfigMS, s.AppStartMS, s.FirstCallMS = c.config, c.appStart, c.firstCall
			})
			r := mustRun(t, s)
			proxyRuns := initDoneAt(s) + s.ProxyStartMS
			if got := firstAt(r, ActorKubelet, KindContainerStart, "app"); got != proxyRuns {
				t.Errorf("without a startup probe the app starts once the proxy process runs (%d), got %d", proxyRuns, got)
			}
			if race := r.Summary.StartupFailures > 0; race != c.wantRace {
				t.Errorf("start-up failures %d, want some: %v\n%s", r.Summary.StartupFailures, c.wantRace, dump(r))
			}
		})
	}
}

// backoffDelays returns, for each restart of the app, how long the kubelet
// waited after noticing the crash.
func backoffDelays(t *testing.T, r Result, notice int64) []int64 {
	t.Helper()
	crashes := times(events(r, ActorApp, KindCrash, "app"))
	var restarts []int64
	for _, e := range events(r, ActorKubelet, KindContainerStart, "app") {
		if strings.HasPrefix(e.Text, "Restarting") {
			restarts = append(restarts, e.AtMS)
		}
	}
	var delays []int64
	for i, at := range restarts {
		delays = append(delays, at-(crashes[i]+notice))
	}
	return delays
}

func TestCrashLoopBackOff(t *testing.T) {
	cases := []struct {
		name                   string
		initial, maxMS, notice int64
		firstCall, reset       int64
		want                   []int64
	}{
		{"kubelet defaults", 10_000, 300_000, 1000, 200, 600_000,
			[]int64{0, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000}},
		{"other numbers", 2000, 9000, 400, 200, 600_000,
			[]int64{0, 2000, 4000, 8000, 9000, 9000}},
		// A crash longer than backoff_reset_ms after the last restart
		// starts the back-off over: the restart is immediate again.
		{"reset every time", 10_000, 300_000, 1000, 20_000, 15_000,
			[]int64{0, 0, 0, 0}},
		{"no reset", 10_000, 300_000, 1000, 20_000, 25_000,
			[]int64{0, 10_000, 20_000, 40_000}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := scenario(func(s *Scenario) {
				s.ProxyConfigMS = 40 * 60 * 1000 // the app never gets through
				s.BackoffInitialMS, s.BackoffMaxMS, s.ExitNoticeMS = c.initial, c.maxMS, c.notice
				s.FirstCallMS, s.BackoffResetMS = c.firstCall, c.reset
			})
			r := mustRun(t, s)
			got := backoffDelays(t, r, c.notice)
			if len(got) < len(c.want) || !slices.Equal(got[:len(c.want)], c.want) {
				t.Fatalf("back-off delays %v, want them to start %v", got, c.want)
			}
			for _, e := range events(r, ActorKubelet, KindBackoff, "app") {
				if !strings.Contains(e.Text, "Back-off ") || !strings.Contains(e.Text, "restarting failed container app") {
					t.Errorf("back-off text %q", e.Text)
				}
			}
			if c.initial == 10_000 && c.reset > c.firstCall+c.notice && !slices.Contains(statuses(r), "1/2 CrashLoopBackOff") {
				t.Errorf("the pod never shows CrashLoopBackOff: %v", statuses(r))
			}
		})
	}
}

func TestKubeletNoticesAnExitAfterItsRelist(t *testing.T) {
	for _, notice := range []int64{0, 1, 400, 1000} {
		// The app crashes after the kubelet has started the proxy, so the
		// kubelet is free to restart it the moment it notices.
		r := mustRun(t, scenario(func(s *Scenario) { s.ExitNoticeMS, s.FirstCallMS = notice, 1000 }))
		crash := firstAt(r, ActorApp, KindCrash, "app")
		var restart int64 = -1
		for _, e := range events(r, ActorKubelet, KindContainerStart, "app") {
			if strings.HasPrefix(e.Text, "Restarting") {
				restart = e.AtMS
				break
			}
		}
		if restart != crash+notice {
			t.Errorf("notice %d: crash at %d, first (immediate) restart at %d", notice, crash, restart)
		}
	}
}

func TestRedirectedCallOutcomeFollowsTheProxy(t *testing.T) {
	type outcome int
	const (
		refused outcome = iota
		noRoute
		ok
	)
	cases := []struct {
		config, lag, offset int64 // offset: the call's time minus the proxy process start
		want                outcome
	}{
		{1500, 300, -100, refused}, // the proxy process does not even run
		{1500, 300, 1199, refused},
		{1500, 300, 1200, noRoute}, // listeners, no routes: the proxy's own 503
		{1500, 300, 1499, noRoute},
		{1500, 300, 1500, ok},
		{1000, 2000, 0, noRoute}, // a lag longer than the whole configuration
		{800, 0, 799, refused},
		{800, 0, 800, ok},
		{5000, 4999, 1, noRoute},
	}
	for _, c := range cases {
		t.Run(fmt.Sprint(c), func(t *testing.T) {
			s := scenario(func(s *Scenario) { s.ProxyConfigMS, s.RoutesLagMS = c.config, c.lag })
			// The proxy process starts proxy_start_ms after the app's.
			s.FirstCallMS = s.ProxyStartMS + c.offset
			r := mustRun(t, s)
			first := r.Events[slices.IndexFunc(r.Events, func(e Event) bool {
				return e.Actor == ActorApp && (e.Kind == KindCallFailed || e.Kind == KindCallOK)
			})]
			var got outcome
			switch {
			case first.Kind == KindCallOK:
				got = ok
			case strings.Contains(first.Text, "503") && strings.Contains(first.Text, "no healthy upstream") && strings.Contains(first.Text, "UH"):
				got = noRoute
			case strings.Contains(first.Text, "dial tcp "+DependencyAddr+": connect: connection refused"):
				got = refused
			default:
				t.Fatalf("unexpected text %q", first.Text)
			}
			if got != c.want {
				t.Errorf("outcome %d, want %d: %q", got, c.want, first.Text)
			}
		})
	}
}

func TestConnectionRefusedNamesTheOriginalDestination(t *testing.T) {
	r := mustRun(t, DefaultScenario())
	failed := events(r, ActorApp, KindCallFailed, "app")
	if len(failed) == 0 {
		t.Fatal("the default scenario must fail at start-up")
	}
	text := failed[0].Text
	if !strings.Contains(text, "dial tcp 10.96.0.12:5432: connect: connection refused") || strings.Contains(text, "15001") || strings.Contains(text, "127.0.0.1") {
		t.Errorf("the error must name the original destination, not the proxy: %q", text)
	}
}

func TestEveryContainerGetsSigtermAtDeletion(t *testing.T) {
	for _, fixes := range [][]Fix{nil, {FixHoldApplication}, {FixLongerDrain}} {
		s := scenario(func(s *Scenario) { s.Fixes, s.FirstCallMS, s.DeleteAtMS = fixes, 3000, 20_000 })
		r := mustRun(t, s)
		for _, c := range []string{"app", "istio-proxy"} {
			if got := firstAt(r, ActorKubelet, KindSigterm, c); got != s.DeleteAtMS {
				t.Errorf("%v: SIGTERM to %s at %d, want %d", fixes, c, got, s.DeleteAtMS)
			}
		}
	}
}

func TestClassicProxyDrainsThenExitsUnderTheApp(t *testing.T) {
	cases := []struct{ inflight, drain, interval, grace int64 }{
		{10_000, 5000, 1000, 30_000}, // the example: calls after 5 s fail
		{10_000, 10_000, 1000, 30_000},
		{3000, 5000, 1000, 30_000},
		{10_000, 2500, 1000, 30_000},
		{10_000, 5000, 700, 30_000},
		{40_000, 5000, 1000, 30_000}, // the grace period cuts the work short
		{9000, 0, 1500, 30_000},
	}
	for _, c := range cases {
		t.Run(fmt.Sprint(c), func(t *testing.T) {
			const del = 30_000
			s := scenario(func(s *Scenario) {
				s.FirstCallMS, s.DeleteAtMS, s.EndpointPropagationMS = 3000, del, 0
				s.InflightMS, s.DrainMS, s.CallIntervalMS, s.GraceMS = c.inflight, c.drain, c.interval, c.grace
			})
			r := mustRun(t, s)
			var want int64 // calls at del + k*interval within the work, once the proxy is gone
			for at := int64(0); at < c.inflight; at += c.interval {
				if at >= min(c.drain, c.grace) {
					want++
				}
			}
			if got := int64(r.Summary.ShutdownFailures); got != want {
				t.Errorf("shutdown failures %d, want %d\n%s", got, want, dump(r))
			}
			for _, e := range events(r, ActorApp, KindCallFailed, "app") {
				if e.AtMS < del+c.drain {
					t.Errorf("a call fails at %d, before the drain ends at %d", e.AtMS, del+c.drain)
				}
			}
			for _, e := range events(r, ActorApp, KindCallOK, "app") {
				if e.AtMS >= del && e.AtMS >= del+c.drain {
					t.Errorf("a call succeeds at %d, after the proxy exited at %d", e.AtMS, del+c.drain)
				}
			}
			wantDone := del + min(max(c.drain, c.inflight), c.grace)
			if got := r.Summary.PodDoneMS; got == nil || *got != wantDone {
				t.Errorf("pod done at %v, want %d", got, wantDone)
			}
		})
	}
}

func TestNativeSidecarIsStoppedOnlyAfterTheApp(t *testing.T) {
	cases := []struct{ inflight, interval, grace int64 }{
		{10_000, 1000, 30_000},
		{29_000, 500, 30_000},
		{45_000, 1000, 30_000}, // one grace period for both: the rest is killed
	}
	for _, c := range cases {
		t.Run(fmt.Sprint(c), func(t *testing.T) {
			const del = 30_000
			s := scenario(func(s *Scenario) {
				s.Fixes = []Fix{FixNativeSidecar}
				s.FirstCallMS, s.DeleteAtMS, s.EndpointPropagationMS = 3000, del, 0
				s.InflightMS, s.CallIntervalMS, s.GraceMS = c.inflight, c.interval, c.grace
			})
			r := mustRun(t, s)
			end := del + min(c.inflight, c.grace)
			if c.inflight <= c.grace {
				if got := firstAt(r, ActorKubelet, KindSigterm, "istio-proxy"); got != end {
					t.Errorf("SIGTERM to the sidecar at %d, want when the app exits (%d)", got, end)
				}
			} else if got := firstAt(r, ActorKubelet, KindSigkill, "istio-proxy"); got != end {
				t.Errorf("SIGKILL to the sidecar at %d, want at the end of the grace period (%d)", got, end)
			}
			var lost int64
			for at := int64(0); at < c.inflight; at += c.interval {
				if at >= c.grace {
					lost++
				}
			}
			if int64(r.Summary.ShutdownFailures) != lost {
				t.Errorf("shutdown failures %d, want %d", r.Summary.ShutdownFailures, lost)
			}
			if got := r.Summary.PodDoneMS; got == nil || *got != end {
				t.Errorf("pod done at %v, want %d", got, end)
			}
		})
	}
}

func TestJobCompletion(t *testing.T) {
	cases := []struct {
		fixes []Fix
		want  bool
	}{
		{nil, false},
		{[]Fix{FixHoldApplication}, false},
		{[]Fix{FixQuitEndpoint}, true},
		{[]Fix{FixNativeSidecar}, true},
		{[]Fix{FixNodeProxy}, true},
		{[]Fix{FixLongerDrain}, false},
	}
	for _, c := range cases {
		for _, work := range []int64{0, 5000, 123_456} {
			t.Run(fmt.Sprint(c.fixes, work), func(t *testing.T) {
				s := scenario(func(s *Scenario) {
					s.Workload, s.Fixes, s.JobWorkMS, s.FirstCallMS = WorkloadJob, c.fixes, work, 3000
				})
				r := mustRun(t, s)
				sum := r.Summary
				if sum.JobCompleted == nil || *sum.JobCompleted != c.want {
					t.Fatalf("job_completed %v, want %v\n%s", sum.JobCompleted, c.want, dump(r))
				}
				if !c.want {
					st := lastStatus(r)
					if sum.PodDoneMS != nil || st.Ready != "1/2" || st.Status != "Running" || st.Phase != "Running" {
						t.Errorf("a classic sidecar must keep the pod 1/2 Running: %+v, done %v", st, sum.PodDoneMS)
					}
					return
				}
				// The kubelet notices the app's exit on its next relist; a
				// native sidecar is then stopped at once, and a proxy told
				// to quit has exited already.
				wantDone := *sum.AppReadyMS + work + s.ExitNoticeMS
				if sum.PodDoneMS == nil || *sum.PodDoneMS != wantDone {
					t.Errorf("pod done at %v, want %d", sum.PodDoneMS, wantDone)
				}
				if st := lastStatus(r); st.Phase != "Succeeded" || st.Status != "Completed" {
					t.Errorf("last row %+v, want Succeeded / Completed", st)
				}
			})
		}
	}
	r := mustRun(t, DefaultScenario())
	if r.Summary.JobCompleted != nil {
		t.Errorf("job_completed must be null for a Deployment")
	}
}

func TestCNIRedirectionIsInForceBeforeInitContainers(t *testing.T) {
	cni := scenario(func(s *Scenario) { s.Redirection, s.AppInitCall = RedirectionCNI, true })

	r := mustRun(t, cni)
	if got := firstAt(r, ActorNetwork, KindRedirect, ""); got != 0 {
		t.Errorf("CNI redirection at %d, want 0", got)
	}
	migrate := events(r, ActorApp, KindCallFailed, "migrate")
	if len(migrate) == 0 || !strings.Contains(migrate[0].Text, "connection refused") {
		t.Fatalf("the init container's call must be refused:\n%s", dump(r))
	}
	if r.Summary.AppReadyMS != nil || r.Summary.Restarts == 0 || !r.Truncated() {
		t.Errorf("a classic proxy starts only after the init containers: the pod must never get ready: %+v", r.Summary)
	}
	if !slices.Contains(statuses(r), "0/2 Init:CrashLoopBackOff") {
		t.Errorf("want Init:CrashLoopBackOff among %v", statuses(r))
	}

	// istio-init runs after the app's own init containers, so they are
	// not redirected.
	r = mustRun(t, scenario(func(s *Scenario) { s.AppInitCall = true }))
	if len(events(r, ActorApp, KindCallOK, "migrate")) != 1 || len(events(r, ActorApp, KindCallFailed, "migrate")) != 0 {
		t.Errorf("with istio-init the init container must get through:\n%s", dump(r))
	}

	for _, fix := range []Fix{FixNativeSidecar, FixExcludePort, FixNodeProxy} {
		r := mustRun(t, cni.WithFixes(fix))
		if !healthy(r) {
			t.Errorf("%s must fix the CNI init container: %+v\n%s", fix, r.Summary, dump(r))
		}
	}
}

func TestPeersKeepSendingWhileTheEndpointRemovalPropagates(t *testing.T) {
	cases := []struct {
		propagation, interval, sleep int64 // sleep: the preStop sleep, 0 for none
		fixes                        []Fix
	}{
		{3000, 250, 0, nil},
		{3000, 250, 4000, nil},
		{3000, 250, 2000, nil},
		{7000, 500, 8000, nil}, // the classic proxy drains 5 s: the sleep cannot outlast it
		{7000, 500, 8000, []Fix{FixNativeSidecar}},
		{0, 250, 0, nil},
		{1000, 300, 0, []Fix{FixNativeSidecar}}, // native sidecars do not help here
	}
	for _, c := range cases {
		t.Run(fmt.Sprint(c), func(t *testing.T) {
			const del = 30_000
			s := scenario(func(s *Scenario) {
				s.FirstCallMS, s.DeleteAtMS, s.InflightMS = 3000, del, 0
				s.EndpointPropagationMS, s.PeerIntervalMS, s.PrestopSleepMS = c.propagation, c.interval, c.sleep
				s.Fixes = slices.Clone(c.fixes)
				if c.sleep > 0 {
					s.Fixes = append(s.Fixes, FixPrestopSleep)
				}
			})
			r := mustRun(t, s)
			// The app accepts until its SIGTERM; a classic proxy receives
			// requests until its drain is over.
			servedUntil := c.sleep
			if !slices.Contains(c.fixes, FixNativeSidecar) {
				servedUntil = min(servedUntil, s.DrainMS)
			}
			var want int64
			for at := int64(0); at < c.propagation; at += c.interval {
				if at >= servedUntil {
					want++
				}
			}
			if got := int64(r.Summary.ShutdownFailures); got != want {
				t.Errorf("shutdown failures %d, want %d\n%s", got, want, dump(r))
			}
			if c.propagation > 0 {
				if got := firstAt(r, ActorPeers, KindCallFailed, ""); want > 0 && got != del+servedUntil {
					t.Errorf("first failed request at %d, want %d", got, del+servedUntil)
				}
				learned := events(r, ActorPeers, KindPeersUpdated, "")
				if len(learned) == 0 || learned[len(learned)-1].AtMS != del+c.propagation {
					t.Errorf("peers must learn of the removal at %d", del+c.propagation)
				}
			}
		})
	}
}

func TestLongerTimeoutRetriesThenCrashes(t *testing.T) {
	cases := []struct{ config, timeout, interval int64 }{
		{1500, 10_000, 500},
		{9000, 10_000, 500},
		{20_000, 10_000, 500},
		{20_000, 10_000, 3000},
		{3000, 0, 500},
	}
	for _, c := range cases {
		t.Run(fmt.Sprint(c), func(t *testing.T) {
			s := scenario(func(s *Scenario) {
				s.Fixes = []Fix{FixLongerTimeout}
				s.ProxyConfigMS, s.AppTimeoutMS, s.RetryIntervalMS = c.config, c.timeout, c.interval
			})
			r := mustRun(t, s)
			first := firstAt(r, ActorApp, KindCallFailed, "app")
			proxyReady := initDoneAt(s) + s.AppStartMS + s.ProxyStartMS + c.config
			var attempts, failures int64
			success := false
			for at := first; at < first+c.timeout || at == first; at += c.interval {
				attempts++
				if at >= proxyReady {
					success = true
					break
				}
				failures++
			}
			crashes := events(r, ActorApp, KindCrash, "app")
			if success {
				if len(crashes) != 0 || r.Summary.Restarts != 0 || int64(r.Summary.StartupFailures) != failures {
					t.Errorf("want %d failures then success, got %+v\n%s", failures, r.Summary, dump(r))
				}
				return
			}
			if len(crashes) == 0 || crashes[0].AtMS != first+c.timeout || !strings.Contains(crashes[0].Text, "gives up") {
				t.Errorf("want the app to give up at %d\n%s", first+c.timeout, dump(r))
			}
			if r.Summary.Restarts == 0 {
				t.Errorf("a crash must restart the app")
			}
		})
	}
}

func TestAppRetryBacksOffAndNeverCrashes(t *testing.T) {
	for _, c := range []struct{ interval, maxMS int64 }{{500, 8000}, {100, 1000}, {3000, 2000}} {
		s := scenario(func(s *Scenario) {
			s.Fixes = []Fix{FixAppRetry}
			s.ProxyConfigMS, s.RetryIntervalMS, s.RetryMaxMS = 60_000, c.interval, c.maxMS
		})
		r := mustRun(t, s)
		at := times(events(r, ActorApp, KindCallFailed, "app"))
		want := c.interval
		for i := 1; i < len(at); i++ {
			if gap := at[i] - at[i-1]; gap != min(want, c.maxMS) {
				t.Fatalf("%v: gap %d after attempt %d, want %d", c, gap, i, min(want, c.maxMS))
			}
			want = min(want*2, c.maxMS)
		}
		if len(events(r, ActorApp, KindCrash, "app")) != 0 || r.Summary.Restarts != 0 || r.Summary.AppReadyMS == nil {
			t.Errorf("%v: app-retry must not crash: %+v", c, r.Summary)
		}
	}
}

func TestDelayAppPostponesTheFirstCall(t *testing.T) {
	for _, delay := range []int64{0, 2000, 5000} {
		s := scenario(func(s *Scenario) { s.Fixes, s.DelayAppMS = []Fix{FixDelayApp}, delay })
		r := mustRun(t, s)
		want := initDoneAt(s) + s.AppStartMS + delay + s.FirstCallMS
		calls := append(events(r, ActorApp, KindCallFailed, "app"), events(r, ActorApp, KindCallOK, "app")...)
		slices.SortFunc(calls, func(a, b Event) int { return int(a.AtMS - b.AtMS) })
		if calls[0].AtMS != want {
			t.Errorf("delay %d: first call at %d, want %d", delay, calls[0].AtMS, want)
		}
	}
	// A diagnostic, not a fix: a proxy slower than the delay brings the race back.
	r := mustRun(t, scenario(func(s *Scenario) { s.Fixes, s.ProxyConfigMS = []Fix{FixDelayApp}, 8000 }))
	if r.Summary.StartupFailures == 0 {
		t.Error("delay-app must not hide a proxy slower than the delay")
	}
}

func TestExcludePortBypassesTheProxy(t *testing.T) {
	s := scenario(func(s *Scenario) {
		s.Fixes = []Fix{FixExcludePort}
		s.ProxyConfigMS, s.DeleteAtMS, s.InflightMS, s.EndpointPropagationMS = 30_000, 60_000, 10_000, 0
	})
	r := mustRun(t, s)
	if !healthy(r) {
		t.Errorf("excluded from redirection, the dependency's calls never meet the proxy: %+v\n%s", r.Summary, dump(r))
	}
	// Inbound traffic is still redirected: peers still need the app.
	p, _ := LookupPreset("rolling-update")
	if r := mustRun(t, p.Scenario.WithFixes(FixExcludePort)); r.Summary.ShutdownFailures == 0 {
		t.Error("exclude-port does not change inbound traffic")
	}
}

func TestNodeProxyHasNoPerPodProxy(t *testing.T) {
	s := scenario(func(s *Scenario) {
		s.Fixes = []Fix{FixNodeProxy, FixNativeSidecar, FixHoldApplication}
		s.ProxyConfigMS, s.DeleteAtMS, s.EndpointPropagationMS = 80_000_000, 30_000, 0
	})
	r := mustRun(t, s)
	for _, e := range r.Events {
		if e.Actor == ActorProxy || e.Container == "istio-proxy" || e.Container == "istio-init" {
			t.Fatalf("node-proxy: unexpected %v %v %q", e.Actor, e.Kind, e.Text)
		}
	}
	if !healthy(r) || statuses(r)[len(statuses(r))-1] != "0/1 Terminating" {
		t.Errorf("summary %+v, rows %v", r.Summary, statuses(r))
	}
}

func TestLongerDrainOutlastsTheInflightWork(t *testing.T) {
	cases := []struct{ longer, inflight, wantFailures int64 }{
		{20_000, 10_000, 0},
		{8000, 10_000, 2},
		{40_000, 10_000, 0}, // capped by the grace period, still past the work
	}
	for _, c := range cases {
		const del = 30_000
		s := scenario(func(s *Scenario) {
			s.Fixes = []Fix{FixLongerDrain}
			s.FirstCallMS, s.DeleteAtMS, s.EndpointPropagationMS = 3000, del, 0
			s.LongerDrainMS, s.InflightMS = c.longer, c.inflight
		})
		r := mustRun(t, s)
		if int64(r.Summary.ShutdownFailures) != c.wantFailures {
			t.Errorf("%v: shutdown failures %d", c, r.Summary.ShutdownFailures)
		}
		// The pod now waits for the whole drain, work or no work.
		if want := del + min(max(c.longer, c.inflight), s.GraceMS); r.Summary.PodDoneMS == nil || *r.Summary.PodDoneMS != want {
			t.Errorf("%v: pod done at %v, want %d", c, r.Summary.PodDoneMS, want)
		}
	}
}

func TestStartupProbeFailureThresholdRestartsTheSidecar(t *testing.T) {
	s := scenario(func(s *Scenario) {
		s.Fixes = []Fix{FixNativeSidecar}
		s.ProbeFailureThreshold, s.ProbePeriodMS, s.ProxyConfigMS = 3, 1000, 5000
	})
	r := mustRun(t, s)
	proxyRuns := initDoneAt(s) + s.ProxyStartMS
	if got := firstAt(r, ActorProxy, KindKilled, "istio-proxy"); got != proxyRuns+3000 {
		t.Errorf("killed at %d, want %d", got, proxyRuns+3000)
	}
	if r.Summary.AppReadyMS != nil || r.Summary.Restarts != 0 {
		t.Errorf("the app must never start: %+v", r.Summary)
	}
	if len(events(r, ActorKubelet, KindContainerStart, "istio-proxy")) < 3 {
		t.Errorf("the sidecar must be restarted again and again")
	}
}

func TestKubectlRows(t *testing.T) {
	// containsInOrder reports whether want is a subsequence of got.
	containsInOrder := func(got, want []string) bool {
		i := 0
		for _, g := range got {
			if i < len(want) && g == want[i] {
				i++
			}
		}
		return i == len(want)
	}
	cases := []struct {
		name string
		s    Scenario
		want []string
	}{
		{"start-up race", DefaultScenario(),
			[]string{"0/2 Init:0/1", "0/2 ContainerCreating", "0/2 Running", "0/2 Error", "1/2 CrashLoopBackOff", "2/2 Running"}},
		{"native sidecar", DefaultScenario().WithFixes(FixNativeSidecar),
			[]string{"0/2 Init:0/2", "0/2 Init:1/2", "1/2 ContainerCreating", "1/2 Running", "2/2 Running"}},
		{"deleted", scenario(func(s *Scenario) { s.FirstCallMS, s.DeleteAtMS = 3000, 20_000 }),
			[]string{"2/2 Running", "1/2 Terminating", "0/2 Terminating"}},
		{"job", scenario(func(s *Scenario) { s.Workload, s.FirstCallMS, s.Fixes = WorkloadJob, 3000, []Fix{FixNativeSidecar} }),
			[]string{"2/2 Running", "1/2 Running", "0/2 Completed"}},
	}
	for _, c := range cases {
		r := mustRun(t, c.s)
		if got := statuses(r); !containsInOrder(got, c.want) {
			t.Errorf("%s: rows %v, want %v in that order", c.name, got, c.want)
		}
	}
}

func TestRunIsDeterministic(t *testing.T) {
	for _, p := range Presets() {
		for _, f := range append([]Fix{""}, allFixes()...) {
			s := p.Scenario
			if f != "" {
				s = s.WithFixes(f)
			}
			a, b := Run(s), Run(s)
			if !reflect.DeepEqual(a, b) {
				t.Fatalf("%s with %q: two runs differ", p.Name, f)
			}
			checkWellFormed(t, a)
		}
	}
}

func TestCapsBoundEveryRun(t *testing.T) {
	t.Run("events", func(t *testing.T) {
		// 10,000 requests from peers: only MaxEvents are kept, but the
		// summary counts them all.
		s := scenario(func(s *Scenario) {
			s.FirstCallMS, s.DeleteAtMS, s.InflightMS = 3000, 30_000, 0
			s.EndpointPropagationMS, s.PeerIntervalMS = 10_000, 1
		})
		r := mustRun(t, s)
		if !r.Truncated() || len(r.Events) != MaxEvents+1 || r.Summary.ShutdownFailures != 10_000 {
			t.Errorf("%d events, truncated %v, failures %d", len(r.Events), r.Truncated(), r.Summary.ShutdownFailures)
		}
		if last := r.Events[len(r.Events)-1]; !strings.Contains(last.Text, "MaxEvents") {
			t.Errorf("final event %q", last.Text)
		}
	})
	t.Run("steps", func(t *testing.T) {
		// A crash loop that takes no time at all.
		s := scenario(func(s *Scenario) {
			s.InitMS, s.ExitNoticeMS, s.AppStartMS, s.FirstCallMS = 0, 0, 0, 0
			s.BackoffInitialMS, s.BackoffMaxMS, s.ProxyConfigMS = 0, 0, 60_000
		})
		r := mustRun(t, s)
		if last := r.Events[len(r.Events)-1]; last.Kind != KindTruncated || !strings.Contains(last.Text, "MaxSteps") {
			t.Errorf("final event %+v", last)
		}
	})
	t.Run("horizon", func(t *testing.T) {
		s := scenario(func(s *Scenario) { s.Redirection, s.AppInitCall = RedirectionCNI, true })
		r := mustRun(t, s)
		horizon := horizonSlackMS + s.durationSum()
		if last := r.Events[len(r.Events)-1]; last.Kind != KindTruncated || last.AtMS != horizon || !strings.Contains(last.Text, "horizon") {
			t.Errorf("final event %+v, want truncated at %d", last, horizon)
		}
		for _, e := range r.Events {
			if e.AtMS > horizon {
				t.Fatalf("event past the horizon: %+v", e)
			}
		}
	})
	t.Run("largest numbers", func(t *testing.T) {
		s := DefaultScenario()
		for _, f := range s.numFields() {
			*f.v = f.max
		}
		s.Fixes = allFixes()
		r := mustRun(t, s)
		if r.Events[len(r.Events)-1].AtMS > MaxHorizonMS {
			t.Errorf("past MaxHorizonMS")
		}
	})
}

// quickRun runs sc with the given recording and fast-forwarding.
func quickRun(sc Scenario, record, stepwise bool) sim {
	var m sim
	m.stepwise = stepwise
	m.reset(sc.normalized(), record)
	m.run()
	return m
}

func TestFastForwardAndRecordingNeverChangeTheOutcome(t *testing.T) {
	var cases []Scenario
	for _, p := range Presets() {
		for _, f := range append([]Fix{""}, allFixes()...) {
			s := p.Scenario
			if f != "" {
				s = s.WithFixes(f)
			}
			cases = append(cases, s)
			busy := s
			busy.RetryIntervalMS, busy.HoldPollMS, busy.ProbePeriodMS = 7, 3, 11
			busy.PeerIntervalMS, busy.CallIntervalMS, busy.EndpointPropagationMS = 13, 17, 4000
			busy.ProxyConfigMS, busy.DeleteAtMS, busy.InflightMS = 9000, 40_000, 6000
			cases = append(cases, busy)
		}
	}
	for i, s := range cases {
		fast, slow, quiet := quickRun(s, true, false), quickRun(s, true, true), quickRun(s, false, false)
		if slow.stop == stopSteps {
			continue // the step-by-step run could not finish: nothing to compare
		}
		if fast.sum != slow.sum || fast.sum != quiet.sum {
			t.Errorf("case %d (%v): fast %+v, step by step %+v, unrecorded %+v", i, s.Fixes, fast.sum, slow.sum, quiet.sum)
		}
		if fast.dropped == 0 && slow.dropped == 0 {
			ef, es := fast.events, slow.events
			if len(ef) != len(es) {
				t.Errorf("case %d: %d events fast, %d step by step", i, len(ef), len(es))
			}
		}
	}
}
