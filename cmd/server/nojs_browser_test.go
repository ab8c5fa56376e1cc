package main

import (
	"context"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// withoutJavaScript switches script execution off in the tab.
func withoutJavaScript(t *testing.T, ctx context.Context) {
	t.Helper()
	if _, err := chromedp.Call(ctx, emulation.SetScriptExecutionDisabled, emulation.SetScriptExecutionDisabledParams{Value: true}); err != nil {
		t.Fatal(err)
	}
}

// darkMode makes the tab prefer a dark colour scheme and reduced motion.
func darkMode(t *testing.T, ctx context.Context) {
	t.Helper()
	if _, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Features: []*emulation.MediaFeature{
		{Name: "prefers-color-scheme", Value: "dark"},
		{Name: "prefers-reduced-motion", Value: "reduce"},
	}}); err != nil {
		t.Fatal(err)
	}
}

// TestBrowserWithoutJavaScript practises a question and uses the simulator
// with scripts switched off: every page works by plain forms and links.
func TestBrowserWithoutJavaScript(t *testing.T) {
	s := startServer(t)
	ctx := newBrowser(t)
	must(t, chromedp.Do(ctx)) // open the tab before changing its settings
	withoutJavaScript(t, ctx)
	darkMode(t, ctx)

	must(t, chromedp.Do(ctx,
		chromedp.Navigate(s.URL+"/questions/probe-types"),
		chromedp.SendKeys(chromedp.ID("answer"), "A readiness probe takes the pod out of the Service endpoints; a liveness probe restarts the container."),
	))
	screenshot(t, ctx, "nojs-practice-dark")
	must(t, chromedp.Do(ctx,
		chromedp.Click(chromedp.CSS("form.answer-form button[type=submit]")),
		chromedp.WaitVisible(chromedp.CSS("form.rubric")),
	))
	took := mustRun(t, ctx, chromedp.Text(chromedp.CSS(".your-answer .muted")))
	if !strings.Contains(took, "Took 0:0") {
		t.Errorf("without JavaScript the server should time the answer: %q", took)
	}
	screenshot(t, ctx, "nojs-review-dark")
	must(t, chromedp.Do(ctx,
		chromedp.Click(chromedp.CSS("form.rubric button[type=submit]")),
		chromedp.WaitVisible(chromedp.CSS("p.notice")),
	))

	// The simulator: tick a fix and press Run; the form reloads /sim.
	must(t, chromedp.Do(ctx,
		chromedp.Navigate(s.URL+"/sim?preset=sidecar-startup"),
		chromedp.Click(chromedp.ID("sim-fix-native-sidecar")),
	))
	if _, err := chromedp.RunResponse(ctx, chromedp.Click(chromedp.CSS("form.sim-form button[type=submit]"))); err != nil {
		t.Fatal(err)
	}
	if failures := mustRun(t, ctx, chromedp.Text(chromedp.CSS("[data-startup-failures]"))); failures != "0" {
		t.Errorf("native sidecar without JavaScript: %q start-up failures", failures)
	}
	if url := mustRun(t, ctx, chromedp.Location()); !strings.Contains(url, "fix=native-sidecar") {
		t.Errorf("the form did not reload /sim with the fix: %s", url)
	}
	screenshot(t, ctx, "nojs-sim-dark")
}
