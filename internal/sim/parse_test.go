package sim

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
)

func TestParseScenarioRejectsBadInput(t *testing.T) {
	cases := []struct {
		name, body, field, problem string
	}{
		{"malformed", `{"workload": `, "", "malformed JSON"},
		{"not JSON", `workload=job`, "", "malformed JSON"},
		{"empty body", ``, "", "empty body"},
		{"not an object", `["job"]`, "", "expected an object"},
		{"null document", `null`, "", "expected an object"},
		{"trailing data", `{} {}`, "", "unexpected data after the object"},
		{"unknown field", `{"proxy_ready_ms": 5}`, "proxy_ready_ms", "unknown field"},
		{"field names are exact", `{"Workload": "job"}`, "Workload", "unknown field"},
		{"repeated field", `{"drain_ms": 1, "drain_ms": 2}`, "drain_ms", "appears twice"},
		{"unknown workload", `{"workload": "cronjob"}`, "workload", `must be "deployment" or "job"`},
		{"workload not a string", `{"workload": 3}`, "workload", `must be "deployment" or "job"`},
		{"unknown redirection", `{"redirection": "ebpf"}`, "redirection", `must be "init-container" or "cni"`},
		{"unknown fix", `{"fixes": ["native-sidecar", "more-ram"]}`, "fixes[1]", `unknown fix "more-ram"`},
		{"repeated fix", `{"fixes": ["app-retry", "app-retry"]}`, "fixes[1]", "listed twice"},
		{"fixes not a list", `{"fixes": "native-sidecar"}`, "fixes", "must be a list of fix names"},
		{"negative", `{"proxy_config_ms": -1}`, "proxy_config_ms", "must be between 0 and 86400000"},
		{"over 24 h", `{"proxy_config_ms": 86400001}`, "proxy_config_ms", "must be between 0 and 86400000"},
		{"absurd", `{"grace_ms": 1e300}`, "grace_ms", "must be a whole number between 0 and 86400000"},
		{"fraction", `{"drain_ms": 1.5}`, "drain_ms", "must be a whole number"},
		{"number as a string", `{"delete_at_ms": "30000"}`, "delete_at_ms", "must be a whole number"},
		{"zero interval", `{"peer_interval_ms": 0}`, "peer_interval_ms", "must be between 1 and 86400000"},
		{"zero threshold", `{"probe_failure_threshold": 0}`, "probe_failure_threshold", "must be between 1 and 100000"},
		{"bool as a string", `{"startup_probe": "yes"}`, "startup_probe", "must be true or false"},
		{"seed not a number", `{"seed": "abc"}`, "seed", "must be a whole number"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseScenario([]byte(c.body))
			var fe *FieldError
			if !errors.As(err, &fe) {
				t.Fatalf("error %v (%T), want a *FieldError", err, err)
			}
			if fe.Field != c.field || !strings.Contains(fe.Problem, c.problem) {
				t.Errorf("got field %q problem %q, want field %q problem containing %q", fe.Field, fe.Problem, c.field, c.problem)
			}
			if c.field != "" && !strings.HasPrefix(err.Error(), c.field+": ") {
				t.Errorf("message %q must start with the field", err.Error())
			}
		})
	}
}

func TestParseScenarioAppliesDefaults(t *testing.T) {
	for _, body := range []string{`{}`, ` { } `, `{"fixes": null, "drain_ms": null}`} {
		s, err := ParseScenario([]byte(body))
		if err != nil {
			t.Fatalf("%s: %v", body, err)
		}
		if !reflect.DeepEqual(s, DefaultScenario()) {
			t.Errorf("%s: got %+v, want the defaults", body, s)
		}
	}
	s, err := ParseScenario([]byte(`{"workload":"job","redirection":"cni","fixes":["native-sidecar","quit-endpoint"],
		"startup_probe":false,"routes_lag_ms":0,"proxy_start_ms":0,"delete_at_ms":86400000,"seed":-7}`))
	if err != nil {
		t.Fatal(err)
	}
	want := DefaultScenario()
	want.Workload, want.Redirection, want.Fixes = WorkloadJob, RedirectionCNI, []Fix{FixNativeSidecar, FixQuitEndpoint}
	want.StartupProbe, want.RoutesLagMS, want.ProxyStartMS, want.DeleteAtMS, want.Seed = false, 0, 0, MaxDurationMS, -7
	if !reflect.DeepEqual(s, want) {
		t.Errorf("got %+v\nwant %+v", s, want)
	}
}

func TestScenarioJSONRoundTrips(t *testing.T) {
	for _, p := range Presets() {
		data, err := json.Marshal(p.Scenario.WithFixes(p.Fix))
		if err != nil {
			t.Fatal(err)
		}
		back, err := ParseScenario(data)
		if err != nil {
			t.Fatalf("%s: %v", p.Name, err)
		}
		if !reflect.DeepEqual(back, p.Scenario.WithFixes(p.Fix)) {
			t.Errorf("%s does not round-trip", p.Name)
		}
	}
}

func TestResultJSON(t *testing.T) {
	data, err := json.Marshal(Run(DefaultScenario()))
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]json.RawMessage
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc) != 3 || doc["scenario"] == nil || doc["events"] == nil || doc["summary"] == nil {
		t.Errorf("result keys: %s", data[:200])
	}
	var summary map[string]any
	if err := json.Unmarshal(doc["summary"], &summary); err != nil {
		t.Fatal(err)
	}
	keys := []string{"startup_failures", "restarts", "app_ready_ms", "shutdown_failures", "job_completed", "pod_done_ms"}
	if len(summary) != len(keys) {
		t.Errorf("summary has %d fields: %s", len(summary), doc["summary"])
	}
	for _, k := range keys {
		if _, ok := summary[k]; !ok {
			t.Errorf("summary lacks %s", k)
		}
	}
	if summary["job_completed"] != nil || summary["pod_done_ms"] != nil {
		t.Errorf("a Deployment never deleted: job_completed and pod_done_ms must be null: %s", doc["summary"])
	}
	var evs []map[string]any
	if err := json.Unmarshal(doc["events"], &evs); err != nil {
		t.Fatal(err)
	}
	if evs[0]["actor"] != "kubelet" || evs[0]["kind"] != "container-start" || evs[0]["at_ms"] != 0.0 {
		t.Errorf("first event %v", evs[0])
	}
	for _, e := range evs {
		if (e["kind"] == "pod-status") != (e["pod"] != nil) {
			t.Errorf("event %v", e)
		}
	}
	// Events decode back into Events.
	var back Result
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back.Events, Run(DefaultScenario()).Events) {
		t.Error("events do not round-trip")
	}
}

func TestVocabularies(t *testing.T) {
	seen := map[string]bool{}
	for _, k := range Kinds() {
		name := k.String()
		if name == "" || seen[name] {
			t.Errorf("kind %d has name %q", k, name)
		}
		seen[name] = true
		var back Kind
		if err := back.UnmarshalText([]byte(name)); err != nil || back != k {
			t.Errorf("kind %q does not round-trip", name)
		}
	}
	want := []string{"kubelet", "network", "control-plane", "proxy", "app", "peers"}
	for i, a := range Actors() {
		if a.String() != want[i] {
			t.Errorf("actor %d is %q, want %q", i, a, want[i])
		}
	}
	var k Kind
	if k.UnmarshalText([]byte("nope")) == nil {
		t.Error("an unknown kind must not decode")
	}
}

func TestValidateAndNormalise(t *testing.T) {
	bad := Scenario{Workload: "x", Redirection: "y", Fixes: []Fix{"z", FixAppRetry, FixAppRetry}, ProxyConfigMS: -5, PeerIntervalMS: 0}
	if bad.Validate() == nil {
		t.Fatal("a zero Scenario with junk must not validate")
	}
	n := bad.normalized()
	if err := n.Validate(); err != nil {
		t.Errorf("normalised scenario: %v", err)
	}
	if n.Workload != WorkloadDeployment || n.Redirection != RedirectionInitContainer || !reflect.DeepEqual(n.Fixes, []Fix{FixAppRetry}) {
		t.Errorf("normalised %+v", n)
	}
	checkWellFormed(t, Run(bad)) // Run never panics on junk
	checkWellFormed(t, Run(Scenario{}))

	var sum int64
	s := DefaultScenario()
	for _, f := range s.numFields() {
		if f.max == MaxDurationMS {
			sum += *f.v
		}
	}
	if sum != s.durationSum() {
		t.Errorf("durationSum %d, numFields say %d: a field is missing from one of them", s.durationSum(), sum)
	}
}

func TestParseScenarioOverAPreset(t *testing.T) {
	p, _ := LookupPreset("shutdown-race")
	s, err := ParseScenarioOver(p.Scenario, []byte(`{"fixes":["native-sidecar"],"drain_ms":7000}`))
	if err != nil {
		t.Fatal(err)
	}
	want := p.Scenario.WithFixes(FixNativeSidecar)
	want.DrainMS = 7000
	if !reflect.DeepEqual(s, want) {
		t.Errorf("got %+v\nwant %+v", s, want)
	}
	if len(p.Scenario.Fixes) != 0 {
		t.Error("the base must not change")
	}
	if _, err := ParseScenarioOver(p.Scenario, []byte(`{"drain_ms":-1}`)); err == nil || err.Error() != "drain_ms: must be between 0 and 86400000" {
		t.Errorf("error %v", err)
	}
}
