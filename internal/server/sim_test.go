package server_test

import (
	"net/http"
	"strings"
	"testing"
)

func TestSimPageAndPanel(t *testing.T) {
	g := newTestApp(t).guest()
	// The default preset, readable with no JavaScript: lanes, a failed
	// start-up call, the kubectl rows and the comparison.
	r := g.get("/sim")
	r.want(t, http.StatusOK, "Pod lifecycle simulator", `class="timeline"`, ">redirection<", ">proxy<", ">app<",
		"connection refused", "<td>app</td>", "<td>kubelet</td>", "kubectl get pod, over time", "CrashLoopBackOff", "Every fix over 1000 pods",
		"Pods with a failed start-up call, as the control plane slows down", `<polyline class="line s0"`, `href="/sim/model"`)
	if !strings.Contains(r.body, `data-startup-failures>`) || strings.Contains(r.body, `data-startup-failures>0<`) {
		t.Fatal("the start-up preset shows no start-up failure without a fix")
	}

	// The same panel with the native sidecar switched on, from the form.
	r = g.get("/sim?preset=sidecar-startup&fix=native-sidecar")
	r.want(t, http.StatusOK, `value="native-sidecar" checked`, `data-startup-failures>0<`)

	// Every preset renders.
	for _, p := range []string{"sidecar-startup", "job-never-completes", "shutdown-race", "rolling-update", "cni-init-container", "node-proxy"} {
		g.get("/sim?preset="+p).want(t, http.StatusOK, `data-preset="`+p+`"`)
	}
	g.get("/sim?preset=job-never-completes").want(t, http.StatusOK, "Jobs completed", `data-job-completed>`)

	// Bad input: named field, the preset shown as it is.
	g.get("/sim?preset=nope").want(t, http.StatusNotFound)
	g.get("/sim?preset=sidecar-startup&fix=duct-tape").want(t, http.StatusBadRequest, "Your changes were not applied", "duct-tape")
	g.get("/sim?preset=sidecar-startup&proxy_config_ms=-5").want(t, http.StatusBadRequest, "proxy_config_ms")
	g.get("/sim?preset=sidecar-startup&drain_ms=soon").want(t, http.StatusBadRequest, "drain_ms: must be a whole number")

	g.get("/sim/model").want(t, http.StatusOK, "<h1", "CrashLoopBackOff")
}

func TestSimAPI(t *testing.T) {
	g := newTestApp(t).guest()
	var res struct {
		Scenario map[string]any
		Events   []struct {
			AtMS  int64  `json:"at_ms"`
			Actor string `json:"actor"`
			Kind  string `json:"kind"`
			Text  string `json:"text"`
		}
		Summary map[string]any
	}
	r := g.postJSON("/api/sim", `{"proxy_config_ms": 1800}`)
	r.want(t, http.StatusOK)
	r.json(t, &res)
	if len(res.Events) == 0 || res.Summary["startup_failures"].(float64) == 0 {
		t.Fatalf("default scenario: %+v", res.Summary)
	}
	for _, key := range []string{"startup_failures", "restarts", "app_ready_ms", "shutdown_failures", "job_completed", "pod_done_ms"} {
		if _, ok := res.Summary[key]; !ok {
			t.Errorf("summary lacks %s", key)
		}
	}
	if len(res.Summary) != 6 {
		t.Errorf("summary has %d fields, want exactly 6: %v", len(res.Summary), res.Summary)
	}
	if res.Scenario["proxy_config_ms"].(float64) != 1800 {
		t.Fatalf("scenario not echoed: %v", res.Scenario)
	}

	g.postJSON("/api/sim?preset=sidecar-startup", `{"fixes":["native-sidecar"]}`).json(t, &res)
	if res.Summary["startup_failures"].(float64) != 0 {
		t.Fatalf("native sidecar still fails: %v", res.Summary)
	}

	// The panel's script asks for the rendered fragment.
	frag := g.do(http.MethodPost, "/api/sim?preset=sidecar-startup", "application/json", strings.NewReader(`{"fixes":["native-sidecar"]}`), "Accept", "text/html")
	frag.want(t, http.StatusOK, `<svg class="timeline"`, `data-startup-failures>0<`)
	if strings.Contains(frag.body, "<html") {
		t.Fatal("the fragment is a whole page")
	}

	var cmp struct {
		Rows []struct {
			Fix          string  `json:"fix"`
			FailureShare float64 `json:"failure_share"`
			RestartShare float64 `json:"restart_share"`
		}
	}
	g.postJSON("/api/sim/compare", `{"scenario":{"seed":7},"pods":500}`).json(t, &cmp)
	if len(cmp.Rows) != 11 || cmp.Rows[0].Fix != "none" {
		t.Fatalf("compare rows: %+v", cmp.Rows)
	}
	byFix := map[string]float64{}
	for _, row := range cmp.Rows {
		byFix[row.Fix] = row.RestartShare
	}
	if !(byFix["longer-timeout"] < byFix["none"]) || byFix["native-sidecar"] != 0 {
		t.Fatalf("restart shares: %v", byFix)
	}

	bad := []struct{ path, body, msg string }{
		{"/api/sim", `{"fixes":["duct-tape"]}`, "fixes"},
		{"/api/sim", `{"proxy_config_ms":-1}`, "proxy_config_ms"},
		{"/api/sim", `{"proxy_config_ms":86400001}`, "proxy_config_ms"},
		{"/api/sim", `{"colour":"red"}`, "colour"},
		{"/api/sim", `{"workload":`, "malformed"},
		{"/api/sim?preset=nope", `{}`, "preset"},
		{"/api/sim/compare", `{"pods":20001}`, "pods"},
		{"/api/sim/compare", `{"scenario":{"drain_ms":"long"}}`, "drain_ms"},
	}
	for _, b := range bad {
		r := g.postJSON(b.path, b.body)
		if r.status != http.StatusBadRequest || !strings.Contains(r.body, b.msg) {
			t.Errorf("POST %s %s: %d %s, want 400 naming %q", b.path, b.body, r.status, r.body, b.msg)
		}
	}
}
