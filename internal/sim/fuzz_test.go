package sim

import (
	"encoding/json"
	"errors"
	"testing"
)

// FuzzParseAndRun feeds arbitrary documents to ParseScenario and runs every
// scenario it accepts: nothing may panic, a refusal must be a FieldError,
// and every run must stay bounded and well-formed.
func FuzzParseAndRun(f *testing.F) {
	for _, p := range Presets() {
		for _, fix := range append([]Fix{""}, allFixes()...) {
			s := p.Scenario
			if fix != "" {
				s = s.WithFixes(fix)
			}
			data, _ := json.Marshal(s)
			f.Add(data)
		}
	}
	for _, seed := range []string{
		`{}`, `null`, `[]`, `{"fixes":["native-sidecar","hold-application","node-proxy"]}`,
		`{"exit_notice_ms":0,"backoff_initial_ms":0,"backoff_max_ms":0,"app_start_ms":0,"first_call_ms":0,"proxy_start_ms":0,"init_ms":0}`,
		`{"delete_at_ms":1,"peer_interval_ms":1,"endpoint_propagation_ms":86400000,"call_interval_ms":1,"inflight_ms":86400000}`,
		`{"fixes":["app-retry"],"retry_interval_ms":1,"retry_max_ms":1,"proxy_config_ms":86400000}`,
		`{"fixes":["native-sidecar"],"probe_period_ms":1,"probe_failure_threshold":100000,"proxy_config_ms":86400000}`,
		`{"fixes":["hold-application"],"hold_poll_ms":1,"proxy_config_ms":86400000}`,
		`{"workload":"job","redirection":"cni","app_init_call":true,"delete_at_ms":5000}`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := ParseScenario(data)
		if err != nil {
			var fe *FieldError
			if !errors.As(err, &fe) || err.Error() == "" {
				t.Fatalf("error %v (%T) is not a FieldError", err, err)
			}
			return
		}
		r := Run(s)
		checkWellFormed(t, r)
		if last := r.Events[len(r.Events)-1]; last.AtMS > MaxHorizonMS {
			t.Fatalf("ran past MaxHorizonMS: %d", last.AtMS)
		}
		sum := r.Summary
		if sum.StartupFailures < 0 || sum.Restarts < 0 || sum.ShutdownFailures < 0 || (sum.JobCompleted == nil) != (s.Workload == WorkloadDeployment) {
			t.Fatalf("summary %+v", sum)
		}
		if _, err := json.Marshal(r); err != nil {
			t.Fatal(err)
		}
	})
}

// FuzzParseCompareRequest checks that the compare request parser never
// panics and refuses only with FieldErrors.
func FuzzParseCompareRequest(f *testing.F) {
	f.Add([]byte(`{"scenario":{"workload":"job"},"pods":300,"config_median_ms":2000,"config_p99_ms":20000}`))
	f.Add([]byte(`{"pods":0}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := ParseCompareRequest(data)
		if err != nil {
			var fe *FieldError
			if !errors.As(err, &fe) {
				t.Fatalf("error %v (%T) is not a FieldError", err, err)
			}
			return
		}
		if err := r.Validate(); err != nil {
			t.Fatalf("parsed request does not validate: %v", err)
		}
	})
}
