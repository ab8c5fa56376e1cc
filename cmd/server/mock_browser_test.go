package main

import (
	"context"
	"encoding/json"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// jsString quotes s for a JavaScript expression.
func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// waitFor polls a JavaScript condition in the page until it holds.
//
// The pages reload themselves when a mock interview moves on or ends, and
// a poll that was running in the old document fails with a lost execution
// context; that is the page navigating, not the condition failing, so the
// poll starts again in the new document until the same deadline.
func waitFor(t *testing.T, ctx context.Context, what, condition string) {
	t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for {
		_, err := chromedp.Run(ctx, chromedp.Poll[bool](condition, chromedp.WithPollingInterval(50*time.Millisecond), chromedp.WithPollingTimeout(time.Until(deadline))))
		if err == nil {
			return
		}
		if !navigatedAway(err) || time.Now().After(deadline) {
			t.Fatalf("waiting for %s: %v", what, err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// navigatedAway reports whether err is Chromium saying the document a
// script ran in has gone.
func navigatedAway(err error) bool {
	msg := err.Error()
	return strings.Contains(msg, "Cannot find context with specified id") || strings.Contains(msg, "Execution context was destroyed")
}

// emulateMedia makes the page match prefers-color-scheme: scheme ("" for
// the browser's own), or with media "print", the print stylesheet.
func emulateMedia(t *testing.T, ctx context.Context, media, scheme string) {
	t.Helper()
	p := emulation.SetEmulatedMediaParams{Media: media}
	if scheme != "" {
		p.Features = []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}}
	}
	if _, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, p); err != nil {
		t.Fatal(err)
	}
}

// screenshotBoth saves a page in light and dark mode.
func screenshotBoth(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	screenshot(t, ctx, name)
	emulateMedia(t, ctx, "", "dark")
	screenshot(t, ctx, name+"-dark")
	emulateMedia(t, ctx, "", "")
}

// TestMockBrowserInterviewerAndCandidate runs a mock interview in two
// Chromium browser contexts with their own cookies: the interviewer creates
// it with the form and sends the link; the candidate waits, sees the
// question when the interviewer starts, and types; the interviewer sees
// the text arrive and the hints tick the rubric; a follow-up, the clock,
// the next question, the end and the shared report reach the candidate's
// page without a reload.
func TestMockBrowserInterviewerAndCandidate(t *testing.T) {
	s := startServer(t)
	ictx := newBrowser(t)
	cctx, cancel := chromedp.NewContext(ictx, chromedp.WithNewBrowserContext())
	defer cancel()

	// The interviewer creates the interview with the form.
	must(t, chromedp.Do(ictx,
		chromedp.Navigate(s.URL+"/mock/new"),
		chromedp.WaitVisible(chromedp.ID("question-1")),
		chromedp.SetValue(chromedp.ID("question-1"), "sidecar-startup-race"),
		chromedp.SetValue(chromedp.ID("question-2"), "probe-types"),
		chromedp.SetValue(chromedp.ID("level"), "senior"),
		chromedp.SendKeys(chromedp.ID("candidate"), "Ada Lovelace"),
		chromedp.SetValue(chromedp.ID("minutes"), "8"),
	))
	screenshot(t, ictx, "mock-new")
	if _, err := chromedp.RunResponse(ictx, chromedp.Click(chromedp.CSS(".mock-new-form button[type=submit]"))); err != nil {
		t.Fatal(err)
	}
	candidateURL := mustRun(t, ictx, chromedp.Value(chromedp.ID("candidate-link")))
	if !strings.HasPrefix(candidateURL, s.URL+"/mock/") {
		t.Fatalf("candidate link %q", candidateURL)
	}
	screenshot(t, ictx, "mock-interviewer-created")

	// The candidate opens the link and waits.
	must(t, chromedp.Do(cctx, chromedp.Navigate(candidateURL), chromedp.WaitVisible(chromedp.CSS(".mock-waiting"))))
	screenshot(t, cctx, "mock-candidate-waiting")

	// The interviewer starts; the candidate's page shows the question.
	if _, err := chromedp.RunResponse(ictx, chromedp.Click(chromedp.CSS(`button[value="start"]`))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, cctx, "the first question", `!!document.getElementById('answer') && document.querySelector('[data-question]').textContent.includes('A team enrols a service')`)

	// The candidate types; the interviewer sees the text, and the hints
	// tick the key point it covers.
	answer := "The iptables redirect is in place before the Envoy proxy is ready, so the first calls are refused."
	must(t, chromedp.Do(cctx, chromedp.SendKeys(chromedp.ID("answer"), answer)))
	waitFor(t, ictx, "the candidate's text", `document.querySelector('[data-live-text]').textContent === `+jsString(answer))
	waitFor(t, ictx, "the hints' tick", `document.getElementById('covered-redirect-before-proxy').checked`)

	// The interviewer reveals a follow-up; the candidate sees it.
	followUp := mustRun(t, ictx, chromedp.Text(chromedp.CSS(`[data-followup="0"] .mock-followup-question`)))
	must(t, chromedp.Do(ictx, chromedp.Click(chromedp.CSS(`[data-followup="0"] button[data-control="followup"]`))))
	waitFor(t, cctx, "the follow-up", `document.querySelector('[data-followup-list]').textContent.includes(`+jsString(followUp)+`)`)
	waitFor(t, ictx, "the follow-up marked as shown", `!document.querySelector('[data-followup="0"] [data-shown]').hidden`)

	// The interviewer pauses the clock; the candidate's clock stops.
	must(t, chromedp.Do(ictx, chromedp.Click(chromedp.CSS(`button[data-control="clock"][value="pause"]`))))
	waitFor(t, cctx, "the stopped clock", `document.querySelector('[data-clock-text]').textContent.includes('stopped')`)
	waitFor(t, ictx, "the start button", `document.querySelector('button[data-control="clock"]').value === 'start'`)
	screenshotBoth(t, cctx, "mock-candidate")
	screenshotBoth(t, ictx, "mock-interviewer")

	// Notes and a level, saved as the interviewer types.
	must(t, chromedp.Do(ictx,
		chromedp.SetValue(chromedp.ID("shown-level"), "senior"),
		chromedp.SendKeys(chromedp.ID("comment"), "Found the cause quickly."),
		chromedp.SendKeys(chromedp.ID("notes"), "Ask about shutdown next time."),
	))
	waitFor(t, ictx, "the scorecard saved", `document.querySelector('[data-scorecard-status]').textContent === 'Saved.'`)

	// The next question: the interviewer's form posts; the candidate's page
	// moves on by itself, with the answer box empty.
	if _, err := chromedp.RunResponse(ictx, chromedp.Click(chromedp.CSS(`button[data-control="next"]`))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, cctx, "question 2", `document.querySelector('[data-progress]').textContent.includes('Question 2 of 2') && document.getElementById('answer').value === '' && document.querySelector('[data-followup-list]').children.length === 0`)
	must(t, chromedp.Do(cctx, chromedp.SendKeys(chromedp.ID("answer"), "Liveness restarts, readiness takes it out of the endpoints.")))
	waitFor(t, ictx, "the text on question 2", `document.querySelector('[data-live-text]').textContent.includes('Liveness restarts')`)

	// The end: the candidate's page says so; the interviewer shares the
	// report, and the candidate's page offers it.
	must(t, chromedp.Do(ictx, chromedp.Evaluate[chromedp.Void](`window.confirm = () => true`)))
	if _, err := chromedp.RunResponse(ictx, chromedp.Click(chromedp.CSS(`button[data-control="end"]`))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, cctx, "the end", `!!document.querySelector('.mock-ended')`)
	must(t, chromedp.Do(ictx,
		chromedp.Click(chromedp.ID("recommendation-yes")),
		chromedp.SendKeys(chromedp.ID("summary"), "Strong on the mesh start-up race; revise probes."),
		chromedp.Click(chromedp.ID("shared")),
	))
	if _, err := chromedp.RunResponse(ictx, chromedp.Click(chromedp.CSS(`.mock-verdict button[type=submit]`))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, cctx, "the shared report's link", `!!document.querySelector('.mock-ended a[href$="/report"]')`)
	screenshot(t, cctx, "mock-candidate-ended")

	// The report, on screen and for print, in both sides' copies.
	here, err := url.Parse(mustRun(t, ictx, chromedp.Location()))
	if err != nil {
		t.Fatal(err)
	}
	must(t, chromedp.Do(ictx, chromedp.Navigate(s.URL+here.Path+"/report")))
	report := mustRun(t, ictx, chromedp.Text(chromedp.CSS("main")))
	for _, want := range []string{"Mock interview: Ada Lovelace", "yes", "Found the cause quickly.", "Ask about shutdown next time.", answer, followUp} {
		if !strings.Contains(report, want) {
			t.Errorf("the report lacks %q", want)
		}
	}
	screenshotBoth(t, ictx, "mock-report")
	emulateMedia(t, ictx, "print", "")
	screenshot(t, ictx, "mock-report-print")
	emulateMedia(t, ictx, "", "")

	must(t, chromedp.Do(cctx, chromedp.Click(chromedp.CSS(`.mock-ended a[href$="/report"]`)), chromedp.WaitVisible(chromedp.CSS(".mock-report"))))
	candReport := mustRun(t, cctx, chromedp.Text(chromedp.CSS("main")))
	if !strings.Contains(candReport, "Found the cause quickly.") || strings.Contains(candReport, "Ask about shutdown next time.") {
		t.Errorf("the candidate's report: %q", candReport)
	}
	screenshot(t, cctx, "mock-candidate-report")
}
