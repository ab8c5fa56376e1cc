package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/rehearse-dev/rehearse/internal/quiz"
	"github.com/rehearse-dev/rehearse/internal/sim"
)

// loadOptions tells the content loader which simulator presets exist.
func loadOptions() quiz.LoadOptions {
	return quiz.LoadOptions{SimPresetExists: sim.PresetExists}
}

// fixFlags collects repeated -fix flags.
type fixFlags []string

func (f *fixFlags) String() string { return strings.Join(*f, ",") }

func (f *fixFlags) Set(v string) error {
	*f = append(*f, v)
	return nil
}

// runSim runs the simulator once and prints the result as JSON: the
// scenario read from stdin (all fields optional) over the named preset, or
// over the defaults, with each -fix added.
func runSim(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("server sim", flag.ContinueOnError)
	fs.SetOutput(stderr)
	preset := fs.String("preset", "", "start from this preset: "+presetNames())
	var fixes fixFlags
	fs.Var(&fixes, "fix", "switch a fix on (repeatable): "+fixNames())
	fs.Usage = func() {
		fmt.Fprintf(stderr, "Usage: server sim [-preset NAME] [-fix F]... < scenario.json\n\nRuns one simulated pod and prints {scenario, events, summary} as JSON.\nThe scenario on stdin is optional; its fields override the preset's.\n\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return nil
		}
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("server sim: unexpected argument %q", fs.Arg(0))
	}

	base := sim.DefaultScenario()
	if *preset != "" {
		p, err := sim.LookupPreset(*preset)
		if err != nil {
			return err
		}
		base = p.Scenario
	}
	data := []byte("{}")
	if stdin != nil {
		in, err := io.ReadAll(io.LimitReader(stdin, 1<<20))
		if err != nil {
			return fmt.Errorf("read scenario: %w", err)
		}
		if strings.TrimSpace(string(in)) != "" {
			data = in
		}
	}
	sc, err := sim.ParseScenarioOver(base, data)
	if err != nil {
		return err
	}
	if len(fixes) > 0 {
		withFixes, err := json.Marshal(map[string]any{"fixes": append(fixNamesOf(sc.Fixes), fixes...)})
		if err != nil {
			return err
		}
		if sc, err = sim.ParseScenarioOver(sc, withFixes); err != nil {
			return fmt.Errorf("-fix: %w", err)
		}
	}
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	return enc.Encode(sim.Run(sc))
}

func fixNamesOf(fixes []sim.Fix) []string {
	out := make([]string, len(fixes))
	for i, f := range fixes {
		out[i] = string(f)
	}
	return out
}

func presetNames() string {
	var names []string
	for _, p := range sim.Presets() {
		names = append(names, p.Name)
	}
	return strings.Join(names, ", ")
}

func fixNames() string {
	var names []string
	for _, f := range sim.Fixes() {
		names = append(names, string(f.Fix))
	}
	return strings.Join(names, ", ")
}
