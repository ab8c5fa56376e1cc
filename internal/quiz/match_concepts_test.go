package quiz

import (
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

// conceptFile is the valid sample question with a concepts block, written
// after the rubric that uses it.
var conceptFile = strings.Replace(validFile, `    signals:
      - [redirect*, iptables]
      - [before, "not ready"]
`, `    signals:
      - [$redirect]
      - [before, "$proxy ... not ready", "send* to $proxy"]
`, 1)

func withConcepts(file, concepts string) string {
	return strings.Replace(file, "sim: sidecar-startup\n", "sim: sidecar-startup\n"+concepts, 1)
}

const sampleConcepts = `concepts:
  redirect: [redirect*, iptables, $capture]
  capture: [captur*, intercept*]
  proxy: [proxy, "the sidecar", envoy]
`

func TestConceptsExpand(t *testing.T) {
	// The concepts block may come before or after the signals using it.
	for _, src := range []string{
		withConcepts(conceptFile, sampleConcepts),
		strings.Replace(conceptFile, "red_flags:", sampleConcepts+"red_flags:", 1),
	} {
		q, err := ParseFile("sample.md", []byte(src), LoadOptions{})
		if err != nil {
			t.Fatalf("ParseFile: %v", err)
		}
		got := q.KeyPoints[0].Signals
		want := []SignalGroup{
			{"redirect*", "iptables", "captur*", "intercept*"},
			{"before", "proxy ... not ready", "the sidecar ... not ready", "envoy ... not ready",
				"send* to proxy", "send* to the sidecar", "send* to envoy"},
		}
		if !slices.EqualFunc(got, want, slices.Equal) {
			t.Errorf("signals\n got %q\nwant %q", got, want)
		}
		h := q.Hints("The CNI intercepts traffic while Envoy is still not ready.")
		if !slices.Contains(h.Covered, "redirect-before-proxy") {
			t.Errorf("expanded signals do not match: %+v", h)
		}
	}
}

// TestConceptErrors breaks the concepts in one place per case and expects
// the error at the line of the problem.
func TestConceptErrors(t *testing.T) {
	// Line 10 is "concepts:", 11 redirect, 12 capture, 13 proxy; the
	// signals using them are on lines 18 and 19.
	cases := []struct {
		name     string
		concepts string
		signals  func(string) string
		want     string
	}{
		{"not a mapping", "concepts: [a, b]\n", nil, "sample.md:10: concepts must be a mapping"},
		{"bad name", strings.Replace(sampleConcepts, "  proxy:", "  Proxy:", 1), nil, `sample.md:13: concept name "Proxy" must be lower-case`},
		{"empty concept", strings.Replace(sampleConcepts, "[proxy, \"the sidecar\", envoy]", "[]", 1), nil, `sample.md:13: concept "proxy" must be a non-empty list`},
		{"undefined in a signal", sampleConcepts, func(s string) string { return strings.Replace(s, "[$redirect]", "[$redirection]", 1) },
			`sample.md:18: signal "$redirection": concept "redirection" is not defined under concepts`},
		{"undefined in a concept", strings.Replace(sampleConcepts, "$capture", "$capturing", 1), nil,
			`sample.md:11: concept "redirect": alternative "$capturing": concept "capturing" is not defined`},
		{"unused", sampleConcepts + "  spare: [spare]\n", nil, `sample.md:14: concept "spare" is never used`},
		{"cycle", strings.Replace(sampleConcepts, "[captur*, intercept*]", "[captur*, $redirect]", 1), nil, `concept "redirect" refers to itself through redirect -> capture -> redirect`},
		{"bad alternative in a concept", strings.Replace(sampleConcepts, "intercept*", "inter*cept", 1), nil, `sample.md:12: concept "capture": alternative "inter*cept"`},
		{"dollar without a name", sampleConcepts, func(s string) string { return strings.Replace(s, "[$redirect]", "[\"$ redirect\"]", 1) },
			`sample.md:18: signal "$ redirect": "$" must start the name of a concept`},
		{"reference as a prefix", sampleConcepts, func(s string) string { return strings.Replace(s, "[$redirect]", "[$redirect*]", 1) },
			`sample.md:18: signal "$redirect*": a concept reference must end at a space`},
		{"gap at the end", sampleConcepts, func(s string) string { return strings.Replace(s, "[$redirect]", "[\"redirect ...\"]", 1) },
			`"..." must stand between two words`},
		{"expansion too large", sampleConcepts + "  big: [" + manyWords(40) + "]\n", func(s string) string {
			return strings.Replace(s, "[$redirect]", "[$redirect, \"$big $big\"]", 1)
		}, "expands to more than 1024 alternatives"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := conceptFile
			if c.signals != nil {
				src = c.signals(src)
			}
			src = withConcepts(src, c.concepts)
			_, err := Load(fstest.MapFS{
				"sample.md": {Data: []byte(src)},
				"other.md":  {Data: []byte(otherFile)},
			}, LoadOptions{SimPresetExists: presetExists})
			if err == nil {
				t.Fatalf("Load succeeded; want an error containing %q", c.want)
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error\n%v\ndoes not contain %q", err, c.want)
			}
		})
	}
}

// manyWords lists n distinct words, comma-separated.
func manyWords(n int) string {
	var b strings.Builder
	for i := range n {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString("w" + strings.Repeat("x", i))
	}
	return b.String()
}

func TestGapPhrases(t *testing.T) {
	tests := []struct {
		alt, answer string
		want        bool
	}{
		{"rules ... once ... ready", "The rules are applied once the proxy becomes ready.", true},
		{"rules ... once ... ready", "The rules once ready", true},
		{"rules ... once ... ready", "The rules, I think, apply once the proxy is ready.", false},     // another clause
		{"rules ... once ... ready", "The rules are not applied once the proxy is ready.", false},     // over a negation
		{"rules ... once ... ready", "The rules get installed and applied at once when ready", false}, // too far
		{"give* ... more time", "Give the HTTP client more time.", true},
		{"give* ... more time", "Give it more time.", true},
		{"give* ... more time", "Give. More time.", false},
		{"order ... spec", "the order in the pod spec", true},
	}
	for _, tt := range tests {
		m, err := NewMatcher([]RubricItem{{ID: "k", Signals: []SignalGroup{{tt.alt}}}}, nil)
		if err != nil {
			t.Fatalf("%q: %v", tt.alt, err)
		}
		if got := len(m.Match(tt.answer).Covered) == 1; got != tt.want {
			t.Errorf("alternative %q in %q: matched %v, want %v", tt.alt, tt.answer, got, tt.want)
		}
	}
	for _, bad := range []string{"... ready", "ready ...", "a ... ... b", "$proxy"} {
		if _, err := NewMatcher([]RubricItem{{ID: "k", Signals: []SignalGroup{{bad}}}}, nil); err == nil {
			t.Errorf("alternative %q compiled", bad)
		}
	}
}
