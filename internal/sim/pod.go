package sim

// podStatus computes the pod's `kubectl get pod` row from what the kubelet
// reports, the way kubectl's printPod does (kubectl/pkg/cmd/get, the
// printers' printPod): the first unfinished init container decides while
// the pod initialises; then the regular containers, last to first, where a
// waiting or terminated reason wins; "Completed" with a container still
// running and ready shows as "Running"; a deleted pod is "Terminating".
//
// One deliberate difference: current kubectl prints "NotReady" rather than
// "Running" for a completed app beside a running classic proxy (the pod's
// Ready condition is false). The facts the model follows (istio/istio
// #11659) give "1/2 Running", and so does this function; Phase is Running
// either way.
func (m *sim) podStatus() PodStatus {
	phase := "Pending"
	switch {
	case m.succeeded:
		phase = "Succeeded"
	case m.initDone && m.mainRan:
		phase = "Running"
	}
	reason := phase
	initializing := false
	for i := 0; i < m.nInit && !initializing; i++ {
		c := &m.c[m.initOrder[i]]
		switch {
		case c.state == stTerminated && c.exitCode == 0:
		case c.sidecar && c.started:
		case c.state == stTerminated:
			reason, initializing = "Init:Error", true
		case c.state == stWaiting && c.waiting == waitCrashLoop:
			reason, initializing = "Init:CrashLoopBackOff", true
		default:
			reason, initializing = initCount(i, m.nInit), true
		}
	}

	ready, total, restarts := 0, m.nMain, 0
	for i := range m.c {
		restarts += m.c[i].restarts
	}
	if m.native {
		total++
		if p := &m.c[cProxy]; p.state == stRunning && p.ready {
			ready++
		}
	}
	hasRunning := false
	for i := m.nMain - 1; i >= 0; i-- {
		c := &m.c[m.mainOrder[i]]
		switch {
		case c.state == stWaiting && c.waiting != "":
			if !initializing {
				reason = c.waiting
			}
		case c.state == stTerminated && c.exitCode == 0:
			if !initializing {
				reason = "Completed"
			}
		case c.state == stTerminated:
			if !initializing {
				reason = "Error"
			}
		case c.state == stRunning && c.ready:
			hasRunning = true
			ready++
		}
	}
	if reason == "Completed" && hasRunning {
		reason = "Running"
	}
	if m.deleted && !m.succeeded {
		reason = "Terminating"
	}
	return PodStatus{Phase: phase, Status: reason, Ready: readyCount(ready, total), Restarts: restarts}
}

// initCount is kubectl's "Init:i/n" without an allocation for the small
// counts a simulated pod has.
func initCount(i, n int) string {
	switch n*10 + i {
	case 10:
		return "Init:0/1"
	case 20:
		return "Init:0/2"
	case 21:
		return "Init:1/2"
	case 30:
		return "Init:0/3"
	case 31:
		return "Init:1/3"
	case 32:
		return "Init:2/3"
	}
	return "Init:" + itoa(int64(i)) + "/" + itoa(int64(n))
}

// readyCount is the READY column without an allocation.
func readyCount(ready, total int) string {
	switch total*10 + ready {
	case 10:
		return "0/1"
	case 11:
		return "1/1"
	case 20:
		return "0/2"
	case 21:
		return "1/2"
	case 22:
		return "2/2"
	}
	return itoa(int64(ready)) + "/" + itoa(int64(total))
}
