package quiz

import (
	"math"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
)

// TestStanceReadings checks the stance model of the first question where
// the rules alone get it wrong, and where it must leave them be: answers
// that only name a red flag to reject or report it are not said, plain
// and hedged sayings still are.
func TestStanceReadings(t *testing.T) {
	m := sidecarMatcher(t)
	_, rules := sidecarRules(t)
	for _, tt := range []struct {
		answer string
		want   []string
		rules  []string // what the rules alone say, when it differs
	}{
		{answer: "To increase the timeout, it is a false good idea: the error is immediate, it is not a question of waiting longer, the problem is the order.",
			rules: []string{"raises-timeout"}},
		{answer: "When I raised this in a design review someone wanted a 30-second connect timeout on every client. I argued against it: a refused connection fails immediately.",
			rules: []string{"raises-timeout"}},
		{answer: "Bump the connect timeout to 30s.", want: []string{"raises-timeout"}},
		{answer: "The database is overloaded when our pods start. I'd raise the client timeout.", want: []string{"blames-downstream", "raises-timeout"}},
		{answer: "503s mean the backend's overloaded. Scale it.", want: []string{"blames-downstream"}},
		{answer: "Kubernetes starts containers in the order they are listed, so put istio-proxy first.", want: []string{"assumes-listed-order"}},
		{answer: "I'd raise the connect timeout as a stopgap while we roll out holdApplicationUntilProxyStarts.", want: []string{"raises-timeout"}},
		{answer: "My guess is the traffic skips the proxy until it's up.", want: []string{"redirect-waits-for-proxy"}},
	} {
		wantRules := tt.want
		if tt.rules != nil {
			wantRules = tt.rules
		}
		if got := rules.Match(tt.answer).Said; !slices.Equal(got, wantRules) {
			t.Errorf("%q: the rules say %v, want %v", tt.answer, got, wantRules)
		}
		got := m.Match(tt.answer).Said
		if !slices.Equal(got, tt.want) && !(len(got) == 0 && len(tt.want) == 0) {
			t.Errorf("%q: said %v, want %v", tt.answer, got, tt.want)
		}
	}
}

// TestStanceKeepsKeyPoints checks that the stance model changes only the
// said red flags: on every held-out answer, the key points and omissions
// are the rules' own.
func TestStanceKeepsKeyPoints(t *testing.T) {
	m := sidecarMatcher(t)
	_, rules := sidecarRules(t)
	for _, a := range loadLabelled(t, "testdata/eval/heldout") {
		got, want := m.Match(a.answer), rules.Match(a.answer)
		if !slices.Equal(got.Covered, want.Covered) || !slices.Equal(got.Omitted, want.Omitted) {
			t.Errorf("%s: covered %v omitted %v, the rules alone %v %v", a.name, got.Covered, got.Omitted, want.Covered, want.Omitted)
		}
		for _, id := range got.Said {
			if !slices.Contains(want.Said, id) {
				t.Errorf("%s: the stance model added red flag %s", a.name, id)
			}
		}
	}
}

func TestParseStanceModel(t *testing.T) {
	m, err := ParseStanceModel([]byte("# a comment\n\nthreshold 0.5\nbias -1\nu:wrong -2.5\nb:too_short 3\nitem:raises-timeout 0.25\n"))
	if err != nil {
		t.Fatal(err)
	}
	if m.weights.n != 4 || m.threshold != 0 || !slices.Equal(m.items, []string{"raises-timeout"}) {
		t.Errorf("parsed %d weights, threshold %v, items %v", m.weights.n, m.threshold, m.items)
	}
	// bias -1 and item 0.25: -0.75, below the threshold's log-odds of 0;
	// "too short" adds 3.
	if m.says("raises-timeout", nil, []string{"the", "timeout"}, nil, nil) {
		t.Error("said with the weights of bias and item alone")
	}
	if !m.says("raises-timeout", nil, []string{"it", "is", "too", "short"}, nil, nil) {
		t.Error("not said with b:too_short")
	}
	if m.says("raises-timeout", nil, []string{"it", "is", "too", "short", "that", "is", "wrong"}, nil, nil) {
		t.Error("said despite u:wrong")
	}

	for _, tt := range []struct{ src, err string }{
		{"bias 1\n", "no threshold line"},
		{"threshold 0.5\nthreshold 0.4\n", "line 2: a second threshold"},
		{"threshold 1\n", "line 1: threshold 1 is not a probability"},
		{"threshold 0.5\nu:x\n", "line 2: want a feature name and a weight"},
		{"threshold 0.5\nu:x 1 2\n", "line 2: want a feature name and a weight"},
		{"threshold 0.5\nu:x one\n", `line 2: "one" is not a finite number`},
		{"threshold 0.5\nu:x NaN\n", `line 2: "NaN" is not a finite number`},
		{"threshold 0.5\nword 1\n", `line 2: "word" is not a feature`},
		{"threshold 0.5\nu: 1\n", `line 2: "u:" is not a feature`},
		{"threshold 0.5\nu:x 1\nu:x 2\n", `line 3: feature "u:x" is listed twice`},
		{"threshold 0.5\n" + strings.Repeat("# padding\n", MaxStanceFileSize/10), "the limit is"},
	} {
		_, err := ParseStanceModel([]byte(tt.src))
		if err == nil || !strings.Contains(err.Error(), tt.err) {
			t.Errorf("%q: error %v, want %q", tt.src, err, tt.err)
		}
	}
}

// FuzzParseStanceModel checks that no file makes the parser panic, and
// that a model it accepts can read any sentence.
func FuzzParseStanceModel(f *testing.F) {
	f.Add([]byte("threshold 0.3\nbias -1\nu:wrong -2\nb:too_short 1\n"), "It is too short.")
	f.Add([]byte("# x\nthreshold 0.9\nitem:a 1e3\np:(none) -1e-3\n"), "\xff’s n't")
	f.Fuzz(func(t *testing.T, src []byte, sentence string) {
		m, err := ParseStanceModel(src)
		if err != nil {
			return
		}
		words := strings.Fields(sentence)
		m.says("a", words, words, nil, words)
	})
}

func TestLoadStance(t *testing.T) {
	files := func(extra fstest.MapFS) fstest.MapFS {
		fsys := fstest.MapFS{"sample.md": {Data: []byte(validFile)}, "other.md": {Data: []byte(otherFile)}}
		for name, f := range extra {
			fsys[name] = f
		}
		return fsys
	}
	stance := func(s string) *fstest.MapFile { return &fstest.MapFile{Data: []byte(s)} }
	for _, tt := range []struct {
		name string
		fsys fstest.MapFS
		err  string
	}{
		{"fine", files(fstest.MapFS{"sample.stance": stance("threshold 0.5\nitem:raises-timeout -9\n")}), ""},
		{"no question", files(fstest.MapFS{"gone.stance": stance("threshold 0.5\n")}), "gone.stance: a stance model for no question: there is no gone.md"},
		{"bad line", files(fstest.MapFS{"sample.stance": stance("threshold 0.5\nu:x y\n")}), `sample.stance: line 2: "y" is not a finite number`},
		{"another question's flags", files(fstest.MapFS{"sample.stance": stance("threshold 0.5\nitem:b 1\n")}), `sample.stance: the stance model knows red flag "b", which sample.md does not have`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			b, err := Load(tt.fsys, LoadOptions{SimPresetExists: presetExists})
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("error %v, want %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			plain, err := Load(files(nil), LoadOptions{SimPresetExists: presetExists})
			if err != nil {
				t.Fatal(err)
			}
			q, _ := plain.Question("sample")
			if h := q.Hints("Increase the timeout."); !slices.Equal(h.Said, []string{"raises-timeout"}) {
				t.Fatalf("without a stance model said %v, want [raises-timeout]", h.Said)
			}
			q, _ = b.Question("sample")
			// item:raises-timeout -9 keeps the flag from ever being said.
			if h := q.Hints("Increase the timeout."); len(h.Said) != 0 {
				t.Errorf("said %v with the stance model against it", h.Said)
			}
			other, _ := b.Question("other")
			if h := other.Hints("The database."); !slices.Equal(h.Said, []string{"b"}) {
				t.Errorf("a question without a stance model said %v, want [b]", h.Said)
			}
		})
	}
}

// TestStanceScoreByParts checks that the matcher's reading of a sentence,
// which looks each word up once per answer, gives the score of the
// features the model is trained on, for every sentence and red flag of
// one training answer in twenty.
func TestStanceScoreByParts(t *testing.T) {
	m := sidecarMatcher(t)
	answers := loadLabelled(t, filepath.Join("testdata", "eval", "train"))
	checked := 0
	for i, a := range answers {
		if i%20 != 0 {
			continue
		}
		tx := tokenize(a.answer)
		for s := range int32(len(tx.sents)) {
			for _, item := range m.stance.items {
				got := tx.stanceScore(m.stance, item, s)
				want := m.stance.score(item, tx.stanceWords(s-1), tx.stanceWords(s), tx.stanceWords(s+1), tx.laterWords(s+2))
				if math.Abs(float64(got-want)) > 1e-3 {
					t.Fatalf("%s, sentence %d, %s: score by parts %v, by features %v", a.name, s, item, got, want)
				}
				checked++
			}
		}
		tx.release()
	}
	t.Logf("%d scores agree", checked)
}

// TestWeightTable checks the stance model's table of weights against the
// map it is built from: every key found, including 0, which marks an
// empty slot, and an unknown key weighing nothing.
func TestWeightTable(t *testing.T) {
	weights := map[uint64]float32{0: 0.5}
	for i := range uint64(5000) {
		weights[hashFeature([]byte(strconv.FormatUint(i, 10)))] = float32(i) + 1
	}
	w := newWeightTable(weights)
	for h, v := range weights {
		if got := w.get(h); got != v {
			t.Fatalf("get(%#x) = %v, want %v", h, got, v)
		}
	}
	if got := w.get(hashFeature([]byte("not a feature"))); got != 0 {
		t.Errorf("an unknown feature weighs %v", got)
	}
	var empty weightTable
	if got := empty.get(12345); got != 0 {
		t.Errorf("the empty table gives %v", got)
	}
}
