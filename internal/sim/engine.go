package sim

// The addresses the event texts name.
const (
	// DependencyAddr is the ClusterIP and port of the app's start-up
	// dependency. A redirected call that finds no listener fails naming
	// this original destination, not the proxy's port.
	DependencyAddr = "10.96.0.12:5432"
	// PodAddr is the simulated pod's IP and serving port, as peers call it.
	PodAddr = "10.244.1.7:8080"
)

// Run simulates one pod under s and returns its timeline and summary. It is
// deterministic: the same scenario always gives the same result. It never
// panics and never runs unbounded: a scenario that does not pass Validate is
// first normalised (unknown names fall back to the defaults, numbers are
// clamped into range), and every run is capped by MaxEvents, MaxSteps and
// its horizon (see MaxHorizonMS). Use ParseScenario for user input so that
// mistakes are reported instead of silently corrected.
func Run(s Scenario) Result {
	var m sim
	m.reset(s.normalized(), true)
	// Room for a typical run; busier ones grow these.
	m.events = make([]Event, 0, 48)
	m.arena = make([]byte, 0, 768)
	m.spans = make([]span, 0, 24)
	m.run()
	m.materialize()
	return Result{Scenario: m.sc, Events: m.events, Summary: m.sum.export(m.job)}
}

// ctrID identifies one of the pod's containers.
type ctrID uint8

const (
	cMeshInit ctrID = iota // istio-init, or istio-validation with CNI
	cAppInit               // the application's own init container
	cProxy                 // istio-proxy, classic or native
	cApp                   // the application
	numCtrs
	podLevel = numCtrs // owner of actions that belong to no container
)

// ctrState is a container's state as the kubelet reports it.
type ctrState uint8

const (
	stWaiting ctrState = iota
	stRunning
	stTerminated
)

// Waiting reasons, as kubectl prints them.
const (
	waitPodInitializing   = "PodInitializing"
	waitContainerCreating = "ContainerCreating"
	waitCrashLoop         = "CrashLoopBackOff"
)

// container is one container: what its process is doing, and what the
// kubelet reports about it (which lags behind by exit_notice_ms for exits
// the kubelet only finds on its next relist).
type container struct {
	present bool
	name    string
	sidecar bool   // a native sidecar: an init container with restartPolicy Always
	alive   bool   // the process is running
	gen     uint32 // bumped to cancel the actions queued for the old process
	pending bool   // a start is queued, under way or waiting out a back-off
	everRan bool
	code    int // the last exit code of the process

	state    ctrState // as reported
	waiting  string
	exitCode int
	ready    bool
	started  bool // native sidecar: counted as started, so the kubelet moved on
	restarts int

	// CrashLoopBackOff, as client-go's flowcontrol.Backoff keeps it.
	boActive bool
	boNext   int64
	boLast   int64
}

// action is what a queued item does when its time comes.
type action uint8

const (
	actProcStart      action = iota // the kubelet's start call returned: the process runs
	actInitDone                     // a run-to-completion init container finished its work
	actNotice                       // the kubelet notices that a container exited
	actRestart                      // the back-off is over: restart the container
	actListeners                    // istiod's listeners reach the proxy
	actRoutes                       // istiod's routes reach the proxy
	actHookPoll                     // pilot-agent wait polls readiness
	actHookTimeout                  // pilot-agent wait gives up
	actProbe                        // the kubelet runs the native sidecar's startup probe
	actInitCall                     // the app's init container calls the dependency
	actAppCall                      // the app calls its start-up dependency
	actAppGiveUp                    // longer-timeout: the app's deadline passed
	actJobDone                      // the Job's work is done
	actDelete                       // the pod is deleted
	actAppSigterm                   // the app's preStop sleep is over: SIGTERM
	actInflightCall                 // the app makes an in-flight call while shutting down
	actAppExit                      // the app's in-flight work is done
	actProxyDrainDone               // a classic proxy's drain is over
	actGrace                        // the grace period is over
	actPeersJoin                    // peers learn of the ready pod
	actPeerRequest                  // a peer sends a request to the terminating pod
	actPeersLearned                 // peers learn that the pod is gone
)

// Items at the same instant run in class order: first what changes state,
// then the kubelet's reactions, then observations (calls, probes, polls,
// requests). So a call made at the very millisecond something changes sees
// the new state.
const (
	classState uint8 = iota
	classKubelet
	classObserve
)

func (a action) class() uint8 {
	switch a {
	case actNotice, actRestart:
		return classKubelet
	case actHookPoll, actProbe, actInitCall, actAppCall, actInflightCall, actPeerRequest:
		return classObserve
	}
	return classState
}

// item is one queued action.
type item struct {
	at    int64
	seq   uint32
	gen   uint32
	act   action
	class uint8
	c     ctrID
}

func (a *item) before(b *item) bool {
	if a.at != b.at {
		return a.at < b.at
	}
	if a.class != b.class {
		return a.class < b.class
	}
	return a.seq < b.seq
}

// outcome is what a redirected outbound call meets.
type outcome uint8

const (
	outOK      outcome = iota
	outRefused         // nothing listens on 15001: connection refused
	outNoRoute         // listeners but no routes: the proxy's own 503 UH
)

// stopReason says why the main loop ended.
type stopReason uint8

const (
	stopSettled stopReason = iota // nothing left to do
	stopSteps                     // MaxSteps
	stopHorizon                   // the simulated-time horizon
)

// tally is Summary without pointers, cheap to fill in a tight loop.
type tally struct {
	startupFailures  int
	restarts         int
	shutdownFailures int
	appReadyMS       int64 // -1: never
	podDoneMS        int64 // -1: never
	jobCompleted     bool
}

func (t tally) export(job bool) Summary {
	s := Summary{StartupFailures: t.startupFailures, Restarts: t.restarts, ShutdownFailures: t.shutdownFailures}
	if t.appReadyMS >= 0 {
		v := t.appReadyMS
		s.AppReadyMS = &v
	}
	if t.podDoneMS >= 0 {
		v := t.podDoneMS
		s.PodDoneMS = &v
	}
	if job {
		v := t.jobCompleted
		s.JobCompleted = &v
	}
	return s
}

// sim is the state of one run. The zero value is not ready: call reset.
// Compare reuses one sim for many runs, so reset must clear everything.
type sim struct {
	sc Scenario

	// The fixes in force, after precedence: node-proxy removes the per-pod
	// proxy (and with it native-sidecar and hold-application), and
	// native-sidecar makes Istio ignore hold-application.
	nodeProxy, native, hold, appRetry, longTimeout  bool
	delayApp, excludePort, quit, longDrain, prestop bool
	job, cni                                        bool

	now     int64
	horizon int64
	steps   int
	seq     uint32
	q       []item // a binary heap, earliest first
	stop    stopReason

	// The log, kept only when record is set (see text.go).
	record  bool
	events  []Event
	dropped int         // events not kept for want of room
	arena   []byte      // the texts assembled during the run
	spans   []span      // which event's text is which part of arena
	pods    []PodStatus // the rows pod-status events point at
	shown   PodStatus   // the last row recorded

	c         [numCtrs]container
	initOrder [3]ctrID
	nInit     int
	mainOrder [2]ctrID
	nMain     int
	initNext  int  // the init container the kubelet is on
	initDone  bool // every init container has completed or started
	mainRan   bool // a regular container has run: the pod's phase is Running

	kubeletBusy bool
	fifo        [numCtrs]ctrID // containers waiting for the kubelet to start them
	nFifo       int

	redirectOn bool

	proxyListening bool
	proxyRoutes    bool
	hookActive     bool
	hookStart      int64
	probeFails     int64

	appServing      bool
	appAccepting    bool
	appStopping     bool
	appFirstAttempt int64
	appAttempts     int64
	inflightEnd     int64
	inflightNext    int64

	deleted    bool
	peersUntil int64
	podReadyAt int64
	succeeded  bool
	done       bool

	sum tally

	// stepwise turns off the fast-forwarding of periodic attempts, so a
	// test can check that it never changes a run's outcome.
	stepwise bool
}

// reset prepares m to run sc, which must be normalised.
func (m *sim) reset(sc Scenario, record bool) {
	q := m.q[:0] // Compare reuses one sim: keep the queue's array
	*m = sim{sc: sc, record: record, q: q, stepwise: m.stepwise}
	if m.q == nil {
		m.q = make([]item, 0, 16)
	}
	m.podReadyAt = -1
	m.appFirstAttempt = -1
	m.sum.appReadyMS = -1
	m.sum.podDoneMS = -1
	m.shown = PodStatus{Phase: "-"} // differs from any real status, so t=0 is shown

	for _, f := range sc.Fixes {
		switch f {
		case FixNodeProxy:
			m.nodeProxy = true
		case FixNativeSidecar:
			m.native = true
		case FixHoldApplication:
			m.hold = true
		case FixAppRetry:
			m.appRetry = true
		case FixLongerTimeout:
			m.longTimeout = true
		case FixDelayApp:
			m.delayApp = true
		case FixExcludePort:
			m.excludePort = true
		case FixQuitEndpoint:
			m.quit = true
		case FixLongerDrain:
			m.longDrain = true
		case FixPrestopSleep:
			m.prestop = true
		}
	}
	if m.nodeProxy {
		m.native, m.hold = false, false
	}
	if m.native {
		m.hold = false
	}
	m.job = sc.Workload == WorkloadJob
	m.cni = sc.Redirection == RedirectionCNI

	m.horizon = min(horizonSlackMS+sc.durationSum(), MaxHorizonMS)

	m.layOut()
}

// layOut places the containers in the pod spec the way Istio's injector
// does (pkg/kube/inject: reorderPod).
func (m *sim) layOut() {
	m.c[cApp] = container{present: true, name: "app"}
	if m.sc.AppInitCall {
		m.c[cAppInit] = container{present: true, name: "migrate"}
	}
	if !m.nodeProxy {
		m.c[cProxy] = container{present: true, name: "istio-proxy", sidecar: m.native}
		name := "istio-init"
		if m.cni {
			name = "istio-validation"
		}
		m.c[cMeshInit] = container{present: true, name: name}
	}
	addInit := func(id ctrID) {
		if m.c[id].present {
			m.initOrder[m.nInit] = id
			m.nInit++
		}
	}
	switch {
	case m.nodeProxy:
		addInit(cAppInit)
	case m.native:
		// istio-init (or validation) => proxy => the app's init containers.
		addInit(cMeshInit)
		addInit(cProxy)
		addInit(cAppInit)
	case m.cni:
		// istio-validation first, to block everything until CNI is ready.
		addInit(cMeshInit)
		addInit(cAppInit)
	default:
		// istio-init last, so the app's init containers run unredirected.
		addInit(cAppInit)
		addInit(cMeshInit)
	}
	addMain := func(id ctrID) {
		m.mainOrder[m.nMain] = id
		m.nMain++
	}
	switch {
	case m.nodeProxy || m.native:
		addMain(cApp)
	case m.hold:
		addMain(cProxy)
		addMain(cApp)
	default:
		// The proxy goes last so kubectl exec defaults to the app.
		addMain(cApp)
		addMain(cProxy)
	}
	for i := range m.c {
		m.c[i].waiting = waitPodInitializing
	}
	if m.nInit == 0 {
		m.c[cApp].waiting = waitContainerCreating
	}
}

// run processes the queue until nothing is left or a cap is hit, then adds
// the final event.
func (m *sim) run() {
	m.begin()
	m.settle()
	for len(m.q) > 0 {
		if m.q[0].at > m.horizon {
			m.stop = stopHorizon
			break
		}
		if m.steps >= MaxSteps {
			m.stop = stopSteps
			break
		}
		it := m.pop()
		m.steps++
		if it.c < numCtrs && it.gen != m.c[it.c].gen {
			continue // queued for a process that has since gone
		}
		m.now = it.at
		m.dispatch(it)
		m.settle()
	}
	m.finish()
}

// begin sets up t = 0: the sandbox, CNI redirection, the deletion and the
// first init container.
func (m *sim) begin() {
	switch {
	case m.nodeProxy:
		m.redirectOn = true
		m.emit(ActorNetwork, KindRedirect, "", "The CNI plugin hands the pod to the node proxy (ztunnel), which already serves it: redirection is in force and answered from the first packet.")
	case m.cni:
		m.redirectOn = true
		m.emit(ActorNetwork, KindRedirect, "", "istio-cni installs redirection while it sets up the pod's network: outbound traffic goes to 15001, inbound to 15006, before any container runs.")
	}
	if m.sc.DeleteAtMS > 0 {
		m.schedule(m.sc.DeleteAtMS, actDelete, podLevel)
	}
	m.advanceInit()
}

func (m *sim) dispatch(it item) {
	switch it.act {
	case actProcStart:
		m.procStart(it.c)
	case actInitDone:
		m.initDoneWork(it.c)
	case actNotice:
		m.notice(it.c)
	case actRestart:
		m.restart(it.c)
	case actListeners:
		m.listeners()
	case actRoutes:
		m.routes()
	case actHookPoll:
		m.hookPoll()
	case actHookTimeout:
		m.hookTimeout()
	case actProbe:
		m.probe()
	case actInitCall:
		m.initCall()
	case actAppCall:
		m.appCall()
	case actAppGiveUp:
		m.appCrash("The app gives up on " + DependencyAddr + " after app_timeout_ms of retries and exits with code 1.")
	case actJobDone:
		m.emit(ActorApp, KindWorkDone, "app", "The Job's work is done; the app exits 0.")
		m.appExit()
	case actDelete:
		m.deletePod()
	case actAppSigterm:
		m.appSigterm()
	case actInflightCall:
		m.inflightCall()
	case actAppExit:
		m.emit(ActorApp, KindExit, "app", "In-flight work finished; the app exits 0.")
		m.appExit()
	case actProxyDrainDone:
		m.emit(ActorProxy, KindExit, "istio-proxy", "The drain is over: pilot-agent kills Envoy. Nothing listens on 15001 any more, but the redirection stays.")
		m.proxyExit()
		m.terminationProgress()
	case actGrace:
		m.graceOver()
	case actPeersJoin:
		if m.deleted {
			break // the removal overtakes the news of the pod
		}
		m.emit(ActorPeers, KindPeersUpdated, "", "Peers have learned of the new endpoint and send it requests (steady traffic is not drawn).")
	case actPeerRequest:
		m.peerRequest()
	case actPeersLearned:
		m.emit(ActorPeers, KindPeersUpdated, "", "The endpoint removal reaches the peers: they stop sending to the pod.")
	}
}

// ---- the kubelet ----

// advanceInit starts the next init container, or the regular containers
// once every init container has completed (or, for a native sidecar,
// started).
func (m *sim) advanceInit() {
	for m.initNext < m.nInit {
		id := m.initOrder[m.initNext]
		c := &m.c[id]
		if (c.sidecar && c.started) || (c.state == stTerminated && c.exitCode == 0) {
			m.initNext++
			continue
		}
		if !c.alive && !c.pending {
			m.enqueue(id)
		}
		return
	}
	if !m.initDone {
		m.initDone = true
		for i := 0; i < m.nMain; i++ {
			m.c[m.mainOrder[i]].waiting = waitContainerCreating
		}
		for i := 0; i < m.nMain; i++ {
			m.enqueue(m.mainOrder[i])
		}
	}
}

// enqueue asks the kubelet to start a container. The kubelet starts one
// container at a time, in order, without waiting for readiness.
func (m *sim) enqueue(id ctrID) {
	m.c[id].pending = true
	for _, queued := range m.fifo[:m.nFifo] {
		if queued == id {
			return
		}
	}
	m.fifo[m.nFifo] = id
	m.nFifo++
	m.pump()
}

// pump starts the next queued container if the kubelet is free.
func (m *sim) pump() {
	if m.kubeletBusy || m.nFifo == 0 {
		return
	}
	id := m.fifo[0]
	copy(m.fifo[:], m.fifo[1:m.nFifo])
	m.nFifo--
	m.kubeletBusy = true
	c := &m.c[id]
	m.emit(ActorKubelet, KindContainerStart, c.name, m.startText(id))
	m.schedule(m.now+m.startMS(id), actProcStart, id)
}

// kubeletFree lets the kubelet move on to the next container.
func (m *sim) kubeletFree() {
	m.kubeletBusy = false
	m.pump()
}

// startMS is how long the kubelet's start call for a container takes.
func (m *sim) startMS(id ctrID) int64 {
	switch id {
	case cProxy:
		return m.sc.ProxyStartMS
	case cApp:
		return m.sc.AppStartMS
	}
	return 0 // init containers: their whole run is init_ms
}

// procStart handles a container whose process has just started.
func (m *sim) procStart(id ctrID) {
	c := &m.c[id]
	c.alive, c.pending, c.everRan = true, false, true
	c.state, c.ready, c.started = stRunning, false, false
	switch id {
	case cMeshInit:
		if m.cni {
			m.emit(ActorNetwork, KindProcessStart, c.name, "istio-validation checks that the CNI plugin's redirection is in place.")
		} else {
			m.emit(ActorNetwork, KindProcessStart, c.name, "istio-init starts writing iptables rules.")
		}
		m.schedule(m.now+m.sc.InitMS, actInitDone, id)
		m.kubeletFree()
	case cAppInit:
		m.emit(ActorApp, KindProcessStart, c.name, "Init container migrate starts; its first act is a call to "+DependencyAddr+".")
		m.schedule(m.now, actInitCall, id)
		m.kubeletFree()
	case cProxy:
		m.mainRan = m.mainRan || !m.native
		m.proxyStart()
	case cApp:
		m.mainRan = true
		m.appStart()
		m.kubeletFree()
	}
}

// initDoneWork ends a run-to-completion init container with code 0.
func (m *sim) initDoneWork(id ctrID) {
	c := &m.c[id]
	switch {
	case id == cMeshInit && !m.cni:
		m.redirectOn = true
		m.emit(ActorNetwork, KindRedirect, c.name, "istio-init has installed the iptables rules and exits: outbound traffic now goes to 15001, inbound to 15006, whether or not anything listens there.")
	case id == cMeshInit:
		m.emit(ActorNetwork, KindExit, c.name, "istio-validation finds the redirection in place and exits.")
	default:
		m.emit(ActorApp, KindExit, c.name, "migrate finishes and exits 0.")
	}
	m.exited(id, 0)
}

// exited records that a process ended by itself. The kubelet learns of it
// on its next relist, exit_notice_ms later; while the pod is terminating
// the kubelet is waiting on the container and learns at once.
func (m *sim) exited(id ctrID, code int) {
	c := &m.c[id]
	c.alive, c.code = false, code
	c.gen++
	if m.deleted {
		m.report(id)
		m.terminationProgress()
		return
	}
	m.schedule(m.now+m.sc.ExitNoticeMS, actNotice, id)
}

// report makes the kubelet's view of an exited container current.
func (m *sim) report(id ctrID) {
	c := &m.c[id]
	c.state, c.exitCode, c.ready, c.started = stTerminated, c.code, false, false
}

// notice is the kubelet finding an exited container on its relist.
func (m *sim) notice(id ctrID) {
	m.report(id)
	c := &m.c[id]
	switch {
	case c.code != 0:
		m.backOff(id)
	case id == cMeshInit || id == cAppInit:
		m.advanceInit()
	case id == cApp && m.job:
		m.jobAppDone()
	default:
		m.checkSucceeded()
	}
}

// backOff schedules the restart of a failed container. The first restart
// is immediate; from the second on the delay starts at backoff_initial_ms
// and doubles up to backoff_max_ms; backoff_reset_ms without a restart
// forgets the history (client-go flowcontrol.Backoff, kubelet
// doBackOff).
func (m *sim) backOff(id ctrID) {
	c := &m.c[id]
	var delay int64
	if !c.boActive || m.now-c.boLast > m.sc.BackoffResetMS {
		c.boActive, c.boNext = true, min(m.sc.BackoffInitialMS, m.sc.BackoffMaxMS)
	} else {
		delay = c.boNext
		c.boNext = min(c.boNext*2, m.sc.BackoffMaxMS)
	}
	c.pending = true
	if delay > 0 {
		c.state, c.waiting = stWaiting, waitCrashLoop
		m.emitf(ActorKubelet, KindBackoff, c.name, lit("Back-off "), ms(delay), lit(" restarting failed container "), lit(c.name), lit(" (CrashLoopBackOff)."))
	}
	m.schedule(m.now+delay, actRestart, id)
}

// restart is the back-off running out: the container is started again.
func (m *sim) restart(id ctrID) {
	c := &m.c[id]
	c.restarts++
	c.boLast = m.now
	if id == cApp || id == cAppInit {
		m.sum.restarts++
	}
	m.enqueue(id)
}

// ---- the proxy ----

// proxyStart handles the proxy process starting: it asks istiod for its
// configuration, and the kubelet either runs its postStart hook
// (hold-application), probes it (native sidecar) or moves straight on.
func (m *sim) proxyStart() {
	p := &m.c[cProxy]
	m.proxyListening, m.proxyRoutes = false, false
	m.emit(ActorProxy, KindProcessStart, p.name, "pilot-agent and Envoy start and ask istiod for their configuration.")
	m.schedule(m.now+max(0, m.sc.ProxyConfigMS-m.sc.RoutesLagMS), actListeners, cProxy)
	m.schedule(m.now+m.sc.ProxyConfigMS, actRoutes, cProxy)
	switch {
	case m.hold:
		m.hookActive, m.hookStart = true, m.now
		m.emitf(ActorKubelet, KindHookStart, p.name, lit("postStart hook: pilot-agent wait polls localhost:15021/healthz/ready every "), ms(m.sc.HoldPollMS), lit("; the kubelet starts nothing else until it returns."))
		if first := m.now + m.sc.HoldPollMS; first < m.hookStart+m.sc.HoldTimeoutMS {
			m.schedule(first, actHookPoll, cProxy)
		}
		m.schedule(m.hookStart+m.sc.HoldTimeoutMS, actHookTimeout, cProxy)
		return // the kubelet stays busy with the hook
	case m.native && m.sc.StartupProbe:
		m.probeFails = 0
		m.schedule(m.now+m.sc.ProbePeriodMS, actProbe, cProxy)
	case m.native:
		p.started = true
		m.emit(ActorKubelet, KindProbeOK, p.name, "No startupProbe: the native sidecar counts as started as soon as its process runs, and the kubelet moves on.")
		m.advanceInit()
	}
	m.kubeletFree()
}

func (m *sim) listeners() {
	m.proxyListening = true
	m.emit(ActorControlPlane, KindPushListeners, "", "istiod pushes listeners (LDS) to the proxy.")
	m.emit(ActorProxy, KindListening, "istio-proxy", "Listeners open on 15001 and 15006, but no routes yet: calls now get the proxy's own 503 UH.")
}

func (m *sim) routes() {
	m.proxyRoutes = true
	p := &m.c[cProxy]
	if !m.native || !m.sc.StartupProbe || p.started {
		p.ready = true // the readiness probe on 15021 passes
	}
	m.emit(ActorControlPlane, KindPushRoutes, "", "istiod pushes routes and endpoints (RDS, EDS).")
	m.emit(ActorProxy, KindReady, "istio-proxy", "Routes received: the proxy forwards calls, and /healthz/ready answers 200.")
}

// hookPoll is one poll by pilot-agent wait. Its first poll is one period
// after the hook starts (pilot/cmd/pilot-agent/app/wait.go).
func (m *sim) hookPoll() {
	if !m.hookActive {
		return
	}
	p := &m.c[cProxy]
	if m.proxyRoutes {
		m.hookActive = false
		m.emit(ActorKubelet, KindProbeOK, p.name, "pilot-agent wait: Envoy is ready!")
		m.emit(ActorKubelet, KindHookOK, p.name, "The postStart hook returns; the kubelet starts the next container.")
		m.kubeletFree()
		return
	}
	const text = "pilot-agent wait: Envoy is not ready yet."
	m.emit(ActorKubelet, KindProbeFailed, p.name, text)
	every, deadline := m.sc.HoldPollMS, m.hookStart+m.sc.HoldTimeoutMS
	next := m.now + every
	n := m.repeats(next, every, deadline)
	m.emitRepeats(n, next, every, ActorKubelet, KindProbeFailed, p.name, text)
	next += n * every
	if next < deadline {
		m.schedule(next, actHookPoll, cProxy)
	}
}

// hookTimeout is pilot-agent wait giving up: the hook fails, the kubelet
// kills the proxy (FailedPostStartHook), goes on to start the app, and
// restarts the proxy with back-off.
func (m *sim) hookTimeout() {
	if !m.hookActive {
		return
	}
	m.hookActive = false
	p := &m.c[cProxy]
	m.emit(ActorKubelet, KindHookFailed, p.name, "FailedPostStartHook: timeout waiting for Envoy proxy to become ready. The kubelet kills istio-proxy and starts the next container anyway.")
	m.emit(ActorProxy, KindKilled, p.name, "Killed by the kubelet after its postStart hook failed.")
	m.proxyGone(137)
	m.report(cProxy)
	m.backOff(cProxy)
	m.kubeletFree()
}

// probe is one run of the native sidecar's startup probe.
func (m *sim) probe() {
	p := &m.c[cProxy]
	if m.proxyRoutes {
		p.started, p.ready = true, true
		m.emit(ActorKubelet, KindProbeOK, p.name, "Startup probe passed (GET :15021/healthz/ready 200): the sidecar has started; the kubelet moves on.")
		m.advanceInit()
		return
	}
	const text = "Startup probe failed: GET :15021/healthz/ready is not ready yet."
	m.probeFails++
	m.emit(ActorKubelet, KindProbeFailed, p.name, text)
	if m.probeFails >= m.sc.ProbeFailureThreshold {
		m.emit(ActorProxy, KindKilled, p.name, "The startup probe failed probe_failure_threshold times: the kubelet kills istio-proxy and will restart it.")
		m.proxyGone(137)
		m.report(cProxy)
		m.backOff(cProxy)
		return
	}
	every := m.sc.ProbePeriodMS
	next := m.now + every
	// The failure that reaches the threshold must be handled on its own.
	limit := m.now + (m.sc.ProbeFailureThreshold-m.probeFails)*every
	n := m.repeats(next, every, limit)
	m.emitRepeats(n, next, every, ActorKubelet, KindProbeFailed, p.name, text)
	m.probeFails += n
	m.schedule(next+n*every, actProbe, cProxy)
}

// proxyGone clears the proxy's process state when it exits or is killed.
func (m *sim) proxyGone(code int) {
	p := &m.c[cProxy]
	p.alive, p.code = false, code
	p.gen++
	p.ready, p.started = false, false
	m.proxyListening, m.proxyRoutes, m.hookActive = false, false, false
}

// proxyExit is the proxy ending by itself with code 0 (drain over,
// /quitquitquit, already drained).
func (m *sim) proxyExit() {
	m.proxyGone(0)
	if m.deleted {
		m.report(cProxy)
		return
	}
	m.schedule(m.now+m.sc.ExitNoticeMS, actNotice, cProxy)
}

// outbound is what an outbound call to the dependency meets now.
func (m *sim) outbound() outcome {
	if m.nodeProxy || m.excludePort || !m.redirectOn {
		return outOK
	}
	if !m.c[cProxy].alive || !m.proxyListening {
		return outRefused
	}
	if !m.proxyRoutes {
		return outNoRoute
	}
	return outOK
}

// ---- the app ----

// initCall is the app's init container calling the network as it starts.
// It is a one-shot tool: it exits 1 on a failed call, whatever the app's
// retry fixes.
func (m *sim) initCall() {
	o := m.outbound()
	if o == outOK {
		m.emit(ActorApp, KindCallOK, "migrate", "migrate: connected to "+DependencyAddr+".")
		m.schedule(m.now+m.sc.InitMS, actInitDone, cAppInit)
		return
	}
	m.sum.startupFailures++
	m.emit(ActorApp, KindCallFailed, "migrate", failText(o, false))
	m.emit(ActorApp, KindCrash, "migrate", "migrate exits with code 1.")
	m.exited(cAppInit, 1)
}

// appStart handles the app's process starting.
func (m *sim) appStart() {
	m.appServing, m.appAccepting, m.appStopping = false, false, false
	m.appFirstAttempt, m.appAttempts = -1, 0
	at := m.now + m.sc.FirstCallMS
	if m.delayApp {
		at += m.sc.DelayAppMS
		m.emitf(ActorApp, KindProcessStart, "app", lit("The app's command sleeps "), ms(m.sc.DelayAppMS), lit(" before starting the app (delay-app)."))
	} else {
		m.emit(ActorApp, KindProcessStart, "app", "The app process starts; its first call to "+DependencyAddr+" comes next.")
	}
	m.schedule(at, actAppCall, cApp)
}

// appCall is one call by the app to its start-up dependency.
func (m *sim) appCall() {
	if m.appFirstAttempt < 0 {
		m.appFirstAttempt = m.now
	}
	o := m.outbound()
	if o == outOK {
		m.appReady()
		return
	}
	m.sum.startupFailures++
	if !m.appRetry && !m.longTimeout {
		m.emit(ActorApp, KindCallFailed, "app", failText(o, false))
		m.appCrash("The app fails fast: exit code 1 on its first failed start-up call.")
		return
	}
	text := failText(o, true)
	m.emit(ActorApp, KindCallFailed, "app", text)
	deadline := m.horizon + 1 // app-retry alone never gives up
	if m.longTimeout {
		deadline = m.appFirstAttempt + m.sc.AppTimeoutMS
	}
	every := m.retryDelay()
	m.appAttempts++
	next := m.now + every
	if !m.appRetry || every == m.sc.RetryMaxMS {
		// A fixed interval: skip ahead over attempts nothing can change.
		n := m.repeats(next, every, deadline)
		m.emitRepeats(n, next, every, ActorApp, KindCallFailed, "app", text)
		m.sum.startupFailures += int(n)
		m.appAttempts += n
		next += n * every
	}
	if m.longTimeout && next >= deadline {
		m.schedule(max(deadline, m.now), actAppGiveUp, cApp)
		return
	}
	m.schedule(next, actAppCall, cApp)
}

// retryDelay is the wait before the app's next attempt: fixed with
// longer-timeout, doubling up to retry_max_ms with app-retry.
func (m *sim) retryDelay() int64 {
	d := m.sc.RetryIntervalMS
	if !m.appRetry {
		return d
	}
	for i := int64(0); i < m.appAttempts && d < m.sc.RetryMaxMS; i++ {
		d *= 2
	}
	return min(d, m.sc.RetryMaxMS)
}

// appReady is the start-up dependency answering: the app serves.
func (m *sim) appReady() {
	a := &m.c[cApp]
	m.emit(ActorApp, KindCallOK, "app", "Connected to "+DependencyAddr+".")
	m.appServing, m.appAccepting, a.ready = true, true, true
	if m.sum.appReadyMS < 0 {
		m.sum.appReadyMS = m.now
	}
	m.emit(ActorApp, KindServing, "app", "Ready: the app serves requests and its readiness probe passes.")
	if m.job {
		m.emit(ActorApp, KindWorkStart, "app", "The Job's work begins.")
		m.schedule(m.now+m.sc.JobWorkMS, actJobDone, cApp)
	}
}

// appCrash ends the app with code 1.
func (m *sim) appCrash(text string) {
	m.emit(ActorApp, KindCrash, "app", text)
	m.appServing, m.appAccepting = false, false
	m.c[cApp].ready = false
	m.exited(cApp, 1)
}

// appExit ends the app with code 0. With quit-endpoint its wrapper then
// POSTs /quitquitquit to the proxy.
func (m *sim) appExit() {
	m.appServing, m.appAccepting = false, false
	m.c[cApp].ready = false
	if m.quit && m.c[cProxy].alive {
		m.emit(ActorApp, KindCallOK, "app", "The app's wrapper POSTs localhost:15020/quitquitquit.")
		m.emit(ActorProxy, KindQuit, "istio-proxy", "/quitquitquit received: pilot-agent and Envoy exit now.")
		m.proxyExit()
	}
	m.exited(cApp, 0)
}

// jobAppDone is the kubelet noticing that the Job's app finished: a native
// sidecar is now stopped (preStop drain, then SIGTERM, which the agent
// answers by exiting at once); a classic one keeps running.
func (m *sim) jobAppDone() {
	p := &m.c[cProxy]
	if m.native && p.alive {
		m.emit(ActorKubelet, KindSigterm, p.name, "Every regular container has exited: the kubelet stops the native sidecar (preStop POST drain, then SIGTERM).")
		m.emit(ActorProxy, KindExit, p.name, "Agent already drained, exiting immediately.")
		m.proxyGone(0)
		m.report(cProxy)
	}
	m.checkSucceeded()
}

// checkSucceeded completes a Job's pod once its regular containers have
// all exited 0 and no sidecar is left running.
func (m *sim) checkSucceeded() {
	if !m.job || m.succeeded || m.deleted {
		return
	}
	for i := 0; i < m.nMain; i++ {
		c := &m.c[m.mainOrder[i]]
		if c.alive || c.state != stTerminated || c.exitCode != 0 {
			return
		}
	}
	if m.native && m.c[cProxy].alive {
		return
	}
	m.succeeded = true
	m.sum.jobCompleted = true
	m.podDone("The pod has completed: the Job counts it as succeeded.")
}

func (m *sim) podDone(text string) {
	m.done = true
	m.sum.podDoneMS = m.now
	m.showStatus() // the pod's last row comes before it is gone
	m.emit(ActorKubelet, KindPodDone, "", text)
}

// ---- deletion ----

// deletePod starts the pod's termination: the endpoint is marked
// terminating, every container gets SIGTERM (after its preStop hook), and
// one grace period starts for all of them.
func (m *sim) deletePod() {
	if m.done {
		return
	}
	m.deleted = true
	m.emitf(ActorControlPlane, KindDelete, "", lit("The pod is deleted: its endpoint is marked terminating now, and peers learn of it "), ms(m.sc.EndpointPropagationMS), lit(" later."))
	if !m.job && m.podReadyAt >= 0 {
		m.peersUntil = m.now + m.sc.EndpointPropagationMS
		if start := max(m.now, m.podReadyAt+m.sc.EndpointPropagationMS); start < m.peersUntil {
			m.schedule(start, actPeerRequest, podLevel)
		}
		m.schedule(m.peersUntil, actPeersLearned, podLevel)
	}
	// The kubelet starts nothing more.
	m.kubeletBusy, m.nFifo, m.hookActive = false, 0, false
	for id := ctrID(0); id < numCtrs; id++ {
		c := &m.c[id]
		if !c.present {
			continue
		}
		if !c.alive {
			c.gen++ // cancels a pending start, restart or relist
			c.pending = false
			if c.everRan {
				m.report(id)
			}
			continue
		}
		switch id {
		case cMeshInit, cAppInit:
			m.emit(ActorKubelet, KindSigterm, c.name, "SIGTERM to the init container still running.")
			c.alive, c.code = false, 143
			c.gen++
			m.report(id)
		case cApp:
			if m.prestop {
				m.emitf(ActorKubelet, KindPrestop, "app", lit("preStop hook on app: sleep "), ms(m.sc.PrestopSleepMS), lit(". The app keeps serving meanwhile; SIGTERM follows."))
				m.schedule(m.now+m.sc.PrestopSleepMS, actAppSigterm, cApp)
			} else {
				m.appSigterm()
			}
		case cProxy:
			m.proxyTerminate()
		}
	}
	m.schedule(m.now+m.sc.GraceMS, actGrace, podLevel)
	m.terminationProgress()
}

// proxyTerminate is the proxy's side of deletion. A classic proxy gets
// SIGTERM now and drains for drain_ms before Envoy is killed. A native
// sidecar only runs its preStop drain now; SIGTERM waits for the app.
func (m *sim) proxyTerminate() {
	p := &m.c[cProxy]
	if m.native {
		m.emit(ActorKubelet, KindPrestop, p.name, "preStop hook on istio-proxy: pilot-agent request POST drain. SIGTERM waits until the app has exited.")
		m.emit(ActorProxy, KindDrain, p.name, "Draining: inbound connections are asked to close; outbound calls still work.")
		return
	}
	drain := m.sc.DrainMS
	if m.longDrain {
		drain = m.sc.LongerDrainMS
	}
	m.emit(ActorKubelet, KindSigterm, p.name, "SIGTERM to istio-proxy, at the same time as the app.")
	m.emitf(ActorProxy, KindDrain, p.name, lit("SIGTERM: pilot-agent drains inbound listeners for "), ms(drain), lit(", then kills Envoy. Outbound calls work until then."))
	m.schedule(m.now+drain, actProxyDrainDone, cProxy)
}

// appSigterm delivers SIGTERM to the app: a serving app stops accepting and
// finishes inflight_ms of work, calling out every call_interval_ms; an app
// still starting up exits at once.
func (m *sim) appSigterm() {
	a := &m.c[cApp]
	m.emit(ActorKubelet, KindSigterm, "app", "SIGTERM to app.")
	if !a.alive {
		return
	}
	a.gen++ // no more start-up retries or Job work
	a.ready, m.appAccepting = false, false
	if !m.appServing {
		m.emit(ActorApp, KindShutdown, "app", "SIGTERM before the app ever served: it exits at once.")
		m.appExit()
		return
	}
	m.appStopping = true
	if m.sc.InflightMS == 0 {
		m.emit(ActorApp, KindShutdown, "app", "SIGTERM: the app stops accepting requests; nothing is in flight.")
		m.appExit()
		return
	}
	m.emitf(ActorApp, KindShutdown, "app", lit("SIGTERM: the app stops accepting requests and finishes "), ms(m.sc.InflightMS),
		lit(" of in-flight work, calling "+DependencyAddr+" every "), ms(m.sc.CallIntervalMS), lit("."))
	m.inflightEnd, m.inflightNext = m.now+m.sc.InflightMS, m.now
	m.schedule(m.now, actInflightCall, cApp)
	m.schedule(m.inflightEnd, actAppExit, cApp)
}

// inflightCall is one outbound call of the app's in-flight work.
func (m *sim) inflightCall() {
	o := m.outbound()
	kind, text := KindCallOK, "In-flight work: the call to "+DependencyAddr+" is answered."
	switch o {
	case outRefused:
		kind, text = KindCallFailed, "In-flight call lost: dial tcp "+DependencyAddr+": connect: connection refused (the proxy has exited; the redirection stays)."
	case outNoRoute:
		kind, text = KindCallFailed, "In-flight call lost: 503 Service Unavailable: no healthy upstream (UH, answered by the local proxy)."
	}
	every := m.sc.CallIntervalMS
	next := m.now + every
	n := m.repeats(next, every, m.inflightEnd)
	if o != outOK {
		m.sum.shutdownFailures += 1 + int(n)
	}
	m.emit(ActorApp, kind, "app", text)
	m.emitRepeats(n, next, every, ActorApp, kind, "app", text)
	next += n * every
	m.inflightNext = next
	if next < m.inflightEnd {
		m.schedule(next, actInflightCall, cApp)
	}
}

// terminationProgress moves a terminating pod on: a native sidecar gets
// SIGTERM once every regular container has exited, and the pod is gone
// once nothing runs.
func (m *sim) terminationProgress() {
	if !m.deleted || m.done {
		return
	}
	p := &m.c[cProxy]
	if m.native && p.alive && !m.c[cApp].alive {
		m.emit(ActorKubelet, KindSigterm, p.name, "The app has exited: SIGTERM to the native sidecar.")
		m.emit(ActorProxy, KindExit, p.name, "Agent already drained, exiting immediately.")
		m.proxyGone(0)
		m.report(cProxy)
	}
	for id := range m.c {
		if m.c[id].alive {
			return
		}
	}
	m.podDone("Every container has stopped: the pod is gone.")
}

// graceOver kills whatever still runs when the grace period ends. In-flight
// calls the app had not made yet are lost.
func (m *sim) graceOver() {
	if m.done {
		return
	}
	for id := ctrID(0); id < numCtrs; id++ {
		c := &m.c[id]
		if !c.alive {
			continue
		}
		m.emit(ActorKubelet, KindSigkill, c.name, "The grace period is over: SIGKILL to "+c.name+".")
		if id == cApp && m.appStopping && m.inflightNext < m.inflightEnd {
			every := m.sc.CallIntervalMS
			lost := (m.inflightEnd - m.inflightNext + every - 1) / every
			m.sum.shutdownFailures += int(lost)
			m.emitf(ActorApp, KindKilled, "app", lit("Killed with its in-flight work unfinished: "), num(lost), lit(" more calls are lost."))
		} else if id == cApp {
			m.emit(ActorApp, KindKilled, "app", "Killed.")
		} else if id == cProxy {
			m.emit(ActorProxy, KindKilled, c.name, "Killed.")
		}
		c.alive, c.code = false, 137
		c.gen++
		m.report(id)
	}
	m.proxyListening, m.proxyRoutes = false, false
	m.appServing, m.appAccepting = false, false
	m.podDone("Every container has stopped: the pod is gone.")
}

// peerRequest is one request from a peer that has not yet learned the pod
// is going away.
func (m *sim) peerRequest() {
	var text string
	ok := m.podAccepts()
	switch {
	case ok:
		text = "A request to " + PodAddr + " is served: the peer has not yet learned the pod is going away."
	case !m.nodeProxy && !m.c[cProxy].alive:
		text = "A request to " + PodAddr + " fails: connection refused (the pod's proxy has exited)."
	default:
		text = "A request to " + PodAddr + " fails: 503 upstream connect error (UF): the app no longer accepts requests."
	}
	kind := KindCallOK
	if !ok {
		kind = KindCallFailed
		m.sum.shutdownFailures++
	}
	m.emit(ActorPeers, kind, "", text)
	every := m.sc.PeerIntervalMS
	next := m.now + every
	n := m.repeats(next, every, m.peersUntil)
	if !ok {
		m.sum.shutdownFailures += int(n)
	}
	m.emitRepeats(n, next, every, ActorPeers, kind, "", text)
	next += n * every
	if next < m.peersUntil {
		m.schedule(next, actPeerRequest, podLevel)
	}
}

// podAccepts reports whether a request to the pod would be served: the app
// must still accept, and with a per-pod proxy the proxy must be up to
// receive it on 15006.
func (m *sim) podAccepts() bool {
	if !m.c[cApp].alive || !m.appAccepting {
		return false
	}
	return m.nodeProxy || (m.c[cProxy].alive && m.proxyListening)
}

// ---- after each action ----

// settle updates what follows from the state after every action: the
// endpoint once the pod is first Ready, and the pod's status row.
func (m *sim) settle() {
	if m.podReadyAt < 0 && !m.job && !m.deleted && m.podReady() {
		m.podReadyAt = m.now
		m.emit(ActorControlPlane, KindEndpointAdded, "", "The pod is Ready: it joins its Service's EndpointSlice.")
		m.schedule(m.now+m.sc.EndpointPropagationMS, actPeersJoin, podLevel)
	}
	if !m.done {
		m.showStatus()
	}
}

// showStatus records a pod-status event if the pod's row changed.
func (m *sim) showStatus() {
	if !m.record {
		return
	}
	if st := m.podStatus(); st != m.shown {
		m.shown = st
		if m.emitf(ActorKubelet, KindPodStatus, "", lit("kubectl get pod: READY "), lit(st.Ready), lit(", STATUS "), lit(st.Status), lit(".")) {
			m.events[len(m.events)-1].Pod = m.keepStatus(st)
		}
	}
}

// podReady is the pod's Ready condition: every regular container and every
// native sidecar ready.
func (m *sim) podReady() bool {
	if !m.initDone {
		return false
	}
	for i := 0; i < m.nMain; i++ {
		if c := &m.c[m.mainOrder[i]]; !c.alive || !c.ready {
			return false
		}
	}
	if m.native {
		return m.c[cProxy].alive && m.c[cProxy].ready
	}
	return true
}

// finish adds the run's final event.
func (m *sim) finish() {
	if !m.record {
		return
	}
	switch {
	case m.stop == stopSteps:
		m.final(KindTruncated, lit("Stopped after "), num(MaxSteps), lit(" steps (MaxSteps): the summary covers only what happened until here."))
	case m.stop == stopHorizon:
		m.now = m.horizon
		m.final(KindTruncated, lit("Stopped at this run's simulated-time horizon of "), ms(m.horizon), lit(": the pod never settled, and the summary covers only what happened until here."))
	case m.dropped > 0:
		m.final(KindTruncated, lit("Only the first "), num(MaxEvents), lit(" events are kept (MaxEvents); "), num(int64(m.dropped)), lit(" more happened, and the summary covers the whole run."))
	default:
		// Queued actions that turned out to have nothing left to do (a
		// hook timeout after the hook returned, a grace period after the
		// pod was gone) do not stretch the timeline.
		if n := len(m.events); n > 0 {
			m.now = m.events[n-1].AtMS
		}
		switch {
		case m.succeeded:
			m.final(KindEnd, lit("Nothing further happens: the Job is complete."))
		case m.done:
			m.final(KindEnd, lit("Nothing further happens: the pod is gone."))
		case m.job && m.c[cApp].state == stTerminated && m.c[cApp].exitCode == 0:
			m.final(KindEnd, lit("Nothing further happens: the app has finished but the proxy never exits, so the pod stays "),
				lit(m.shown.Ready), lit(" "), lit(m.shown.Status), lit(" and the Job never completes."))
		default:
			m.final(KindEnd, lit("Nothing further happens: the pod stays "), lit(m.shown.Ready), lit(" "), lit(m.shown.Status), lit("."))
		}
	}
}

// ---- the queue and the event log ----

// schedule queues an action for a container (or podLevel) at time at.
func (m *sim) schedule(at int64, act action, c ctrID) {
	var gen uint32
	if c < numCtrs {
		gen = m.c[c].gen
	}
	m.seq++
	m.q = append(m.q, item{at: at, seq: m.seq, gen: gen, act: act, class: act.class(), c: c})
	// Sift up.
	q := m.q
	for i := len(q) - 1; i > 0; {
		parent := (i - 1) / 2
		if !q[i].before(&q[parent]) {
			break
		}
		q[i], q[parent] = q[parent], q[i]
		i = parent
	}
}

// pop removes and returns the earliest item.
func (m *sim) pop() item {
	q := m.q
	top := q[0]
	last := len(q) - 1
	q[0] = q[last]
	q = q[:last]
	for i := 0; ; {
		l := 2*i + 1
		if l >= len(q) {
			break
		}
		small := l
		if r := l + 1; r < len(q) && q[r].before(&q[l]) {
			small = r
		}
		if !q[small].before(&q[i]) {
			break
		}
		q[i], q[small] = q[small], q[i]
		i = small
	}
	m.q = q
	return top
}

// repeats counts the repeats of a periodic attempt, at next, next+every,
// ..., that fall strictly before limit, the horizon and the next queued
// action. Nothing can change between now and then, so each would meet the
// outcome the current attempt met; the caller accounts for them in one go
// instead of a trip through the queue each.
func (m *sim) repeats(next, every, limit int64) int64 {
	if m.stepwise {
		return 0
	}
	stop := min(limit, m.horizon+1)
	if len(m.q) > 0 {
		stop = min(stop, m.q[0].at)
	}
	if next >= stop {
		return 0
	}
	return (stop - next + every - 1) / every
}

// emitRepeats records the events of n repeats skipped by repeats.
func (m *sim) emitRepeats(n, next, every int64, a Actor, k Kind, container, text string) {
	if !m.record {
		return
	}
	for i := int64(0); i < n; i++ {
		if len(m.events) >= MaxEvents {
			m.dropped += int(n - i)
			return
		}
		m.events = append(m.events, Event{AtMS: next + i*every, Actor: a, Kind: k, Text: text, Container: container})
	}
}

// ---- texts ----

// failText is the app's log line for a failed call to the dependency.
func failText(o outcome, retrying bool) string {
	switch {
	case o == outNoRoute && retrying:
		return "Start-up call failed: 503 Service Unavailable: no healthy upstream (UH, answered by the local proxy; " + DependencyAddr + " never saw it). Retrying."
	case o == outNoRoute:
		return "Start-up call failed: 503 Service Unavailable: no healthy upstream (UH, answered by the local proxy; " + DependencyAddr + " never saw it)."
	case retrying:
		return "Start-up call failed: dial tcp " + DependencyAddr + ": connect: connection refused. Retrying."
	}
	return "Start-up call failed: dial tcp " + DependencyAddr + ": connect: connection refused."
}

// startText is the kubelet's line for starting a container.
func (m *sim) startText(id ctrID) string {
	again := m.c[id].everRan
	switch {
	case id == cApp && again:
		return "Restarting container app."
	case id == cApp:
		return "Starting container app."
	case id == cProxy && m.native && again:
		return "Restarting init container istio-proxy (a native sidecar)."
	case id == cProxy && m.native:
		return "Starting init container istio-proxy (a native sidecar: restartPolicy Always)."
	case id == cProxy && again:
		return "Restarting container istio-proxy."
	case id == cProxy:
		return "Starting container istio-proxy."
	case id == cAppInit && again:
		return "Restarting init container migrate."
	case id == cAppInit:
		return "Starting init container migrate."
	case m.cni:
		return "Starting init container istio-validation."
	}
	return "Starting init container istio-init."
}
