package quiz

import (
	"cmp"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// testRubric is a small rubric in the shape of the first question, so the
// mechanics are tested independently of the content file's signals.
var testKeyPoints = []RubricItem{
	{ID: "redirect", Signals: []SignalGroup{{"redirect*", "iptables"}, {"before", "not ready", "yet"}}},
	{ID: "callee-silent", Signals: []SignalGroup{{"callee", "log*"}, {"nothing", "no log*", "never see*"}}},
	{ID: "order", Signals: []SignalGroup{{"order*", "native sidecar"}}},
	{ID: "shutdown", Signals: []SignalGroup{{"shutdown", "sigterm"}}},
}

var testRedFlags = []RubricItem{
	{ID: "timeout", Signals: []SignalGroup{{"timeout*"}, {"increas*", "rais*", "bump*", "widen*", "longer"}}},
	{ID: "blame", Signals: []SignalGroup{{"database", "callee"}, {"blame*", "fault*", "slow*", "overload*"}}},
	{ID: "ignores-shutdown", Omits: "shutdown"},
}

func testMatcher(t testing.TB) *Matcher {
	t.Helper()
	m, err := NewMatcher(testKeyPoints, testRedFlags)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// matched returns the ids that Match covered or said.
func matched(h Hints) []string { return slices.Concat(h.Covered, h.Said) }

func TestNewMatcherErrors(t *testing.T) {
	tests := []struct {
		name  string
		kp    []RubricItem
		rf    []RubricItem
		wants []string // substrings of the error
	}{
		{"empty alternative", []RubricItem{{ID: "a", Signals: []SignalGroup{{"ok", ""}}}}, nil, []string{"a:", `""`, "empty alternative"}},
		{"blank alternative", []RubricItem{{ID: "a", Signals: []SignalGroup{{"  "}}}}, nil, []string{"a:", "empty alternative"}},
		{"lone star", []RubricItem{{ID: "b", Signals: []SignalGroup{{"*"}}}}, nil, []string{"b:", `"*"`, "lone"}},
		{"star inside a word", []RubricItem{{ID: "c", Signals: []SignalGroup{{"re*direct"}}}}, nil, []string{"c:", `"re*direct"`}},
		{"star before a word", []RubricItem{{ID: "d", Signals: []SignalGroup{{"*direct"}}}}, nil, []string{"d:", `"*direct"`}},
		{"star after a space", []RubricItem{{ID: "e", Signals: []SignalGroup{{"redirect *"}}}}, nil, []string{"e:", `"redirect *"`}},
		{"short prefix", []RubricItem{{ID: "f", Signals: []SignalGroup{{"a*"}}}}, nil, []string{"f:", `"a*"`, "shorter"}},
		{"punctuation only", []RubricItem{{ID: "g", Signals: []SignalGroup{{"!?"}}}}, nil, []string{"g:", "no words"}},
		{"empty group", []RubricItem{{ID: "h", Signals: []SignalGroup{{}}}}, nil, []string{"h:", "group 1 is empty"}},
		{"omits unknown", nil, []RubricItem{{ID: "i", Omits: "nope"}}, []string{"i:", `"nope"`}},
		{"omits on a key point", []RubricItem{{ID: "j", Omits: "j"}}, nil, []string{"j:", "omits"}},
		{"contradicts unknown", nil, []RubricItem{{ID: "k", Signals: []SignalGroup{{"x"}}, Contradicts: "nope"}}, []string{"k:", `contradicts "nope"`}},
		{"contradicts on a key point", []RubricItem{{ID: "l", Signals: []SignalGroup{{"x"}}, Contradicts: "l"}}, nil, []string{"l:", "contradicts"}},
		{"refuted_by unknown", nil, []RubricItem{{ID: "m", Signals: []SignalGroup{{"x"}}, RefutedBy: "nope"}}, []string{"m:", `refuted_by "nope"`}},
		{"refuted_by on a key point", []RubricItem{{ID: "n", Signals: []SignalGroup{{"x"}}, RefutedBy: "n"}}, nil, []string{"n:", "refuted_by"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := NewMatcher(tt.kp, tt.rf)
			if err == nil {
				t.Fatal("no error")
			}
			for _, w := range tt.wants {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not mention %q", err, w)
				}
			}
		})
	}
	if _, err := NewMatcher(testKeyPoints, testRedFlags); err != nil {
		t.Errorf("valid rubric: %v", err)
	}
}

// TestNormalisation checks that one signal alternative matches the forms
// people type.
func TestNormalisation(t *testing.T) {
	tests := []struct {
		alt    string
		answer string
		want   bool
	}{
		{"timeout", "Raising TIMEOUTS everywhere", true},
		{"restart", "the container restarted", true},
		{"restart", "it keeps restarting", true},
		{"restarted", "we restart it", true},
		{"retry", "after two retries", true},
		{"retry", "the client retried", true},
		{"probe", "the probes failed", true},
		{"probe", "it is probed every second", true},
		{"stop", "the proxy stopped first", true},
		{"run", "the app was running", true},
		{"run", "the job ran", true},
		{"hold", "Envoy held the app", true},
		{"refuse", "Connection refused.", true},
		{"ECONNREFUSED", "got econnrefused", true},
		{"dependency", "its dependencies", true},
		{"503", "lots of 503s", true},
		{"second", "the first 2s", true},
		{"seconds", "for 10 sec", true},
		{"millisecond", "after 500ms", true},
		{"redirect*", "Redirection is active", true},
		{"redirect*", "the redirected packets", true},
		{"redirect*", "the direct path", false},
		{"intercept*", "INTERCEPTING", true},
		{"timeout", "time", false},
		{"not ready", "Envoy isn't ready", true},
		{"not ready", "Envoy is not yet ready", true},
		{"not ready", "Envoy isn’t really ready", true},
		{"not ready", "it's not, as far as I know, ready", false},
		{"not ready", "it is not. Ready now", false},
		{"do not", "don't", true},
		{"would not", "I wouldn't", true},
		{"will not", "it won't", true},
		{"can not", "it can't, it cannot", true},
		{"do not", "dont do that", true},
		{"it is", "it's", true},
		{"istio-init", "the istio init container", true},
		{"istio init", "istio-init", true},
		{"restartPolicy: Always", "restartPolicy Always", true},
		{"holdApplicationUntilProxyStarts", "set holdapplicationuntilproxystarts: true", true},
		{"proxy", "the proxy's port", true},
		{"15001", "127.0.0.1:15001", true},
		{"café", "CAFÉ au lait", true},
		{"red herring", "two red herrings", true},
		{"setting", "the client settings", true},
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
}

func TestSentences(t *testing.T) {
	tests := []struct {
		answer string
		want   []string
	}{
		{"One. Two! Three? Four", []string{"One.", "Two!", "Three?", "Four"}},
		{"Use e.g. Istio 1.29, i.e. native. Next", []string{"Use e.g. Istio 1.29, i.e. native.", "Next"}},
		{"see k8s.io etc. and more. Done", []string{"see k8s.io etc. and more.", "Done"}},
		{"a wrapped\nline. Next", []string{"a wrapped\nline.", "Next"}},
		{"para one\n\npara two", []string{"para one", "para two"}},
		{"- item one\n- item two\n* three", []string{"item one", "item two", "three"}},
		{"1. first\n2. second", []string{"first", "second"}},
		{"- an item\nthen prose", []string{"an item", "then prose"}},
		{"a line\ncontinued", []string{"a line\ncontinued"}},
		{"dana 10:04: it's cold\nme 10:06: nah", []string{"dana 10:04: it's cold", "me 10:06: nah"}},
		{"tom: it's cold\ndan: nope\ntom: ok\ndan: good", []string{"tom: it's cold", "dan: nope", "tom: ok", "dan: good"}},
		{"Root cause: a race\nbetween containers", []string{"Root cause: a race\nbetween containers"}},
		{"Use e.g. this, i.e. that. Next", []string{"Use e.g. this, i.e. that.", "Next"}},
		{"**sam** 4:03 PM\nbump it?\n**joel** 4:05 PM\nno", []string{"sam** 4:03 PM\nbump it?", "joel** 4:05 PM\nno"}},
		{"**Diagnosis**\nthe proxy", []string{"Diagnosis**", "the proxy"}},
		{`He said "no." Then left`, []string{`He said "no."`, "Then left"}},
		{"wait... what", []string{"wait... what"}},
		{"  \n  ", nil},
	}
	for _, tt := range tests {
		x := tokenize(tt.answer)
		var got []string
		for _, s := range x.sents {
			got = append(got, tt.answer[s.start:s.end])
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("%q: sentences %q, want %q", tt.answer, got, tt.want)
		}
	}
}

// TestNegation covers the negated, rejected and hedged clauses of issue 4,
// and the key points that are themselves about negation.
func TestNegation(t *testing.T) {
	m := testMatcher(t)
	tests := []struct {
		answer string
		id     string
		want   bool
	}{
		// Red flags that are said.
		{"I would widen the timeout.", "timeout", true},
		{"Just bump the timeout to 30s.", "timeout", true},
		{"Maybe the database is slow.", "blame", true},
		{"I'm not sure, but the database is probably overloaded.", "blame", true},
		{"Raise the timeout rather than fix the order.", "timeout", true},
		{"It's not the proxy; the database is slow.", "blame", true},
		{"Don't panic, just raise the timeout.", "timeout", true},
		// Negated or rejected red flags.
		{"Don't widen the timeout.", "timeout", false},
		{"Widen the timeout? No.", "timeout", false},
		{"Widen the timeout? Nope, never.", "timeout", false},
		{"Widen the timeout? Not really.", "timeout", false},
		{"Increasing the timeout is the wrong fix.", "timeout", false},
		{"I wouldn't blame the database.", "blame", false},
		{"Rather than raising timeouts, fix the order.", "timeout", false},
		{"Instead of bumping the timeout I would fix the order.", "timeout", false},
		{"It is not the database's fault.", "blame", false},
		{"The database is not at fault here.", "blame", false},
		{"The database isn't the problem.", "blame", false},
		{"I don't think we should raise the timeout.", "timeout", false},
		{"You could bump the timeout, but that only hides it.", "timeout", false},
		{"Raising the timeout, which many teams do, is a band-aid.", "timeout", false},
		{"Raise the timeout. That won't help.", "timeout", false},
		{"Increasing the timeout won't help.", "timeout", false},
		{"A longer timeout merely postpones the race.", "timeout", false},
		{"Should we just raise the timeout?", "timeout", false},
		{"It's tempting to raise the timeout.", "timeout", false},
		{"I'd avoid raising the timeout.", "timeout", false},
		{"We ruled out a slow database.", "blame", false},
		{"No need to blame the callee.", "blame", false},
		{"I'd resist the urge to raise the timeout.", "timeout", false},
		{"Forget about raising the timeout.", "timeout", false},
		{"Stay away from bumping the timeout.", "timeout", false},
		{"The callee is not failing because the database is slow.", "blame", false},
		{"A common mistake is to blame the database.", "blame", false},
		// A sentence that opens with "both", "they", "these" ... and
		// rejects rejects the sentence before it.
		{"Raise the timeout or add a sleep. Both only hide the bug.", "timeout", false},
		{"Teams often raise the timeout. They are wrong.", "timeout", false},
		{"You could raise the timeout or blame the database. None of these help.", "blame", false},
		// "X doesn't wait / mean" denies that X is enough, and so the
		// clause it leans on.
		{"The database is slow, but that doesn't mean it is at fault here.", "blame", false},
		{"Increasing the timeout won't do anything.", "timeout", false},
		{"People think the database is slow, but that's not true.", "blame", false},
		{"A longer timeout changes nothing.", "timeout", false},
		{"Raising the timeout only moves the problem.", "timeout", false},
		{"We tried a longer timeout; no effect.", "timeout", false},
		{"We bumped the timeout but it made no difference.", "timeout", false},
		{"I'd push back on anyone who wants to raise the timeout.", "timeout", false},
		{"If the database were slow we would see timeouts in its logs.", "blame", false},
		{"If that isn't enough, I'd raise the timeout.", "timeout", true},
		{"Bumping timeouts won't change a thing.", "timeout", false},
		// Elliptical denials.
		{"Some assume the database is slow. It isn't: its logs are clean.", "blame", false},
		{"Some think the database is the culprit; it isn't.", "blame", false},
		{"Raising timeouts: no.", "timeout", false},
		{"The database is slow, not the proxy.", "blame", true},
		// Retracted first impressions void red flags, not key points.
		{"At first I'd suspect the database is slow, but its logs are clean.", "blame", false},
		{"My first instinct was a slow database. But the callee logs nothing.", "blame", false},
		{"At first the iptables redirect happens before Envoy is ready, but then it works.", "redirect", true},
		{"At first glance the database is slow.", "blame", true},
		{"It's easy to blame the database here.", "blame", false},
		// Other people's views, contrasted, are not said; the speaker's own
		// proposal is.
		{"You might think the database is at fault, but it never sees the calls.", "blame", false},
		{"Raising the timeout is what most people do first, but the real fix is the order.", "timeout", false},
		{"Many assume the database is slow. But its logs are empty.", "blame", false},
		{"I'd raise the timeout like most teams do, but also fix the order.", "timeout", true},
		{"Most teams would raise the timeout, and so would I.", "timeout", true},
		{"Timeout tweaks are a distraction.", "timeout", false},
		// Another agent's view, reported, is not said unless the speaker
		// endorses it.
		{"Someone on my team wanted to raise the timeout; I talked them out of it.", "timeout", false},
		{"A colleague suggested bumping the timeout.", "timeout", false},
		{"The on-call SRE blamed the database.", "blame", false},
		{"Our DBA thinks the database is overloaded.", "blame", false},
		{"My manager keeps saying the database is slow.", "blame", false},
		{"A colleague suggested a longer timeout, and I agree.", "timeout", true},
		{"A colleague suggested a longer timeout. I agree with her.", "timeout", true},
		{"A colleague suggested a longer timeout. I don't agree.", "timeout", false},
		{"I'd raise the timeout, as a colleague suggested.", "timeout", true},
		{"Someone suggested the order, but I'd raise the timeout.", "timeout", true},
		{"The database team is slow to answer tickets.", "blame", true},
		{"They said the callee was fine, so we raised the timeout.", "timeout", true},
		{"Raising the timeout? Hard pass.", "timeout", false},
		// A verdict with no subject of its own judges what came before.
		{"Raising the timeout - a crutch.", "timeout", false},
		{"Bigger timeouts: useless here.", "timeout", false},
		{"Longer timeouts. Pointless.", "timeout", false},
		{"Bump the timeout? A band-aid at best.", "timeout", false},
		{"Blaming the slow database. Classic red herring.", "blame", false},
		{"Raise the timeout. Pointless to blame the database.", "timeout", true},
		{"Raise the timeout; a hack would be worse.", "timeout", true},
		{"A longer timeout is not good enough.", "timeout", false},
		{"Raising the timeout is unnecessary.", "timeout", false},
		{"A longer timeout won't make any difference.", "timeout", false},
		// An anaphor opening a sentence stands for the subject of the one
		// before, and lends a red flag the group of that subject only.
		{"The database gets a flood of new connections. It is probably overloaded.", "blame", true},
		{"I'd check the database first. It might be overloaded.", "blame", true},
		{"Our connect timeout is tight. It should be bumped.", "timeout", true},
		{"The app calls the database at boot. It is slow to start.", "blame", false},
		{"The database logs are clean. They are not overloaded.", "blame", false},
		{"The database is fine. That is why it is slow to blame.", "blame", false},
		{"The database gets new connections. Then it is overloaded.", "blame", true},
		{"Is the database the problem? It might be overloaded.", "blame", true},
		// A negator that opens another item's two-word phrase ("not
		// ready") describes a state for key points, but still negates a
		// red flag.
		{"Envoy is not ready, the database is slow.", "blame", true},
		// A red flag stays negated under an existential negator.
		{"Nothing is slow in the database.", "blame", false},
		{"There is nobody to blame in the database team.", "blame", false},
		// Negated key points.
		{"The redirection is not the problem.", "redirect", false},
		{"The redirection is *not* the problem.", "redirect", false},
		{"There is no iptables redirect before it starts.", "redirect", false},
		{"Kubernetes doesn't shut down the pod.", "shutdown", false},
		// Key points about negation.
		{"The callee logs nothing.", "callee-silent", true},
		{"Nothing shows up in the callee's logs.", "callee-silent", true},
		{"The callee never sees the request.", "callee-silent", true},
		{"iptables redirects traffic to Envoy, which is not ready yet.", "redirect", true},
		{"iptables redirects to a proxy that isn't ready.", "redirect", true},
		{"It's not the timeouts but the order.", "order", true},
		{"Not a timeout problem: fix the order.", "order", true},
		{"Instead of bumping the timeout I would fix the order.", "order", true},
		{"Not only at start-up: the same happens on SIGTERM.", "shutdown", true},
		{"Don't forget about shutdown.", "shutdown", true},
		{"Never forget the SIGTERM.", "shutdown", true},
		{"Don't start the app until the order is right.", "order", true},
		// An existential negator describes an absence and does not negate
		// a key point; a plain one still does.
		{"iptables redirects to 15001 while nothing is bound there yet.", "redirect", true},
		{"Right now there is no one listening on the iptables redirect yet.", "redirect", true},
		{"Nobody should say iptables redirects before it starts.", "redirect", false},
		// A negation does not reach into a temporal adjunct.
		{"The SIGTERM handler doesn't run for the first few seconds.", "shutdown", true},
		{"Kubernetes doesn't send SIGTERM to the database.", "shutdown", false},
		// A negation in one clause leaves the next alone.
		{"I wouldn't raise the timeout, the database is slow.", "blame", true},
		{"It's not the database; iptables redirects before Envoy listens.", "redirect", true},
	}
	for _, tt := range tests {
		h := m.Match(tt.answer)
		if got := slices.Contains(matched(h), tt.id); got != tt.want {
			t.Errorf("%q: %s matched %v, want %v", tt.answer, tt.id, got, tt.want)
		}
	}
}

// TestClaims checks that the words that say a red flag are not evidence
// for a key point in the same clause, and only there.
func TestClaims(t *testing.T) {
	m, err := NewMatcher(
		[]RubricItem{{ID: "early", Signals: []SignalGroup{{"redirect*", "iptables"}, {"before", "once"}}}},
		[]RubricItem{{ID: "late", Signals: []SignalGroup{{"redirect*", "iptables"}, {"once ... ready"}}}})
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ answer, want string }{
		{"Redirection starts once Envoy is ready.", "late"},
		{"iptables redirects traffic before Envoy listens.", "early"},
		// The red flag's clause claims "iptables"; the key point has no
		// word of its own left.
		{"The iptables rules apply once Envoy is ready, so before that nothing happens.", "late"},
		// Another redirection word, outside the red flag's clause, counts.
		{"The iptables rules apply once Envoy is ready, so before that the redirect is off.", "early late"},
		// A red flag that is not said claims nothing.
		{"It is wrong that iptables redirects once Envoy is ready; it redirects before.", "early"},
	} {
		if got := strings.Join(matched(m.Match(tt.answer)), " "); got != tt.want {
			t.Errorf("%q: matched %q, want %q", tt.answer, got, tt.want)
		}
	}
}

// hintCase is an answer with the key points it covers and the red flags
// it says, each joined by spaces.
type hintCase struct{ answer, covered, said string }

// checkHints matches each case's answer against a matcher built from kp
// and rf and reports every difference.
func checkHints(t *testing.T, kp, rf []RubricItem, cases []hintCase) {
	t.Helper()
	m, err := NewMatcher(kp, rf)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range cases {
		h := m.Match(tt.answer)
		if got := strings.Join(h.Covered, " "); got != tt.covered {
			t.Errorf("%q: covered %q, want %q", tt.answer, got, tt.covered)
		}
		if got := strings.Join(h.Said, " "); got != tt.said {
			t.Errorf("%q: said %q, want %q", tt.answer, got, tt.said)
		}
	}
}

// TestContradiction checks that a sentence saying a red flag does not also
// cover the key point the flag contradicts, while other sentences still
// can.
func TestContradiction(t *testing.T) {
	kp := []RubricItem{{ID: "before", Signals: []SignalGroup{{"redirect*"}, {"ready"}}}}
	rf := []RubricItem{{ID: "waits", Signals: []SignalGroup{{"redirect*"}, {"only once"}}, Contradicts: "before"}}
	checkHints(t, kp, rf, []hintCase{
		{"The redirect starts only once Envoy is ready.", "", "waits"},
		{"The redirect is there before Envoy is ready.", "before", ""},
		{"The redirect starts only once Envoy is ready. In fact the redirect is live before Envoy is ready.", "before", "waits"},
	})
}

// TestRefutation checks that an answer with the evidence of the key point
// a red flag is refuted by does not say the flag, anywhere in it, and
// that the evidence must not lean on the flag's own words.
func TestRefutation(t *testing.T) {
	kp := []RubricItem{{ID: "silent", Signals: []SignalGroup{{"log*", "ledger"}, {"nothing", "not registered"}}}}
	rf := []RubricItem{{ID: "blames", Signals: []SignalGroup{{"ledger"}, {"slow", "not registered"}}, RefutedBy: "silent"}}
	checkHints(t, kp, rf, []hintCase{
		{"You could call the ledger slow, but its log shows nothing.", "silent", ""},
		{"The ledger is slow. Its log shows nothing.", "silent", ""},
		{"The ledger is slow. Its log shows errors.", "", "blames"},
		{"The ledger is not registered yet.", "", "blames"},
		{"ann: the ledger is slow\nann: surely\nbo: its log shows nothing\nbo: see", "silent", ""},
		{"ann: the ledger is slow\nann: surely\nbo: agreed\nbo: see", "", "blames"},
	})
}

// TestUnless checks that an item's unless alternatives keep the sentence
// they are in from matching it, and only that sentence.
func TestUnless(t *testing.T) {
	rf := []RubricItem{{ID: "blame", Signals: []SignalGroup{{"server"}, {"rejects"}}, Unless: SignalGroup{"plaintext", "strict mode"}}}
	checkHints(t, nil, rf, []hintCase{
		{"The server rejects them.", "", "blame"},
		{"The server rejects plaintext in strict mode.", "", ""},
		{"The server rejects plaintext. Also the server rejects them when busy.", "", "blame"},
		{"The server rejects them. It is not about plaintext.", "", "blame"},
	})
	if _, err := NewMatcher(nil, []RubricItem{{ID: "x", Signals: []SignalGroup{{"a"}}, Unless: SignalGroup{"*"}}}); err == nil ||
		!strings.Contains(err.Error(), "unless") {
		t.Errorf("a lone * in unless: error %v, want one naming unless", err)
	}
}

// TestRivals checks that a rival named nearer before a claim than the
// callee owns the claim.
func TestRivals(t *testing.T) {
	rf := []RubricItem{{ID: "blame", Signals: []SignalGroup{{"database", "ledger"}, {"slow", "takes a while", "not handl*"}},
		Rivals: SignalGroup{"proxy", "envoy"}}}
	checkHints(t, nil, rf, []hintCase{
		{"The database is slow.", "", "blame"},
		{"The app calls the database and Envoy takes a while to come up.", "", ""},
		{"Our calls to the ledger hit a proxy that can't handle them.", "", ""},
		{"Envoy is fine; the database is slow.", "", "blame"},
		{"The proxy forwards to the database, which is slow.", "", "blame"},
		{"Slow, that database.", "", "blame"},
	})
	if _, err := NewMatcher(nil, []RubricItem{{ID: "x", Signals: []SignalGroup{{"a"}}, Rivals: SignalGroup{"*"}}}); err == nil ||
		!strings.Contains(err.Error(), "rivals") {
		t.Errorf("a lone * in rivals: error %v, want one naming rivals", err)
	}
}

func TestOmission(t *testing.T) {
	m := testMatcher(t)
	for _, answer := range []string{"", "   ", "\x00\xff", "The redirect happens before the proxy is ready."} {
		h := m.Match(answer)
		if !slices.Equal(h.Omitted, []string{"ignores-shutdown"}) {
			t.Errorf("%q: omitted %q, want [ignores-shutdown]", answer, h.Omitted)
		}
	}
	h := m.Match("")
	if len(h.Covered) != 0 || len(h.Said) != 0 || len(h.Evidence) != 0 {
		t.Errorf("empty answer: %+v", h)
	}
	h = m.Match("At shutdown the proxy gets SIGTERM too.")
	if len(h.Omitted) != 0 || !slices.Equal(h.Covered, []string{"shutdown"}) {
		t.Errorf("shutdown covered: %+v", h)
	}
	// Omission does not depend on a negated mention counting.
	h = m.Match("Shutdown is not relevant here.")
	if !slices.Equal(h.Omitted, []string{"ignores-shutdown"}) {
		t.Errorf("negated shutdown: omitted %q", h.Omitted)
	}
}

func TestRubricOrder(t *testing.T) {
	m := testMatcher(t)
	h := m.Match("At shutdown, SIGTERM. Use a native sidecar. The callee logs nothing. " +
		"iptables redirects before Envoy is ready. Blame the database and raise the timeout.")
	if want := []string{"redirect", "callee-silent", "order", "shutdown"}; !slices.Equal(h.Covered, want) {
		t.Errorf("covered %q, want %q", h.Covered, want)
	}
	if want := []string{"timeout", "blame"}; !slices.Equal(h.Said, want) {
		t.Errorf("said %q, want %q", h.Said, want)
	}
}

func TestEvidence(t *testing.T) {
	m := testMatcher(t)
	answer := "Ça dépend… Héllo wörld!\n\n- The callee’s logs show nothing at all.\n" +
		"Then: iptables redirects   before Envoy is ready (15001). I'd raise the timeout"
	h := m.Match(answer)
	want := map[string]string{
		"callee-silent": "The callee’s logs show nothing at all.",
		"redirect":      "Then: iptables redirects   before Envoy is ready (15001).",
		"timeout":       "I'd raise the timeout",
	}
	if len(h.Evidence) != len(want) {
		t.Errorf("evidence for %d ids, want %d: %+v", len(h.Evidence), len(want), h.Evidence)
	}
	for id, sentence := range want {
		ev, ok := h.Evidence[id]
		if !ok {
			t.Errorf("no evidence for %s", id)
			continue
		}
		if ev.Sentence != sentence {
			t.Errorf("%s: sentence %q, want %q", id, ev.Sentence, sentence)
		}
		if answer[ev.Start:ev.End] != ev.Sentence || ev.Start != strings.Index(answer, sentence) {
			t.Errorf("%s: offsets [%d:%d] point at %q", id, ev.Start, ev.End, answer[ev.Start:ev.End])
		}
	}
	// A key point may continue into a sentence that refers back; the
	// evidence then spans both.
	h = m.Match("The init container installs iptables redirects. Those run before Envoy is ready. Raise the timeout? Or rather")
	if ev := h.Evidence["redirect"]; ev.Sentence != "The init container installs iptables redirects. Those run before Envoy is ready." {
		t.Errorf("continued evidence %q", ev.Sentence)
	}
	// The first matching sentence is the evidence.
	h = m.Match("SIGTERM first. Shutdown too.")
	if ev := h.Evidence["shutdown"]; ev.Start != 0 || ev.End != len("SIGTERM first.") {
		t.Errorf("evidence %+v, want the first sentence", ev)
	}
}

func TestHintsJSON(t *testing.T) {
	b, err := json.Marshal(testMatcher(t).Match("The callee logs nothing."))
	if err != nil {
		t.Fatal(err)
	}
	want := `{"covered":["callee-silent"],"said":[],"omitted":["ignores-shutdown"],"evidence":{"callee-silent":{"sentence":"The callee logs nothing.","start":0,"end":24}}}`
	if string(b) != want {
		t.Errorf("JSON\n got %s\nwant %s", b, want)
	}
}

func TestNoSignals(t *testing.T) {
	m, err := NewMatcher([]RubricItem{{ID: "bare"}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if h := m.Match("bare words everywhere"); len(h.Covered) != 0 {
		t.Errorf("an item without signals matched: %+v", h)
	}
}

// sidecarMatcher compiles the signals of the first question's content
// file, with its stance model, as the server matches answers.
func sidecarMatcher(tb testing.TB) *Matcher {
	tb.Helper()
	q, _ := sidecarRules(tb)
	if err := loadStance(os.DirFS(filepath.Dir(evalQuestion)), q); err != nil {
		tb.Fatal(err)
	}
	return q.matcher
}

// sidecarRules parses the first question's content file and returns it
// with its signals compiled, without the stance model: the rules alone.
func sidecarRules(tb testing.TB) (*Question, *Matcher) {
	tb.Helper()
	src, err := os.ReadFile(evalQuestion)
	if err != nil {
		tb.Fatal(err)
	}
	q, err := ParseFile(filepath.Base(evalQuestion), src, LoadOptions{})
	if err != nil {
		tb.Fatal(err)
	}
	return q, q.matcher
}

// longAnswer returns an answer of about n words built from the evaluation
// set, so that it exercises real hits and negations.
func longAnswer(tb testing.TB, n int) string {
	tb.Helper()
	files, _ := filepath.Glob(filepath.Join("testdata", "eval", "train", "*.txt"))
	// In the order of their numbers, so that the answer does not change as
	// the set grows: "10000-..." would sort before "1001-..." by name.
	num := func(f string) int {
		n, _ := strconv.Atoi(strings.SplitN(filepath.Base(f), "-", 2)[0])
		return n
	}
	slices.SortStableFunc(files, func(a, b string) int { return cmp.Compare(num(a), num(b)) })
	var b strings.Builder
	for words := 0; words < n; {
		for _, f := range files {
			src, err := os.ReadFile(f)
			if err != nil {
				tb.Fatal(err)
			}
			_, answer, _ := strings.Cut(string(src), "\n---\n")
			for _, w := range strings.Fields(answer) {
				if words == n {
					return b.String()
				}
				b.WriteString(w)
				b.WriteByte(' ')
				words++
			}
		}
	}
	return b.String()
}

// BenchmarkMatch matches a 2,000-word answer against the first question;
// issue 4 asks for under 1 ms.
func BenchmarkMatch(b *testing.B) {
	m := sidecarMatcher(b)
	answer := longAnswer(b, 2000)
	b.SetBytes(int64(len(answer)))
	b.ReportAllocs()
	for b.Loop() {
		m.Match(answer)
	}
}

// FuzzMatch checks that no input makes Match panic, and that what it
// returns is consistent with the answer and the rubric.
func FuzzMatch(f *testing.F) {
	for _, s := range []string{"", "Don't widen the timeout? No.", "iptables redirects before Envoy is ready.",
		"\xff\xfe\x00", "it’s n't'''s", "1. 2. 3.", "...?!", "- \n- \n\n* ", "e.g. i.e. etc.", "ʼdonʼt",
		"The callee logs nothing. Kubernetes: SIGTERM, preStop; Job → quitquitquit",
		"tom: db is slow?\ndan 10:04: nope :-1:\ntom: fair, my bad\n[10:05] dan: ok", "bob commented on a.yaml, line 3:\n> x\nNot quite."} {
		f.Add(s)
	}
	m := sidecarMatcher(f)
	ids := map[string]bool{}
	for _, it := range m.items {
		ids[it.id] = true
	}
	f.Fuzz(func(t *testing.T, answer string) {
		h := m.Match(answer)
		for _, id := range slices.Concat(h.Covered, h.Said, h.Omitted) {
			if !ids[id] {
				t.Fatalf("unknown id %q", id)
			}
		}
		if len(h.Evidence) != len(h.Covered)+len(h.Said) {
			t.Fatalf("evidence for %d ids, %d covered or said", len(h.Evidence), len(h.Covered)+len(h.Said))
		}
		for id, ev := range h.Evidence {
			if ev.Start < 0 || ev.End > len(answer) || ev.Start >= ev.End || answer[ev.Start:ev.End] != ev.Sentence {
				t.Fatalf("%s: bad evidence %+v", id, ev)
			}
			if utf8.ValidString(answer) && !utf8.ValidString(ev.Sentence) {
				t.Fatalf("%s: evidence splits a character: %q", id, ev.Sentence)
			}
		}
	})
}

// TestSpeakerTag checks the forms of speaker tag that chat tools paste,
// and lines that only look like one.
func TestSpeakerTag(t *testing.T) {
	for _, tt := range []struct {
		line, name string
		strong     bool
	}{
		{"dana: redis is cold", "dana", false},
		{"dana 10:04: redis is cold", "dana", true},
		{"[10:04] dana: redis is cold", "dana", true},
		{"[Slack] Fatima: is the catalog api slow?", "fatima", false},
		{"14:07 <chris> bump it?", "chris", true},
		{"bob commented: nope", "bob", true},
		{"**sam** 4:03 PM", "sam", true},
		{"00:14:31 From Greg H to Everyone: can we set the dial timeout?", "greg h", true},
		{"12.06.24, 08:51 - Stefan: ClickHouse ist überlastet?", "stefan", true},
		{"[03/04/24, 09:12] Lucía: otra vez", "lucía", true},
		{"**Dana (me)** 11:02", "dana", true},
		{"Jo Mensah 10:01 (edited)", "jo mensah", true},
		{"**@okafor** approved", "@okafor", true},
		{"**@me (changes requested)**", "@me", true},
		{"Root cause is the proxy.", "", false},
		// A weak tag: it names a speaker only if it opens two lines or
		// more (see speakerAt), so one "The fix:" stays a label.
		{"The fix: order the containers so the proxy comes first", "the fix", false},
		{"ozzie — Today at 10:44", "ozzie", true},
		{"Because the proxy, the app and the init container all start at 10:04 the calls fail.", "", false},
	} {
		n, name, strong := speakerTag(tt.line)
		if name != tt.name || strong != tt.strong || (n > 0) != (tt.name != "") {
			t.Errorf("speakerTag(%q) = %d, %q, %v; want name %q, strong %v", tt.line, n, name, strong, tt.name, tt.strong)
		}
	}
}

// TestEvidenceWithoutSpeakerTag checks that the evidence of a message in a
// pasted conversation starts after its speaker's tag, and still points
// into the answer.
func TestEvidenceWithoutSpeakerTag(t *testing.T) {
	m, err := NewMatcher([]RubricItem{{ID: "silent", Signals: []SignalGroup{{"log*"}, {"nothing"}}}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	answer := "**me** 09:48\nthe access log shows nothing.\n**me** 09:50\nok"
	ev, ok := m.Match(answer).Evidence["silent"]
	if !ok || ev.Sentence != "the access log shows nothing." || answer[ev.Start:ev.End] != ev.Sentence {
		t.Errorf("evidence %+v, want the message without its tag", ev)
	}
}

// TestWordInfoCache checks that what the word cache holds after matching
// the held-out answers is what a fresh look at each word gives: nothing
// cached while the package was being set up, or by an earlier matcher,
// may linger.
func TestWordInfoCache(t *testing.T) {
	m := sidecarMatcher(t)
	for _, a := range loadLabelled(t, filepath.Join("testdata", "eval", "heldout")) {
		m.Match(a.answer)
	}
	n := 0
	wordInfos.Range(func(k, v any) bool {
		if got, want := v.(wordInfo), newWordInfo(k.(string)); got != want {
			t.Errorf("%q: cached %+v, fresh %+v", k, got, want)
		}
		n++
		return true
	})
	if n == 0 {
		t.Error("nothing cached")
	}
}
