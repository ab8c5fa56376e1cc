// Package sim is Rehearse's lifecycle simulator: a deterministic
// discrete-event model of one Kubernetes pod enrolled in an Istio-style
// sidecar mesh. It plays out traffic redirection, the proxy fetching its
// configuration, the application racing it at start-up, the kubelet's
// restarts, and the mirror race at shutdown, under any combination of
// fixes, so that a candidate can see why an answer is right.
//
// The package is pure: no I/O, no wall clock, no global mutable state, no
// randomness outside Compare's seeded draws. The same input always gives
// the same output.
//
// # Using it
//
//   - [ParseScenario] (or [ParseScenarioOver] a preset) decodes a scenario
//     strictly; its errors are *[FieldError] values naming the field, fit
//     for a 400.
//   - [Run] simulates one pod: a [Result] with the scenario as run, the
//     timeline (each [Event] on one of the lanes [Actors] lists) and a
//     [Summary].
//   - [Presets], [LookupPreset] and [PresetExists] give the named scenarios
//     question files refer to with `sim: NAME`.
//   - [Compare] runs a scenario over many pods, with no fix and with each
//     fix alone, drawing each pod's proxy_config_ms from a log-normal;
//     [ParseCompareRequest] decodes its request. [Sweep] gives the data of
//     a chart of failure share against median control-plane latency.
//   - [Fixes], [Actors] and [Kinds] list the vocabularies for a user
//     interface; [ModelDoc] is the short Markdown page rendered at
//     /sim/model.
//
// # Time and ordering
//
// Time is in milliseconds from t = 0, the moment the kubelet begins to set
// the pod up (its sandbox exists). Actions are queued with their time and
// run in time order. At one instant, state changes run first (a process
// starting or exiting, listeners or routes arriving, a deletion), then the
// kubelet's reactions (noticing an exit, restarting), then observations
// (calls, probes, polls, peers' requests); so a call made the very
// millisecond the routes arrive succeeds, and a call made the millisecond
// the proxy exits fails. Ties within a class keep the order they were
// queued in.
//
// # The pod
//
// Containers are laid out as Istio's injector lays them out
// (pkg/kube/inject, reorderPod):
//
//   - classic sidecar, istio-init: init [app init?, istio-init], containers
//     [app, istio-proxy]: istio-init goes last so the app's own init
//     containers run unredirected, the proxy goes last so kubectl exec
//     defaults to the app;
//   - classic sidecar, CNI: init [istio-validation, app init?], containers
//     [app, istio-proxy];
//   - hold-application: the proxy moves first among the containers;
//   - native sidecar: init [istio-init or istio-validation, istio-proxy
//     (restartPolicy Always), app init?], containers [app];
//   - node proxy: init [app init?], containers [app]; no per-pod proxy.
//
// The app init container ("migrate", with app_init_call) calls the
// dependency once as it starts and exits 1 if the call fails; the app's
// retry fixes do not change it.
//
// # The kubelet
//
//   - It starts a pod's containers one at a time, in spec order, without
//     waiting for readiness: the start call of each (proxy_start_ms,
//     app_start_ms; init containers 0) returns when the process runs, and
//     the next start begins then. Init containers run one after another,
//     each to completion; the next starts when the kubelet has noticed the
//     exit.
//   - A postStart hook runs inside its container's start: nothing else is
//     started until it returns. A failed hook kills the container
//     (FailedPostStartHook); the kubelet then goes on to the next container
//     and restarts the failed one with back-off.
//   - A native sidecar counts as started when its startupProbe passes, or,
//     with no probe, as soon as its process runs; only then does the
//     kubelet move to the next init container and the regular containers.
//     Probes run every probe_period_ms from the process start (the first
//     one period after it); probe_failure_threshold failures kill and
//     restart the sidecar.
//   - It notices a process exit exit_notice_ms later, on its next PLEG
//     relist. While the pod terminates it waits on its containers and
//     learns of exits at once.
//   - CrashLoopBackOff: the first restart is immediate (when the exit is
//     noticed); from the second on the restart waits backoff_initial_ms
//     after the exit was noticed, doubling up to backoff_max_ms; a crash
//     more than backoff_reset_ms after the last restart starts over. The
//     app restarts with restartPolicy Always (Deployment) or OnFailure
//     (Job), so a Job's exit 0 is final.
//   - Deletion: the endpoint is marked terminating at once; every
//     container gets SIGTERM (after its preStop hook, if any) at the same
//     time, except a native sidecar, which gets it only once every regular
//     container has exited. One grace period (grace_ms) covers all of them;
//     whatever still runs when it ends is killed together.
//   - kubectl's STATUS and READY columns follow kubectl's printPod
//     (Init:N/M, Init:CrashLoopBackOff, PodInitializing, ContainerCreating,
//     Running, Error, CrashLoopBackOff, Completed, Terminating); native
//     sidecars count in READY.
//
// # The network and the proxy
//
//   - With istio-init, redirection is in force when istio-init exits; with
//     CNI, at t = 0, before any init container. It stays in force until the
//     pod is gone, whether anything listens or not.
//   - The proxy process asks istiod for its configuration: listeners arrive
//     proxy_config_ms - routes_lag_ms after it starts (never before it
//     starts), routes proxy_config_ms after. /healthz/ready (port 15021)
//     answers 200 once the routes are there.
//   - A redirected call meets: no proxy process or no listeners, "dial tcp
//     10.96.0.12:5432: connect: connection refused", naming the original
//     destination ([DependencyAddr]); listeners but no routes, the proxy's
//     own 503 "no healthy upstream" (UH), never seen by the callee; routes,
//     success.
//   - hold-application's pilot-agent wait polls /healthz/ready every
//     hold_poll_ms, the first poll one period after the hook starts, and
//     fails after hold_timeout_ms.
//   - A classic proxy, on SIGTERM, drains inbound for drain_ms (outbound
//     calls keep working) and then Envoy is killed. A native sidecar runs
//     its preStop drain when the pod is deleted and, on SIGTERM after the
//     app has exited, exits at once ("Agent already drained").
//   - POST /quitquitquit ends the proxy at once, with code 0.
//
// # The application
//
//   - first_call_ms after its process starts, the app calls its start-up
//     dependency. With no fix it is fail-fast: the first failed call
//     crashes it (exit 1). A success makes it ready (serving); a Job then
//     works job_work_ms and exits 0.
//   - On SIGTERM a serving app stops accepting requests and finishes
//     inflight_ms of in-flight work, calling the dependency every
//     call_interval_ms from the SIGTERM on; then it exits 0. An app that
//     never served exits at once.
//   - Peers: once the pod is Ready it joins its Service's EndpointSlice and
//     peers learn of it endpoint_propagation_ms later (their steady traffic
//     is not simulated). After deletion they keep sending a request every
//     peer_interval_ms until the removal reaches them,
//     endpoint_propagation_ms after the deletion. A request is served only
//     while the app still accepts and, with a per-pod proxy, the proxy
//     still runs to receive it on 15006.
//
// # The fixes
//
//   - native-sidecar: the proxy as a native sidecar, with the startup
//     probe unless startup_probe is false. Makes hold-application
//     irrelevant, as Istio ignores it in native mode.
//   - hold-application: holdApplicationUntilProxyStarts: proxy first,
//     postStart pilot-agent wait. Start-up only; the Job and shutdown
//     problems remain.
//   - app-retry: the app retries its start-up call after retry_interval_ms,
//     doubling up to retry_max_ms, and never crashes for it.
//   - longer-timeout: the app retries every retry_interval_ms until
//     app_timeout_ms after its first attempt, then crashes. Far fewer
//     restarts than fail-fast, never none: the long tail of configuration
//     times outlasts any timeout. With app-retry too, the backoff doubles
//     and the app still gives up at the timeout.
//   - delay-app: the app's command sleeps delay_app_ms before the app
//     starts (every time it starts). A diagnostic: the race hides while the
//     proxy is faster than the delay.
//   - exclude-port: the dependency's port is excluded from outbound
//     redirection: the app's calls (at start-up and at shutdown) go
//     straight to it, without mTLS or policy. Inbound traffic is unchanged.
//   - node-proxy: no per-pod proxy (ambient): the CNI plugin hands the pod
//     to a node proxy that already serves it, so every outbound call works
//     from t = 0, a Job completes when its app does, and shutdown loses no
//     outbound call; inbound requests still need the app to accept them.
//     Overrides native-sidecar and hold-application.
//   - quit-endpoint: when the app exits with code 0 (Job done, or after
//     its shutdown) its wrapper POSTs /quitquitquit, and the proxy exits.
//   - longer-drain: a classic proxy drains for longer_drain_ms instead of
//     drain_ms (the grace period still caps it); the pod then takes that
//     long to go, work or no work.
//   - prestop-sleep: the app gets a preStop sleep of prestop_sleep_ms:
//     it keeps accepting while peers learn of the removal, then gets
//     SIGTERM. With a classic proxy the sleep plus the in-flight work must
//     end within the proxy's drain, or the app's last calls are refused.
//
// # Assumptions
//
// These simplify or choose where the sources are vague; those marked
// (unsure) are facts the reference itself flags as uncertain.
//
//   - Reported proxy readiness times range from about a second to tens of
//     seconds (unsure: no official measurement); hence proxy_config_ms and
//     Compare's log-normal with a long tail (median 1.5 s, p99 12 s).
//   - The node proxy serves a pod from its first packet, because the CNI
//     plugin does not finish the pod's network set-up until ztunnel has
//     the pod (unsure: a maintainer's "I think", istio/istio #42850).
//   - The kubelet notices an exit exactly exit_notice_ms after it (the
//     PLEG relist period; in reality anywhere within it), and the
//     CrashLoopBackOff delay is counted from that moment (the kubelet
//     counts it from the container's finish time and re-syncs with some
//     jitter).
//   - Readiness is instant: the proxy is ready when its routes arrive,
//     the app when its dependency first answers; readiness probe periods
//     are not modelled, and neither is the Envoy /ready check passing
//     before every route has arrived.
//   - Endpoint propagation is one delay for all peers; peers do not retry
//     (Istio's default retries could hide some of their failures).
//   - A native sidecar's preStop drain runs when deletion begins, in
//     parallel with the app's termination, as Istio's injected native
//     sidecars are observed to behave; outbound calls still work during
//     it.
//   - The app stops accepting requests at SIGTERM and calls out every
//     call_interval_ms while it finishes its in-flight work. Calls it had
//     not made when the grace period killed it count as lost.
//   - Image pulls, node pressure, the Job controller's backoffLimit, the
//     one-off 2 s grace extension for a running preStop hook, and a proxy
//     that crashes by itself are not modelled.
//   - For a Job whose app finished beside a running classic proxy, the
//     row is "1/2 Running" as the facts give it (istio/istio #11659);
//     current kubectl prints "NotReady" there, because the pod's Ready
//     condition is false.
//
// # Parameters
//
// Every field of [Scenario] is optional in JSON; [DefaultScenario] holds
// the defaults, also given on each field: workload deployment, redirection
// init-container, no fixes, startup_probe true, app_init_call false;
// init_ms 500, proxy_start_ms 300, proxy_config_ms 1500, routes_lag_ms
// 300, app_start_ms 300, first_call_ms 200, app_timeout_ms 10000,
// retry_interval_ms 500, retry_max_ms 8000, delay_app_ms 5000, job_work_ms
// 5000; delete_at_ms 0 (never), inflight_ms 2000, call_interval_ms 1000,
// drain_ms 5000, longer_drain_ms 20000, grace_ms 30000, prestop_sleep_ms
// 3000, endpoint_propagation_ms 2000, peer_interval_ms 250;
// exit_notice_ms 1000, backoff_initial_ms 10000, backoff_max_ms 300000,
// backoff_reset_ms 600000, probe_period_ms 1000, probe_failure_threshold
// 600, hold_poll_ms 500, hold_timeout_ms 60000; seed 0. Durations are
// 0 to 86,400,000 ms (24 h); intervals and periods at least 1 ms.
//
// # Caps
//
// No scenario can run unbounded. A Result keeps at most [MaxEvents] events
// plus its final one (later events are counted, and the summary stays
// exact); a run processes at most [MaxSteps] queued actions; and it stops
// at its horizon, one hour plus the sum of the scenario's durations, at
// most [MaxHorizonMS] (7 days). A run cut short ends with an event of kind
// "truncated" saying which cap; any other ends with "end". Periodic
// attempts whose outcome nothing can change (retries, polls, probes,
// peers' requests, in-flight calls) are accounted for in one step, so a
// 1 ms interval does not exhaust the caps. Compare and Sweep refuse more
// than [MaxComparePods] pods or [MaxSweepRuns] runs per line, and stop with
// a *FieldError on "pods" past [MaxCompareSteps] steps in all.
//
// # Sources
//
//   - Kubernetes: pkg/kubelet/kuberuntime/kuberuntime_manager.go (SyncPod
//     starts containers in order), kuberuntime_container.go (postStart,
//     FailedPostStartHook), pkg/kubelet/kubelet.go and client-go
//     util/flowcontrol/backoff.go (CrashLoopBackOff), kubectl's printPod
//     (STATUS and READY); website: pod-lifecycle.md,
//     concepts/workloads/pods/sidecar-containers.md (KEP-753).
//   - Istio: pkg/kube/inject/inject.go (reorderPod: container order),
//     pilot/cmd/pilot-agent/app/wait.go (pilot-agent wait: 500 ms period,
//     first poll after one period, 60 s timeout), the injection template
//     (postStart wait; native sidecar startupProbe and preStop drain),
//     ops/deployment/application-requirements (ports), istio/istio #11659
//     (Jobs never complete), #6324 (/quitquitquit), #42850 (ambient start).
//   - Rehearse: ../shared/reference/lifecycle-facts.md, the facts this
//     model honours, and sidecar-startup-race.md, the card it illustrates.
package sim
