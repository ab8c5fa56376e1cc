package templates

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/rehearse-dev/rehearse/internal/sim"
)

// SimView is the simulator panel: a preset, the controls that change its
// scenario, and the run they produce.
type SimView struct {
	Preset sim.Preset
	// Presets lists every preset for the preset picker; empty on question
	// pages, where the question fixes the preset.
	Presets []sim.Preset
	Fixes   []sim.FixInfo
	// Scenario is what the controls show: the preset with the visitor's
	// changes.
	Scenario sim.Scenario
	Result   sim.Result
	// Error explains why the visitor's changes were refused; the panel
	// then shows the preset as it is.
	Error string
	// Compare and Sweep are the many-pods views, on the /sim page only.
	Compare *sim.CompareResult
	Sweep   *sim.SweepResult
	// ComparePods is how many pods each compare row ran.
	ComparePods int
}

// SimSlider is one timing control.
type SimSlider struct {
	Name, Label string
	Value       int64
	Max, Step   int64
}

// Sliders lists the timing controls with the scenario's values.
func (v SimView) Sliders() []SimSlider {
	s := v.Scenario
	return []SimSlider{
		{"proxy_config_ms", "Proxy ready after (control plane)", s.ProxyConfigMS, 20_000, 100},
		{"routes_lag_ms", "Routes arrive after listeners", s.RoutesLagMS, 5_000, 100},
		{"app_start_ms", "App container start", s.AppStartMS, 10_000, 100},
		{"first_call_ms", "App's first call after start", s.FirstCallMS, 10_000, 100},
		{"drain_ms", "Proxy drain at shutdown", s.DrainMS, 30_000, 500},
		{"inflight_ms", "App's in-flight work after SIGTERM", s.InflightMS, 30_000, 500},
		{"endpoint_propagation_ms", "Endpoint removal reaches peers after", s.EndpointPropagationMS, 15_000, 250},
	}
}

// HasFix reports whether the scenario has fix f on.
func (v SimView) HasFix(f sim.Fix) bool { return v.Scenario.Has(f) }

// Timeline lays out the run as swim lanes over a time axis, in SVG user
// units. Layout happens here, in Go, so the SVG reads well with no
// JavaScript; the script only moves a playhead over it.
type Timeline struct {
	Width, Height float64
	// EndMS is the time at the right edge of the axis.
	EndMS int64
	// X0 and PlotWidth place time on the x axis: x = X0 + t/EndMS*PlotWidth.
	X0, PlotWidth float64
	Lanes         []Lane
	Ticks         []Tick
}

// Lane is one actor's row.
type Lane struct {
	Actor  string
	Label  string
	Y      float64
	Height float64
	Spans  []Span
	Marks  []Mark
}

// Span is a stretch of time in one state, drawn as a bar.
type Span struct {
	X, W   float64
	FromMS int64
	ToMS   int64
	Class  string
	Title  string
}

// Mark is one event on a lane.
type Mark struct {
	X, Y  float64
	AtMS  int64
	Class string
	Text  string
	// Label is a short caption drawn beside milestone events, or empty.
	Label string
	// LabelX and LabelAnchor place the caption: after the mark, or before
	// it near the right edge.
	LabelX      float64
	LabelAnchor string
}

// Tick is a labelled time on the axis.
type Tick struct {
	X     float64
	Label string
}

const (
	timelineWidth  = 960.0
	laneLabelWidth = 118.0
	laneHeight     = 46.0
	axisHeight     = 26.0
	rightPad       = 14.0
)

var laneLabels = map[sim.Actor]string{
	sim.ActorKubelet:      "kubelet",
	sim.ActorNetwork:      "redirection",
	sim.ActorControlPlane: "control plane",
	sim.ActorProxy:        "proxy",
	sim.ActorApp:          "app",
	sim.ActorPeers:        "peers",
}

// Timeline computes the layout of the run.
func (v SimView) Timeline() Timeline {
	events := v.Result.Events
	var end int64 = 1000
	for _, e := range events {
		end = max(end, e.AtMS)
	}
	end = int64(float64(end) * 1.04)
	t := Timeline{
		Width: timelineWidth, EndMS: end, X0: laneLabelWidth,
		PlotWidth: timelineWidth - laneLabelWidth - rightPad,
	}
	x := func(ms int64) float64 { return t.X0 + float64(ms)/float64(end)*t.PlotWidth }
	index := map[sim.Actor]int{}
	for i, a := range sim.Actors() {
		index[a] = i
		t.Lanes = append(t.Lanes, Lane{Actor: a.String(), Label: laneLabels[a], Y: axisHeight + float64(i)*laneHeight, Height: laneHeight})
	}
	t.Height = axisHeight + float64(len(t.Lanes))*laneHeight + 6
	for _, tick := range ticks(end) {
		t.Ticks = append(t.Ticks, Tick{X: x(tick), Label: formatMS(tick)})
	}

	lastLabelEnd := make([]float64, len(t.Lanes))
	for _, e := range events {
		if e.Kind == sim.KindPodStatus {
			continue
		}
		i, ok := index[e.Actor]
		if !ok {
			continue
		}
		lane := &t.Lanes[i]
		m := Mark{X: x(e.AtMS), Y: lane.Y + laneHeight - 14, AtMS: e.AtMS, Class: eventClass(e.Kind), Text: formatMS(e.AtMS) + ": " + e.Text}
		if label := milestoneLabel(e); label != "" && m.X >= lastLabelEnd[i] {
			width := float64(len(label))*6.2 + 8
			m.Label, m.LabelX, m.LabelAnchor = label, m.X+6, "start"
			if m.X+width > t.Width {
				m.LabelX, m.LabelAnchor = m.X-6, "end"
			}
			lastLabelEnd[i] = m.X + width
		}
		lane.Marks = append(lane.Marks, m)
	}
	for _, s := range spans(events, end) {
		i := index[s.actor]
		w := max(x(s.to)-x(s.from), 1.5)
		t.Lanes[i].Spans = append(t.Lanes[i].Spans, Span{X: x(s.from), W: w, FromMS: s.from, ToMS: s.to, Class: s.class, Title: s.title})
	}
	return t
}

type rawSpan struct {
	actor    sim.Actor
	from, to int64
	class    string
	title    string
}

// spans derives the states worth drawing as bars from the events: the
// redirection in force, the proxy starting, half-ready (listeners without
// routes: 503 UH) and ready, the app running and serving, and the window in
// which peers still send to a deleted pod.
func spans(events []sim.Event, end int64) []rawSpan {
	var out []rawSpan
	open := map[string]rawSpan{}
	start := func(key string, s rawSpan) {
		if _, ok := open[key]; !ok {
			open[key] = s
		}
	}
	stop := func(key string, at int64) {
		if s, ok := open[key]; ok {
			s.to = at
			out = append(out, s)
			delete(open, key)
		}
	}
	for _, e := range events {
		at := e.AtMS
		switch {
		case e.Actor == sim.ActorNetwork && e.Kind == sim.KindRedirect:
			start("redirect", rawSpan{actor: sim.ActorNetwork, from: at, class: "span-on", title: "redirection in force"})
		case e.Actor == sim.ActorProxy && e.Kind == sim.KindProcessStart:
			start("proxy", rawSpan{actor: sim.ActorProxy, from: at, class: "span-bad", title: "proxy starting: no listener, connections refused"})
		case e.Actor == sim.ActorProxy && e.Kind == sim.KindListening:
			stop("proxy", at)
			start("proxy", rawSpan{actor: sim.ActorProxy, from: at, class: "span-warn", title: "listeners open, no routes yet: the proxy answers 503 UH"})
		case e.Actor == sim.ActorProxy && e.Kind == sim.KindReady:
			stop("proxy", at)
			start("proxy", rawSpan{actor: sim.ActorProxy, from: at, class: "span-good", title: "proxy ready"})
		case e.Actor == sim.ActorProxy && e.Kind == sim.KindDrain:
			stop("proxy", at)
			start("proxy", rawSpan{actor: sim.ActorProxy, from: at, class: "span-warn", title: "proxy draining"})
		case e.Actor == sim.ActorProxy && (e.Kind == sim.KindExit || e.Kind == sim.KindKilled || e.Kind == sim.KindQuit):
			stop("proxy", at)
		case e.Actor == sim.ActorApp && e.Kind == sim.KindProcessStart:
			start("app", rawSpan{actor: sim.ActorApp, from: at, class: "span-on", title: "app running (" + e.Container + ")"})
		case e.Actor == sim.ActorApp && e.Kind == sim.KindServing:
			stop("app", at)
			start("app", rawSpan{actor: sim.ActorApp, from: at, class: "span-good", title: "app serving"})
		case e.Actor == sim.ActorApp && e.Kind == sim.KindShutdown:
			stop("app", at)
			start("app", rawSpan{actor: sim.ActorApp, from: at, class: "span-warn", title: "app finishing in-flight work"})
		case e.Actor == sim.ActorApp && (e.Kind == sim.KindExit || e.Kind == sim.KindCrash || e.Kind == sim.KindKilled):
			stop("app", at)
		case e.Actor == sim.ActorControlPlane && e.Kind == sim.KindDelete:
			start("peers", rawSpan{actor: sim.ActorPeers, from: at, class: "span-warn", title: "peers still send to the deleted pod"})
		case e.Actor == sim.ActorPeers && e.Kind == sim.KindPeersUpdated:
			stop("peers", at)
		}
	}
	for key := range open {
		stop(key, end)
	}
	return out
}

// eventClass styles an event: failures red, successes green.
func eventClass(k sim.Kind) string {
	switch k {
	case sim.KindCallFailed, sim.KindCrash, sim.KindKilled, sim.KindHookFailed, sim.KindSigkill, sim.KindBackoff, sim.KindTruncated:
		return "ev bad"
	case sim.KindCallOK, sim.KindServing, sim.KindReady, sim.KindPodDone, sim.KindProbeOK, sim.KindHookOK, sim.KindWorkDone:
		return "ev good"
	}
	return "ev"
}

// milestoneLabel captions the events that tell the story.
func milestoneLabel(e sim.Event) string {
	switch e.Kind {
	case sim.KindRedirect:
		return "redirect on"
	case sim.KindListening:
		return "listening"
	case sim.KindReady:
		return "ready"
	case sim.KindServing:
		return "serving"
	case sim.KindCrash:
		return "crash"
	case sim.KindCallFailed:
		if e.Actor == sim.ActorApp {
			return "call failed"
		}
		return "request failed"
	case sim.KindDelete:
		return "deleted"
	case sim.KindSigterm:
		return "SIGTERM"
	case sim.KindPodDone:
		return "pod done"
	case sim.KindWorkDone:
		return "work done"
	case sim.KindBackoff:
		return "back-off"
	case sim.KindQuit:
		return "quit"
	case sim.KindPeersUpdated:
		return "peers updated"
	}
	return ""
}

// ticks picks round times for the axis, at most about ten.
func ticks(end int64) []int64 {
	steps := []int64{100, 200, 250, 500, 1000, 2000, 5000, 10_000, 15_000, 30_000, 60_000, 120_000, 300_000, 600_000, 1_800_000, 3_600_000, 7_200_000, 21_600_000, 43_200_000, 86_400_000}
	step := steps[len(steps)-1]
	for _, s := range steps {
		if end/s <= 10 {
			step = s
			break
		}
	}
	var out []int64
	for t := int64(0); t <= end; t += step {
		out = append(out, t)
	}
	return out
}

// formatMS writes a simulated time the way people say it.
func formatMS(ms int64) string {
	switch {
	case ms < 1000:
		return strconv.FormatInt(ms, 10) + " ms"
	case ms < 60_000:
		return strings.TrimSuffix(strings.TrimSuffix(strconv.FormatFloat(float64(ms)/1000, 'f', 2, 64), "0"), ".0") + " s"
	case ms < 3_600_000:
		return fmt.Sprintf("%dm%02ds", ms/60_000, ms%60_000/1000)
	default:
		return fmt.Sprintf("%dh%02dm", ms/3_600_000, ms%3_600_000/60_000)
	}
}

// formatOptMS formats a time that may be missing.
func formatOptMS(ms *int64, missing string) string {
	if ms == nil {
		return missing
	}
	return formatMS(*ms)
}

// PodRows returns the pod's `kubectl get pod` rows over time.
func (v SimView) PodRows() []sim.Event {
	var out []sim.Event
	for _, e := range v.Result.Events {
		if e.Kind == sim.KindPodStatus {
			out = append(out, e)
		}
	}
	return out
}

// IsJob reports whether the scenario is a Job.
func (v SimView) IsJob() bool { return v.Scenario.Workload == sim.WorkloadJob }

// Chart lays out the sweep: a share of pods against the median
// control-plane latency, one line per fix, log scale on x. Fixes whose
// lines are identical share one line, so none hides another.
type Chart struct {
	// Title says what the y axis counts.
	Title         string
	Width, Height float64
	X0, Y0, W, H  float64
	Series        []ChartSeries
	XTicks        []Tick
	YTicks        []ChartTick
}

// ChartSeries is one line: one fix, or several with the same outcome.
type ChartSeries struct {
	Title  string
	Class  string
	Points string
	Last   float64
}

// ChartTick is a labelled share on the y axis.
type ChartTick struct {
	Y     float64
	Label string
}

// Charts lays out the sweep twice: the share of pods with a failed start-up
// call, and the share whose app restarted, where a longer timeout shows
// what it really does.
func (v SimView) Charts() []Chart {
	if v.Sweep == nil || len(v.Sweep.Series) == 0 || len(v.Sweep.Series[0].Points) < 2 {
		return nil
	}
	return []Chart{
		v.chart("Pods with a failed start-up call", func(p sim.SweepPoint) float64 { return p.FailureShare }),
		v.chart("Pods whose app restarted", func(p sim.SweepPoint) float64 { return p.RestartShare }),
	}
}

func (v SimView) chart(title string, share func(sim.SweepPoint) float64) Chart {
	c := Chart{Title: title, Width: 720, Height: 320, X0: 56, Y0: 16, W: 720 - 56 - 16, H: 320 - 16 - 44}
	pts := v.Sweep.Series[0].Points
	lo, hi := math.Log(float64(pts[0].MedianMS)), math.Log(float64(pts[len(pts)-1].MedianMS))
	x := func(ms int64) float64 { return c.X0 + (math.Log(float64(ms))-lo)/(hi-lo)*c.W }
	y := func(share float64) float64 { return c.Y0 + (1-share)*c.H }
	for _, p := range pts {
		c.XTicks = append(c.XTicks, Tick{X: x(p.MedianMS), Label: formatMS(p.MedianMS)})
	}
	for _, s := range []float64{0, 0.25, 0.5, 0.75, 1} {
		c.YTicks = append(c.YTicks, ChartTick{Y: y(s), Label: percent(s)})
	}
	byPoints := map[string]int{}
	for _, series := range v.Sweep.Series {
		var b strings.Builder
		for j, p := range series.Points {
			if j > 0 {
				b.WriteByte(' ')
			}
			fmt.Fprintf(&b, "%.1f,%.1f", x(p.MedianMS), y(share(p)))
		}
		name := v.FixTitle(series.Fix)
		if i, seen := byPoints[b.String()]; seen {
			c.Series[i].Title += ", " + name
			continue
		}
		byPoints[b.String()] = len(c.Series)
		c.Series = append(c.Series, ChartSeries{
			Title: name, Class: "line s" + strconv.Itoa(len(c.Series)%11), Points: b.String(),
			Last: share(series.Points[len(series.Points)-1]),
		})
	}
	return c
}

// FixTitle names a compare row's fix for people.
func (v SimView) FixTitle(fix string) string {
	if fix == sim.FixNone {
		return "No fix"
	}
	for _, f := range v.Fixes {
		if string(f.Fix) == fix {
			return f.Title
		}
	}
	return fix
}

func optPercent(share *float64) string {
	if share == nil {
		return "n/a"
	}
	return percent(*share)
}

func f1(v float64) string { return strconv.FormatFloat(v, 'f', 1, 64) }

func simScripts(v *SimView) []string {
	if v == nil {
		return nil
	}
	return []string{"sim.js"}
}

func joinIDs(ids []string) string { return strings.Join(ids, " ") }
