package sim_test

import (
	"fmt"

	"github.com/rehearse-dev/rehearse/internal/sim"
)

// A scenario is decoded strictly, run, and read through its summary and
// its timeline.
func Example() {
	s, err := sim.ParseScenario([]byte(`{"proxy_config_ms": 2500}`))
	if err != nil {
		fmt.Println(err)
		return
	}
	r := sim.Run(s)
	fmt.Println("start-up failures:", r.Summary.StartupFailures, "restarts:", r.Summary.Restarts)
	for _, e := range r.Events {
		if e.Actor == sim.ActorApp && e.Kind == sim.KindCallFailed {
			fmt.Println(e.AtMS, e.Text)
		}
	}

	fixed := sim.Run(s.WithFixes(sim.FixNativeSidecar))
	fmt.Println("with a native sidecar:", fixed.Summary.StartupFailures, "failures, ready at", *fixed.Summary.AppReadyMS, "ms")
	// Output:
	// start-up failures: 2 restarts: 2
	// 2000 Start-up call failed: dial tcp 10.96.0.12:5432: connect: connection refused.
	// 3500 Start-up call failed: dial tcp 10.96.0.12:5432: connect: connection refused.
	// with a native sidecar: 0 failures, ready at 5300 ms
}

// Bad input is a *FieldError whose message names the field.
func ExampleParseScenario_error() {
	_, err := sim.ParseScenario([]byte(`{"proxy_config_ms": -1}`))
	fmt.Println(err)
	// Output: proxy_config_ms: must be between 0 and 86400000
}

// Compare runs the scenario over many pods, with no fix and with each fix
// alone.
func ExampleCompare() {
	req := sim.DefaultCompareRequest()
	req.Pods = 1000
	req.Scenario.Fixes = []sim.Fix{sim.FixLongerTimeout, sim.FixNativeSidecar}
	res, err := sim.Compare(req)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, row := range res.Rows {
		fmt.Printf("%-15s failures %3.0f%%  restarts %4.1f%%\n", row.Fix, 100*row.FailureShare, 100*row.RestartShare)
	}
}
