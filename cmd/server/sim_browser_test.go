package main

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserSimulatorOnQuestionPage opens the first question, switches the
// native sidecar on in its simulator and sees the start-up failures go to
// zero, re-run through the API without a page reload.
func TestBrowserSimulatorOnQuestionPage(t *testing.T) {
	s := startServer(t)
	ctx := newBrowser(t)

	must(t, chromedp.Do(ctx,
		chromedp.Navigate(s.URL+"/questions/sidecar-startup-race"),
		chromedp.Click(chromedp.CSS("details.sim-details summary")),
		chromedp.WaitVisible(chromedp.CSS("[data-startup-failures]")),
		// A marker that a full page load would wipe out.
		chromedp.Evaluate[chromedp.Void](`window.noReload = true`),
	))
	before := mustRun(t, ctx, chromedp.Text(chromedp.CSS("[data-startup-failures]")))
	if before == "0" || before == "" {
		t.Fatalf("without a fix the preset shows %q start-up failures", before)
	}
	if visible := mustRun(t, ctx, chromedp.Evaluate[bool](`!document.querySelector("[data-player]").hidden`)); !visible {
		t.Error("the player controls are not shown with JavaScript on")
	}
	screenshot(t, ctx, "sim-question-before")

	must(t, chromedp.Do(ctx, chromedp.Click(chromedp.ID("sim-fix-native-sidecar"))))
	mustRun(t, ctx, chromedp.Poll[bool](`document.querySelector("[data-startup-failures]").textContent.trim() === "0"`, chromedp.WithPollingTimeout(10*time.Second)))
	if kept := mustRun(t, ctx, chromedp.Evaluate[bool](`window.noReload === true`)); !kept {
		t.Fatal("the page reloaded: the fix should re-run through the API in place")
	}
	screenshot(t, ctx, "sim-question-native")

	// The player: scrubbing back to the start dims every later event.
	must(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`(() => { const s = document.querySelector("[data-scrub]"); s.value = "0"; s.dispatchEvent(new Event("input", {bubbles: true})); })()`)))
	future := mustRun(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll(".timeline .future").length`))
	if future == 0 {
		t.Error("scrubbing to 0 ms leaves no event in the future")
	}
	kubectl := mustRun(t, ctx, chromedp.Text(chromedp.CSS("[data-kubectl]")))
	if !strings.Contains(kubectl, "READY") {
		t.Errorf("kubectl line: %q", kubectl)
	}
}

// TestBrowserSimPage looks at the /sim page with its comparison chart.
func TestBrowserSimPage(t *testing.T) {
	s := startServer(t)
	ctx := newBrowser(t)
	must(t, chromedp.Do(ctx,
		chromedp.Navigate(s.URL+"/sim?preset=job-never-completes"),
		chromedp.WaitVisible(chromedp.CSS("svg.chart")),
	))
	screenshot(t, ctx, "sim-page")
	charts := mustRun(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll("svg.chart").length`))
	legend := mustRun(t, ctx, chromedp.Text(chromedp.CSS(".chart-legend")))
	if charts != 2 || !strings.Contains(legend, "Native sidecar") || !strings.Contains(legend, "No fix") {
		t.Fatalf("charts: %d, legend %q", charts, legend)
	}
	// Picking another scenario loads it.
	must(t, chromedp.Do(ctx,
		chromedp.SetValue(chromedp.ID("sim-preset"), "shutdown-race"),
		chromedp.WaitVisible(chromedp.CSS(`[data-preset="shutdown-race"]`)),
	))
	screenshot(t, ctx, "sim-page-shutdown")
}

// TestBrowserSimulatorOnInterviewerPage checks the same panel inside a mock
// interview's interviewer page, where mock.js runs beside sim.js.
func TestBrowserSimulatorOnInterviewerPage(t *testing.T) {
	s := startServer(t)
	res, err := http.Post(s.URL+"/api/mock", "application/json",
		strings.NewReader(`{"questions":["sidecar-startup-race"],"level":"senior","candidate":"Grace","minutes":5}`))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var links struct {
		InterviewerURL string `json:"interviewer_url"`
	}
	if err := json.NewDecoder(res.Body).Decode(&links); err != nil || links.InterviewerURL == "" {
		t.Fatalf("create session: %d %v", res.StatusCode, err)
	}

	ctx := newBrowser(t)
	must(t, chromedp.Do(ctx,
		chromedp.Navigate(links.InterviewerURL),
		chromedp.Click(chromedp.CSS("details.mock-sim summary")),
		chromedp.WaitVisible(chromedp.CSS("[data-startup-failures]")),
		chromedp.Click(chromedp.ID("sim-fix-native-sidecar")),
	))
	mustRun(t, ctx, chromedp.Poll[bool](`document.querySelector("[data-startup-failures]").textContent.trim() === "0"`, chromedp.WithPollingTimeout(10*time.Second)))
	screenshot(t, ctx, "sim-interviewer")
}
