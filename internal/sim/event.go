package sim

// Actor is the swim lane an event belongs to. It is a small integer for
// speed; it prints, and marshals to JSON, as its name ("kubelet", ...).
type Actor uint8

// The actors, in the order a view draws their lanes (see Actors). The zero
// Actor is no actor.
const (
	// ActorKubelet starts, probes, restarts and stops containers and
	// reports the pod's status. The run's final "end" or "truncated" event
	// is on this lane too.
	ActorKubelet Actor = iota + 1
	// ActorNetwork is the pod's traffic redirection: istio-init,
	// istio-validation, the CNI plugin or the node proxy's enrolment.
	ActorNetwork
	// ActorControlPlane ("control-plane") is istiod and the API server:
	// configuration pushed to the proxy, the pod's deletion and its
	// EndpointSlice entry.
	ActorControlPlane
	// ActorProxy is the pod's sidecar proxy (pilot-agent and Envoy).
	ActorProxy
	// ActorApp is the application: its init container and its main
	// container.
	ActorApp
	// ActorPeers is the other workloads that send requests to the pod.
	ActorPeers
	numActors = ActorPeers
)

// Actors lists every actor in lane order, top to bottom.
func Actors() []Actor {
	return []Actor{ActorKubelet, ActorNetwork, ActorControlPlane, ActorProxy, ActorApp, ActorPeers}
}

// String returns the actor's name as it appears in JSON.
func (a Actor) String() string {
	switch a {
	case ActorKubelet:
		return "kubelet"
	case ActorNetwork:
		return "network"
	case ActorControlPlane:
		return "control-plane"
	case ActorProxy:
		return "proxy"
	case ActorApp:
		return "app"
	case ActorPeers:
		return "peers"
	}
	return ""
}

// MarshalText makes an Actor a JSON string.
func (a Actor) MarshalText() ([]byte, error) { return []byte(a.String()), nil }

// UnmarshalText reads an actor's name.
func (a *Actor) UnmarshalText(b []byte) error {
	for x := Actor(1); x <= numActors; x++ {
		if x.String() == string(b) {
			*a = x
			return nil
		}
	}
	return &FieldError{Field: "actor", Problem: "unknown actor " + quote(string(b))}
}

// Kind says what happened. The vocabulary is stable: a view may style or
// filter by kind. It is a small integer for speed; it prints, and marshals
// to JSON, as its name ("pod-status", ...). The actor that emits each kind
// is given in brackets. The zero Kind is no kind.
type Kind uint8

// The event kinds, in the order Kinds lists them.
const (
	// KindPodStatus ("pod-status") [kubelet]: the pod's row in `kubectl get
	// pod` changed; Event.Pod holds the new row.
	KindPodStatus Kind = iota + 1
	// KindContainerStart ("container-start") [kubelet]: the kubelet starts
	// (or restarts) a container; Event.Container names it.
	KindContainerStart
	// KindProcessStart ("process-start") [network, proxy, app]: a
	// container's process is running.
	KindProcessStart
	// KindHookStart, KindHookOK, KindHookFailed ("hook-start", "hook-ok",
	// "hook-failed") [kubelet]: a postStart hook began, returned, or failed
	// (FailedPostStartHook).
	KindHookStart
	KindHookOK
	KindHookFailed
	// KindProbeFailed, KindProbeOK ("probe-failed", "probe-ok") [kubelet]:
	// one poll of the proxy's readiness, by the native sidecar's
	// startupProbe or by pilot-agent wait; probe-ok also marks a native
	// sidecar without a startupProbe counting as started.
	KindProbeFailed
	KindProbeOK
	// KindExit ("exit") [network, proxy, app]: a process ended with code 0.
	KindExit
	// KindCrash ("crash") [app]: the app or its init container ended with a
	// non-zero code.
	KindCrash
	// KindKilled ("killed") [proxy, app]: the kubelet killed a process
	// (failed hook, failed startup probe, grace period over).
	KindKilled
	// KindBackoff ("backoff") [kubelet]: CrashLoopBackOff: the restart
	// waits.
	KindBackoff
	// KindRedirect ("redirect") [network]: traffic redirection is in force.
	KindRedirect
	// KindPushListeners, KindPushRoutes ("push-listeners", "push-routes")
	// [control-plane]: istiod sent the proxy its listeners, then its routes
	// and endpoints.
	KindPushListeners
	KindPushRoutes
	// KindListening ("listening") [proxy]: listeners are open, routes not
	// yet there.
	KindListening
	// KindReady ("ready") [proxy]: routes arrived; /healthz/ready answers
	// 200.
	KindReady
	// KindCallOK, KindCallFailed ("call-ok", "call-failed") [app, peers]:
	// one outbound call (the app's) or one request to the pod (the peers')
	// succeeded or failed.
	KindCallOK
	KindCallFailed
	// KindServing ("serving") [app]: the start-up dependency answered; the
	// app is ready.
	KindServing
	// KindWorkStart, KindWorkDone ("work-start", "work-done") [app]: a Job's
	// work began or finished.
	KindWorkStart
	KindWorkDone
	// KindEndpointAdded ("endpoint-added") [control-plane]: the ready pod
	// joined its Service's EndpointSlice.
	KindEndpointAdded
	// KindDelete ("delete") [control-plane]: the pod was deleted; its
	// endpoint is marked terminating at once.
	KindDelete
	// KindPeersUpdated ("peers-updated") [peers]: news of the endpoint
	// reached the peers: they start sending to it, or stop.
	KindPeersUpdated
	// KindPrestop, KindSigterm, KindSigkill ("prestop", "sigterm",
	// "sigkill") [kubelet]: termination steps for one container.
	KindPrestop
	KindSigterm
	KindSigkill
	// KindShutdown ("shutdown") [app]: the app stops accepting requests and
	// finishes its in-flight work.
	KindShutdown
	// KindDrain ("drain") [proxy]: the proxy starts draining its inbound
	// listeners.
	KindDrain
	// KindQuit ("quit") [proxy]: /quitquitquit arrived; the proxy exits.
	KindQuit
	// KindPodDone ("pod-done") [kubelet]: the pod completed (Job) or
	// finished terminating.
	KindPodDone
	// KindEnd ("end") [kubelet]: the run's last event when nothing further
	// can happen; its text describes the final state.
	KindEnd
	// KindTruncated ("truncated") [kubelet]: the run's last event when a
	// cap was hit (MaxEvents, MaxSteps or the simulated-time horizon); its
	// text says which.
	KindTruncated
	numKinds = KindTruncated
)

// Kinds lists the whole vocabulary of kinds.
func Kinds() []Kind {
	kinds := make([]Kind, numKinds)
	for i := range kinds {
		kinds[i] = Kind(i + 1)
	}
	return kinds
}

// String returns the kind's name as it appears in JSON.
func (k Kind) String() string {
	switch k {
	case KindPodStatus:
		return "pod-status"
	case KindContainerStart:
		return "container-start"
	case KindProcessStart:
		return "process-start"
	case KindHookStart:
		return "hook-start"
	case KindHookOK:
		return "hook-ok"
	case KindHookFailed:
		return "hook-failed"
	case KindProbeFailed:
		return "probe-failed"
	case KindProbeOK:
		return "probe-ok"
	case KindExit:
		return "exit"
	case KindCrash:
		return "crash"
	case KindKilled:
		return "killed"
	case KindBackoff:
		return "backoff"
	case KindRedirect:
		return "redirect"
	case KindPushListeners:
		return "push-listeners"
	case KindPushRoutes:
		return "push-routes"
	case KindListening:
		return "listening"
	case KindReady:
		return "ready"
	case KindCallOK:
		return "call-ok"
	case KindCallFailed:
		return "call-failed"
	case KindServing:
		return "serving"
	case KindWorkStart:
		return "work-start"
	case KindWorkDone:
		return "work-done"
	case KindEndpointAdded:
		return "endpoint-added"
	case KindDelete:
		return "delete"
	case KindPeersUpdated:
		return "peers-updated"
	case KindPrestop:
		return "prestop"
	case KindSigterm:
		return "sigterm"
	case KindSigkill:
		return "sigkill"
	case KindShutdown:
		return "shutdown"
	case KindDrain:
		return "drain"
	case KindQuit:
		return "quit"
	case KindPodDone:
		return "pod-done"
	case KindEnd:
		return "end"
	case KindTruncated:
		return "truncated"
	}
	return ""
}

// MarshalText makes a Kind a JSON string.
func (k Kind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText reads a kind's name.
func (k *Kind) UnmarshalText(b []byte) error {
	for x := Kind(1); x <= numKinds; x++ {
		if x.String() == string(b) {
			*k = x
			return nil
		}
	}
	return &FieldError{Field: "kind", Problem: "unknown kind " + quote(string(b))}
}

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
	// only, nil otherwise.
	Pod *PodStatus `json:"pod,omitempty"`
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
