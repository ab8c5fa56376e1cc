package quiz

import (
	"fmt"
	"strings"
	"testing"
)

// increaseMatcher has one red flag made only of an increase alternative,
// so that each probe tests the constructions alone.
func increaseMatcher(t *testing.T) *Matcher {
	t.Helper()
	m, err := NewMatcher(
		[]RubricItem{{ID: "kp", Signals: []SignalGroup{{"iptables"}}}},
		[]RubricItem{{ID: "raises", Signals: []SignalGroup{{"+timeout*", "+giv* up"}, {"+timeout*", "+giv* up"}}}})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestIncreaseConstructions(t *testing.T) {
	m := increaseMatcher(t)
	probes := []struct {
		text string
		want bool
	}{
		// From A to B, B greater.
		{"I'd set the connect timeout on the HTTP client from 1 second to 15.", true},
		{"Move the timeout from 500ms to 5s.", true},
		{"Bump the timeout from one to ten seconds.", true},
		{"The connect timeout went from 30s to 2s last quarter.", false},
		{"Lower the timeout from 10 seconds to 1.", false},
		{"Timeout: 1s -> 30s.", true},
		{"Timeout: 30s -> 1s.", false},
		// A instead of B, A greater.
		{"Use a 30s timeout instead of 1s.", true},
		{"A timeout of 2 seconds rather than 200ms would ride it out.", true},
		{"Use a 1s timeout instead of 30s.", false},
		// A setting verb with the quantity as its object.
		{"Set the HTTP client's connection timeout to 60 seconds.", true},
		{"Switching the client to a 10 second connect timeout should cover it.", true},
		{"Connect timeout to 30s and move on.", true},
		{"I'd make the dial timeout 2.5s.", true},
		// "It" standing for the quantity, in the sentence or the one before.
		{"Our HTTP client's dial deadline is 200ms; I'd make it 2s.", false}, // "deadline" is not "timeout*" here
		{"Our HTTP client's dial timeout is 200ms; I'd make it 2s.", true},
		{"Our gRPC dial timeout is 500ms. Make it ten seconds and the sidecar will be up by then.", true},
		{"Our client gives up after one second. Giving it ten would let the proxy come up in time.", true},
		{"The connect timeout is one second. Double it.", true},
		{"The connect timeout is 1s. I'd give it a minute.", true},
		{"The connect timeout is forty five seconds. Set it to 1 minute.", true},
		{"The timeout is half a second. Give it a few seconds.", true},
		// Not an increase: smaller, no quantity, or another sentence.
		{"The connect timeout is 30s; set it to 1s.", false},
		{"The connect timeout is 5 seconds. Make it 2.", false},
		{"Make it ten seconds.", false},
		{"The proxy takes from 1 to 3 seconds to start.", false},
		{"The app has a timeout. The proxy takes from 1 to 3 seconds to start.", false},
		{"The connect timeout is 1s. The proxy needs 3s to start.", false},
		{"The connect timeout is 1s. Envoy is not ready. Make it 10s.", false},
		{"We return 503s to the timeout handler from 500 to 504.", false},
		// Negated, rejected or asked.
		{"Our connect timeout is 1s. Don't make it 30s.", false},
		{"The timeout is 1s, and going from 1s to 30s just hides it.", false},
		{"I wouldn't set the timeout from 1s to 30s.", false},
		{"Should we make the connect timeout 30s? No.", false},
		{"Our connect timeout is 1s. Making it 30s is the wrong fix.", false},
		{"Our connect timeout is 1s. Could we make it 10s?", false},
		{"Rather than bumping the timeout to 30s, start the proxy first.", false},
	}
	for _, p := range probes {
		got := len(m.Match(p.text).Said) == 1
		if got != p.want {
			t.Errorf("%q: said %v, want %v", p.text, got, p.want)
		}
	}
}

func TestValueAt(t *testing.T) {
	for _, tt := range []struct {
		text string
		ms   float64
	}{
		{"500ms", 500}, {"2s", 2000}, {"1.5s", 1500}, {"1.5 seconds", 1500}, {"ten seconds", 10000},
		{"forty five seconds", 45000}, {"5 min", 300000}, {"a minute", 60000}, {"half a second", 500},
		{"a few seconds", 3000}, {"15", 15}, {"10-second", 10000}, {"one hundred ms", 100},
	} {
		tx := tokenize(tt.text)
		tx.analyse()
		v := valueAt(tx, 0)
		if !v.present || v.ms(value{}) != tt.ms || v.hi != len(tx.toks)-1 {
			t.Errorf("%q: %+v (%v ms), want %v ms over every word", tt.text, v, v.ms(value{}), tt.ms)
		}
		tx.release()
	}
	for _, s := range []string{"503s", "a", "few", "timeout", "s"} {
		tx := tokenize(s)
		if v := valueAt(tx, 0); v.present {
			t.Errorf("%q: read as a value %+v", s, v)
		}
		tx.release()
	}
}

func TestIncreaseSyntax(t *testing.T) {
	for _, bad := range []string{"+", "+ ", "time+out", "++timeout", "+*"} {
		_, err := NewMatcher([]RubricItem{{ID: "kp", Signals: []SignalGroup{{bad}}}}, nil)
		if err == nil {
			t.Errorf("alternative %q compiled", bad)
		}
	}
	if _, err := NewMatcher([]RubricItem{{ID: "kp", Signals: []SignalGroup{{"+connect timeout*", "+time out"}}}}, nil); err != nil {
		t.Errorf("increase of a phrase: %v", err)
	}
}

// TestIncreaseFrontMatter checks that the parser expands an increase of a
// concept and reports a bad one at its line.
func TestIncreaseFrontMatter(t *testing.T) {
	src := strings.Replace(validFile, "[timeout*]", `[timeout*, "+timeout*"]`, 1)
	if _, err := ParseFile("sample.md", []byte(src), LoadOptions{}); err != nil {
		t.Fatalf("valid increase: %v", err)
	}
	line := 0
	for i, l := range strings.Split(validFile, "\n") {
		if strings.Contains(l, "[timeout*]") {
			line = i + 1
		}
	}
	for _, bad := range []string{`"+"`, `"time +out"`, `"+ti*me"`} {
		src := strings.Replace(validFile, "[timeout*]", "[timeout*, "+bad+"]", 1)
		_, err := ParseFile("sample.md", []byte(src), LoadOptions{})
		want := fmt.Sprintf("sample.md:%d: signal", line)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: error %v, want one at %q", bad, err, want)
		}
	}
}
