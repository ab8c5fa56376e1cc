package sim

// Preset is a named scenario that shows one failure with no fix switched on.
// Question files name presets in their front matter (`sim: NAME`).
type Preset struct {
	// Name is the stable identifier question files use.
	Name string `json:"name"`
	// Title is a short heading.
	Title string `json:"title"`
	// Description is one line: what fails and why.
	Description string `json:"description"`
	// Fix is the fix that removes the failure; a view can offer it first.
	Fix Fix `json:"fix"`
	// Scenario is the preset's scenario, with no fix on.
	Scenario Scenario `json:"scenario"`
}

// Presets lists every preset in a stable order. Each call returns fresh
// values: changing one does not change the next call's.
func Presets() []Preset {
	startup := DefaultScenario()

	job := DefaultScenario()
	job.Workload = WorkloadJob
	job.FirstCallMS = 3000 // past the proxy's readiness: only completion fails

	shutdown := DefaultScenario()
	shutdown.FirstCallMS = 3000
	shutdown.DeleteAtMS = 30_000
	shutdown.InflightMS = 10_000
	shutdown.EndpointPropagationMS = 0 // isolates the in-flight race from peers' traffic

	rolling := DefaultScenario()
	rolling.FirstCallMS = 3000
	rolling.DeleteAtMS = 30_000
	rolling.InflightMS = 0
	rolling.EndpointPropagationMS = 3000
	rolling.PrestopSleepMS = 4000 // covers propagation, and ends inside the proxy's 5 s drain

	cni := DefaultScenario()
	cni.Redirection = RedirectionCNI
	cni.AppInitCall = true

	ambient := DefaultScenario()
	ambient.Workload = WorkloadJob
	ambient.ProxyConfigMS = 4000

	return []Preset{
		{
			Name:        "sidecar-startup",
			Title:       "The start-up race",
			Description: "Redirection is in force before the classic sidecar serves: the app's first call is refused, the next gets the proxy's 503 UH, and the app crash-loops until the proxy is ready.",
			Fix:         FixNativeSidecar,
			Scenario:    startup,
		},
		{
			Name:        "job-never-completes",
			Title:       "The Job that never completes",
			Description: "The Job's app finishes and exits 0, but the classic sidecar keeps running: the pod stays 1/2 Running forever.",
			Fix:         FixNativeSidecar,
			Scenario:    job,
		},
		{
			Name:        "shutdown-race",
			Title:       "The shutdown race",
			Description: "On deletion the classic proxy drains for 5 s and exits while the app still has 10 s of in-flight work: its last outbound calls are refused.",
			Fix:         FixNativeSidecar,
			Scenario:    shutdown,
		},
		{
			Name:        "rolling-update",
			Title:       "Requests lost in a rolling update",
			Description: "Peers keep sending for 3 s after the pod's deletion while the endpoint removal propagates, but the app stopped accepting at SIGTERM.",
			Fix:         FixPrestopSleep,
			Scenario:    rolling,
		},
		{
			Name:        "cni-init-container",
			Title:       "An init container behind CNI redirection",
			Description: "With istio-cni, redirection exists before any init container runs, and the classic proxy only starts after them: the app's migration init container can never connect.",
			Fix:         FixNativeSidecar,
			Scenario:    cni,
		},
		{
			Name:        "node-proxy",
			Title:       "No per-pod proxy at all",
			Description: "A slow control plane (4 s) keeps a classic sidecar unready while a Job starts, and the sidecar then keeps the Job from completing; a node proxy has neither problem.",
			Fix:         FixNodeProxy,
			Scenario:    ambient,
		},
	}
}

// LookupPreset returns the preset called name, or a *FieldError for the
// field "preset" naming the known presets.
func LookupPreset(name string) (Preset, error) {
	presets := Presets()
	known := ""
	for i, p := range presets {
		if p.Name == name {
			return p, nil
		}
		if i > 0 {
			known += ", "
		}
		known += p.Name
	}
	return Preset{}, &FieldError{Field: "preset", Problem: "unknown preset " + quote(name) + "; known presets are " + known}
}

// PresetExists reports whether a preset is called name. Content validation
// uses it to check the `sim:` field of question files.
func PresetExists(name string) bool {
	_, err := LookupPreset(name)
	return err == nil
}
