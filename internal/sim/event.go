package sim

// Actor is the swim lane an event belongs to.
type Actor string

// The actors, in the order a view draws their lanes (see Actors).
const (
	// ActorKubelet starts, probes, restarts and stops containers and
	// reports the pod's status. The run's final "end" or "truncated" event
	// is on this lane too.
	ActorKubelet Actor = "kubelet"
	// ActorNetwork is the pod's traffic redirection: istio-init,
	// istio-validation, the CNI plugin or the node proxy's enrolment.
	ActorNetwork Actor = "network"
	// ActorControlPlane is istiod and the API server: configuration pushed
	// to the proxy, the pod's deletion and its EndpointSlice entry.
	ActorControlPlane Actor = "control-plane"
	// ActorProxy is the pod's sidecar proxy (pilot-agent and Envoy).
	ActorProxy Actor = "proxy"
	// ActorApp is the application: its init container and its main
	// container.
	ActorApp Actor = "app"
	// ActorPeers is the other workloads that send requests to the pod.
	ActorPeers Actor = "peers"
)

// Actors lists every actor in lane order, top to bottom.
func Actors() []Actor {
	return []Actor{ActorKubelet, ActorNetwork, ActorControlPlane, ActorProxy, ActorApp, ActorPeers}
}

// Kind says what happened. The vocabulary is stable: a view may style or
// filter by kind. The actor that emits each kind is given in brackets.
type Kind string

// The event kinds.
const (
	// KindPodStatus [kubelet]: the pod's row in `kubectl get pod` changed;
	// Event.Pod holds the new row.
	KindPodStatus Kind = "pod-status"
	// KindContainerStart [kubelet]: the kubelet starts (or restarts) a
	// container; Event.Container names it.
	KindContainerStart Kind = "container-start"
	// KindProcessStart [network, proxy, app]: a container's process is
	// running.
	KindProcessStart Kind = "process-start"
	// KindHookStart, KindHookOK, KindHookFailed [kubelet]: a postStart hook
	// began, returned, or failed (FailedPostStartHook).
	KindHookStart  Kind = "hook-start"
	KindHookOK     Kind = "hook-ok"
	KindHookFailed Kind = "hook-failed"
	// KindProbeFailed, KindProbeOK [kubelet]: one poll of the proxy's
	// readiness, by the native sidecar's startupProbe or by pilot-agent wait.
	KindProbeFailed Kind = "probe-failed"
	KindProbeOK     Kind = "probe-ok"
	// KindExit [network, proxy, app]: a process ended with code 0.
	KindExit Kind = "exit"
	// KindCrash [app]: the app or its init container ended with a non-zero
	// code.
	KindCrash Kind = "crash"
	// KindKilled [proxy, app]: the kubelet killed a process (failed hook,
	// failed startup probe, grace period over).
	KindKilled Kind = "killed"
	// KindBackoff [kubelet]: CrashLoopBackOff: the restart waits.
	KindBackoff Kind = "backoff"
	// KindRedirect [network]: traffic redirection is in force.
	KindRedirect Kind = "redirect"
	// KindPushListeners, KindPushRoutes [control-plane]: istiod sent the
	// proxy its listeners, then its routes and endpoints.
	KindPushListeners Kind = "push-listeners"
	KindPushRoutes    Kind = "push-routes"
	// KindListening [proxy]: listeners are open, routes not yet there.
	KindListening Kind = "listening"
	// KindReady [proxy]: routes arrived; /healthz/ready answers 200.
	KindReady Kind = "ready"
	// KindCallOK, KindCallFailed [app, peers]: one outbound call (the app's)
	// or one request to the pod (the peers') succeeded or failed.
	KindCallOK     Kind = "call-ok"
	KindCallFailed Kind = "call-failed"
	// KindServing [app]: the start-up dependency answered; the app is ready.
	KindServing Kind = "serving"
	// KindWorkStart, KindWorkDone [app]: a Job's work began or finished.
	KindWorkStart Kind = "work-start"
	KindWorkDone  Kind = "work-done"
	// KindEndpointAdded [control-plane]: the ready pod joined its Service's
	// EndpointSlice.
	KindEndpointAdded Kind = "endpoint-added"
	// KindDelete [control-plane]: the pod was deleted; its endpoint is
	// marked terminating at once.
	KindDelete Kind = "delete"
	// KindPeersUpdated [peers]: the endpoint removal reached the peers; they
	// stop sending to the pod.
	KindPeersUpdated Kind = "peers-updated"
	// KindPrestop, KindSigterm, KindSigkill [kubelet]: termination steps for
	// one container.
	KindPrestop Kind = "prestop"
	KindSigterm Kind = "sigterm"
	KindSigkill Kind = "sigkill"
	// KindShutdown [app]: the app stops accepting requests and finishes its
	// in-flight work.
	KindShutdown Kind = "shutdown"
	// KindDrain [proxy]: the proxy starts draining its inbound listeners.
	KindDrain Kind = "drain"
	// KindQuit [proxy]: /quitquitquit arrived; the proxy exits.
	KindQuit Kind = "quit"
	// KindPodDone [kubelet]: the pod completed (Job) or finished terminating.
	KindPodDone Kind = "pod-done"
	// KindEnd [kubelet]: the run's last event when nothing further can
	// happen; its text describes the final state.
	KindEnd Kind = "end"
	// KindTruncated [kubelet]: the run's last event when a cap was hit
	// (MaxEvents, MaxSteps or the simulated-time horizon); its text says
	// which.
	KindTruncated Kind = "truncated"
)

// Event is one step of the timeline.
type Event struct {
	// AtMS is the simulated time, in milliseconds from t = 0.
	AtMS  int64 `json:"at_ms"`
	Actor Actor `json:"actor"`
	Kind  Kind  `json:"kind"`
	// Text is one human sentence, as a log line or `kubectl describe`
	// would put it.
	Text string `json:"text"`
	// Container names the container concerned ("app", "istio-proxy",
	// "istio-init", "istio-validation", "migrate"), when there is one.
	Container string `json:"container,omitempty"`
	// Pod is the pod's new `kubectl get pod` row; set on pod-status events
	// only.
	Pod PodStatus `json:"pod,omitzero"`
}

// PodStatus is the pod's row as `kubectl get pod` prints it.
type PodStatus struct {
	// Phase is pod.status.phase: Pending, Running or Succeeded.
	Phase string `json:"phase"`
	// Status is the STATUS column: Init:0/1, Init:CrashLoopBackOff,
	// PodInitializing, ContainerCreating, Running, Error, CrashLoopBackOff,
	// Completed, Terminating.
	Status string `json:"status"`
	// Ready is the READY column, e.g. "1/2"; native sidecars count in it.
	Ready string `json:"ready"`
	// Restarts is the RESTARTS column: restarts of all containers.
	Restarts int `json:"restarts"`
}

// Summary is what a run adds up to. Its fields are exactly those the API
// documents.
type Summary struct {
	// StartupFailures counts the app's outbound calls that failed before the
	// app was first serving: its start-up dependency calls, from the main
	// container and from its init container (app_init_call).
	StartupFailures int `json:"startup_failures"`
	// Restarts counts restarts of the application's containers (main and
	// init); proxy restarts are not counted.
	Restarts int `json:"restarts"`
	// AppReadyMS is when the app's start-up dependency first answered; nil
	// if it never did.
	AppReadyMS *int64 `json:"app_ready_ms"`
	// ShutdownFailures counts calls lost after deletion: the app's in-flight
	// outbound calls that failed or were cut off by the grace period's
	// SIGKILL, and peers' requests to the pod that failed.
	ShutdownFailures int `json:"shutdown_failures"`
	// JobCompleted is, for a Job, whether the pod reached Completed; nil for
	// a Deployment.
	JobCompleted *bool `json:"job_completed"`
	// PodDoneMS is when the pod completed or finished terminating; nil if
	// it never did.
	PodDoneMS *int64 `json:"pod_done_ms"`
}

// Result is one run: the scenario as simulated (defaults applied, numbers
// clamped), its timeline and its summary.
type Result struct {
	Scenario Scenario `json:"scenario"`
	Events   []Event  `json:"events"`
	Summary  Summary  `json:"summary"`
}

// Truncated reports whether the run hit a cap; its last event then says
// which (kind "truncated").
func (r Result) Truncated() bool {
	return len(r.Events) > 0 && r.Events[len(r.Events)-1].Kind == KindTruncated
}

// The caps that keep every run bounded, whatever its scenario.
const (
	// MaxEvents is how many events a Result records before its final event;
	// later events are counted but not kept, the summary still covers the
	// whole run, and the final event is "truncated".
	MaxEvents = 1000
	// MaxSteps is how many queued actions one run processes. A run that
	// needs more stops there, with a "truncated" final event and a summary
	// of what happened so far.
	MaxSteps = 10_000
	// MaxHorizonMS is the longest simulated time of any run: 7 days. The
	// horizon of a run is one hour plus the sum of every duration in its
	// scenario, at most this; a run still busy then stops with a
	// "truncated" final event.
	MaxHorizonMS int64 = 7 * 24 * 60 * 60 * 1000
	// horizonSlackMS is the hour added to the sum of a scenario's durations.
	horizonSlackMS int64 = 60 * 60 * 1000
)
