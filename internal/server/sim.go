package server

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/rehearse-dev/rehearse/internal/quiz"
	"github.com/rehearse-dev/rehearse/internal/sim"
	"github.com/rehearse-dev/rehearse/web/templates"
)

// Sizes of the many-pods views on the /sim page: large enough for the
// long tail to show, small enough to render in well under a second.
const (
	pageComparePods = 1000
	pageSweepPods   = 300
)

// simView builds the simulator panel for a question that names a preset:
// the preset as it is, no fix on.
func (s *Server) simView(q *quiz.Question) *templates.SimView {
	if q.Sim == "" {
		return nil
	}
	p, err := sim.LookupPreset(q.Sim)
	if err != nil {
		return nil // Load checked the name; a missing preset shows no panel
	}
	v := newSimView(p, p.Scenario)
	return &v
}

func newSimView(p sim.Preset, sc sim.Scenario) templates.SimView {
	res := sim.Run(sc)
	return templates.SimView{Preset: p, Fixes: sim.Fixes(), Scenario: res.Scenario, Result: res}
}

// simPage is /sim: any preset with the visitor's fixes and timings from the
// query string, then every fix compared over many pods.
func (s *Server) simPage(w http.ResponseWriter, r *http.Request) error {
	name := r.URL.Query().Get("preset")
	if name == "" {
		name = sim.Presets()[0].Name
	}
	p, err := sim.LookupPreset(name)
	if err != nil {
		return notFound("simulator preset")
	}
	sc, scErr := scenarioFromQuery(p.Scenario, r.URL.Query())
	if scErr != nil {
		sc = p.Scenario
	}
	v := newSimView(p, sc)
	v.Presets = sim.Presets()
	if scErr != nil {
		v.Error = "Your changes were not applied: " + scErr.Error()
	}
	// The many-pods views vary the proxy's readiness per pod, under no fix
	// and each fix alone; they start from the scenario without its fixes.
	base := v.Result.Scenario.WithFixes()
	if cmp, err := sim.Compare(sim.CompareRequest{Scenario: base, Pods: pageComparePods}); err == nil {
		v.Compare, v.ComparePods = &cmp, pageComparePods
	}
	if sweep, err := sim.Sweep(sim.SweepRequest{Scenario: base, Pods: pageSweepPods}); err == nil {
		v.Sweep = &sweep
	}
	status := http.StatusOK
	if scErr != nil {
		status = http.StatusBadRequest
	}
	return renderStatus(w, r, status, templates.SimPage(v))
}

// scenarioFromQuery applies the panel's form fields to base: fixes, the
// pod settings and the timing sliders. Errors name the field.
func scenarioFromQuery(base sim.Scenario, q url.Values) (sim.Scenario, error) {
	doc := map[string]any{}
	fixes := q["fix"]
	if fixes == nil {
		fixes = []string{}
	}
	doc["fixes"] = fixes
	for _, key := range []string{"workload", "redirection"} {
		if v := q.Get(key); v != "" {
			doc[key] = v
		}
	}
	for _, key := range []string{"startup_probe", "app_init_call"} {
		if v := q.Get(key); v != "" {
			b, err := strconv.ParseBool(v)
			if err != nil {
				return base, &sim.FieldError{Field: key, Problem: "must be true or false"}
			}
			doc[key] = b
		}
	}
	for _, sl := range (templates.SimView{}).Sliders() {
		if v := q.Get(sl.Name); v != "" {
			n, err := strconv.ParseInt(v, 10, 64)
			if err != nil {
				return base, &sim.FieldError{Field: sl.Name, Problem: "must be a whole number of milliseconds"}
			}
			doc[sl.Name] = n
		}
	}
	data, err := json.Marshal(doc)
	if err != nil {
		return base, err
	}
	return sim.ParseScenarioOver(base, data)
}

// simModelPage renders the simulator's documentation.
func (s *Server) simModelPage(w http.ResponseWriter, r *http.Request) error {
	return render(w, r, templates.SimModelPage(s.simModelHTML))
}

// readBody reads a whole request body; a body over the limit stays a
// *http.MaxBytesError so that it is answered with 413.
func readBody(r *http.Request) ([]byte, error) {
	data, err := io.ReadAll(r.Body)
	var mbe *http.MaxBytesError
	if err != nil && !errors.As(err, &mbe) {
		return nil, badRequest("the body could not be read: %v", err)
	}
	return data, err
}

// simError turns the simulator's field errors into 400s that name the field.
func simError(err error) error {
	var fe *sim.FieldError
	if errors.As(err, &fe) {
		return badRequest("%s", fe.Error())
	}
	return err
}

// apiSim runs one scenario. It answers JSON, or, for a client that asks
// for text/html (the panel's script), the rendered result fragment, so the
// page's timeline is laid out by the same code with or without JavaScript.
func (s *Server) apiSim(w http.ResponseWriter, r *http.Request) error {
	data, err := readBody(r)
	if err != nil {
		return err
	}
	base := sim.DefaultScenario()
	if name := r.URL.Query().Get("preset"); name != "" {
		p, err := sim.LookupPreset(name)
		if err != nil {
			return simError(err)
		}
		base = p.Scenario
	}
	if len(strings.TrimSpace(string(data))) == 0 {
		data = []byte("{}")
	}
	sc, err := sim.ParseScenarioOver(base, data)
	if err != nil {
		return simError(err)
	}
	res := sim.Run(sc)
	if strings.Contains(r.Header.Get("Accept"), "text/html") {
		return render(w, r, templates.SimResult(templates.SimView{Fixes: sim.Fixes(), Scenario: res.Scenario, Result: res}))
	}
	writeJSON(w, http.StatusOK, res)
	return nil
}

// apiSimCompare runs a scenario over many pods, under no fix and each fix
// alone.
func (s *Server) apiSimCompare(w http.ResponseWriter, r *http.Request) error {
	data, err := readBody(r)
	if err != nil {
		return err
	}
	req, err := sim.ParseCompareRequest(data)
	if err != nil {
		return simError(err)
	}
	res, err := sim.Compare(req)
	if err != nil {
		return simError(err)
	}
	writeJSON(w, http.StatusOK, res)
	return nil
}

// apiSimPresets lists the presets and the fixes, for clients that build
// their own controls.
func (s *Server) apiSimPresets(w http.ResponseWriter, r *http.Request) error {
	writeJSON(w, http.StatusOK, map[string]any{"presets": sim.Presets(), "fixes": sim.Fixes()})
	return nil
}
