package sim

import (
	"errors"
	"slices"
	"testing"
)

func TestPresetNamesAreTheOnesQuestionsUse(t *testing.T) {
	var names []string
	for _, p := range Presets() {
		names = append(names, p.Name)
		if p.Title == "" || p.Description == "" || !knownFix(p.Fix) {
			t.Errorf("preset %q is incomplete", p.Name)
		}
		if err := p.Scenario.Validate(); err != nil {
			t.Errorf("preset %q: %v", p.Name, err)
		}
		if len(p.Scenario.Fixes) != 0 {
			t.Errorf("preset %q must start with no fix", p.Name)
		}
		if !PresetExists(p.Name) {
			t.Errorf("PresetExists(%q) is false", p.Name)
		}
	}
	want := []string{"sidecar-startup", "job-never-completes", "shutdown-race", "rolling-update", "cni-init-container", "node-proxy"}
	if !slices.Equal(names, want) {
		t.Errorf("presets %v, want %v", names, want)
	}
	if PresetExists("nope") {
		t.Error(`PresetExists("nope")`)
	}
	_, err := LookupPreset("nope")
	var fe *FieldError
	if !errors.As(err, &fe) || fe.Field != "preset" {
		t.Errorf("LookupPreset(nope) = %v", err)
	}
	// Presets hands out fresh values.
	a := Presets()
	a[0].Scenario.Fixes = append(a[0].Scenario.Fixes, FixAppRetry)
	if len(Presets()[0].Scenario.Fixes) != 0 {
		t.Error("changing a preset changed the next call's")
	}
}

func TestEachPresetFailsAndItsFixRemovesTheFailure(t *testing.T) {
	for _, p := range Presets() {
		t.Run(p.Name, func(t *testing.T) {
			broken := mustRun(t, p.Scenario)
			if healthy(broken) {
				t.Errorf("with no fix the preset must fail: %+v", broken.Summary)
			}
			fixed := mustRun(t, p.Scenario.WithFixes(p.Fix))
			if !healthy(fixed) {
				t.Errorf("%s must remove the failure: %+v\n%s", p.Fix, fixed.Summary, dump(fixed))
			}
		})
	}
}

func TestPresetsShowTheirOwnFailure(t *testing.T) {
	get := func(name string) Summary {
		p, err := LookupPreset(name)
		if err != nil {
			t.Fatal(err)
		}
		return mustRun(t, p.Scenario).Summary
	}
	if s := get("sidecar-startup"); s.StartupFailures == 0 || s.Restarts == 0 {
		t.Errorf("sidecar-startup: %+v", s)
	}
	if s := get("job-never-completes"); *s.JobCompleted || s.StartupFailures != 0 {
		t.Errorf("job-never-completes: %+v", s)
	}
	if s := get("shutdown-race"); s.ShutdownFailures == 0 || s.StartupFailures != 0 {
		t.Errorf("shutdown-race: %+v", s)
	}
	if s := get("rolling-update"); s.ShutdownFailures == 0 || s.StartupFailures != 0 {
		t.Errorf("rolling-update: %+v", s)
	}
	if s := get("cni-init-container"); s.AppReadyMS != nil || s.StartupFailures == 0 {
		t.Errorf("cni-init-container: %+v", s)
	}
	if s := get("node-proxy"); s.StartupFailures == 0 || *s.JobCompleted {
		t.Errorf("node-proxy: %+v", s)
	}
	// The wrong fixes keep the failure.
	p, _ := LookupPreset("job-never-completes")
	if r := mustRun(t, p.Scenario.WithFixes(FixHoldApplication)); *r.Summary.JobCompleted {
		t.Error("hold-application cannot make a Job complete")
	}
	p, _ = LookupPreset("rolling-update")
	if r := mustRun(t, p.Scenario.WithFixes(FixNativeSidecar)); r.Summary.ShutdownFailures == 0 {
		t.Error("native sidecars do not cover endpoint propagation")
	}
}

// The defaults let every shutdown fix show what it is for: deleting the
// default pod loses peers' requests, and prestop-sleep alone removes that.
func TestDefaultsShowPrestopSleepWorking(t *testing.T) {
	deleted := scenario(func(s *Scenario) { s.FirstCallMS, s.DeleteAtMS = 3000, 30_000 })
	if r := mustRun(t, deleted); r.Summary.ShutdownFailures == 0 {
		t.Errorf("peers must lose requests: %+v", r.Summary)
	}
	if r := mustRun(t, deleted.WithFixes(FixPrestopSleep)); !healthy(r) {
		t.Errorf("prestop-sleep must cover the default propagation: %+v\n%s", r.Summary, dump(r))
	}
	// Past the proxy's drain, the sleep turns into the shutdown race.
	deleted.PrestopSleepMS = 4500
	if r := mustRun(t, deleted.WithFixes(FixPrestopSleep)); r.Summary.ShutdownFailures == 0 {
		t.Errorf("a sleep plus work longer than the drain must lose in-flight calls")
	}
}
