package quiz

import (
	"bytes"
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

var updateStance = flag.Bool("update-stance", false, "retrain the first question's stance model from testdata/eval/train and write it")

// evalStance is the stance model of evalQuestion.
var evalStance = strings.TrimSuffix(evalQuestion, ".md") + ".stance"

// The stance model's training settings. They were chosen on batches 492
// to 587, measured with the rules of commit 387f97ac and a model trained
// on that commit's train/ (testdata/eval/README.md, entries 205 and 207);
// the results hardly moved with the minimum count (2 to 5) or L2 (1e-3 to
// 1e-5).
const (
	stanceEpochs    = 8
	stanceRate      = 0.5  // AdaGrad's step size
	stanceL2        = 1e-4 // keeps rare features' weights small
	stanceMinCount  = 3    // sentences a word or pair must be in to be a feature
	stanceThreshold = "0.3"
	// stanceVoidedWeight weighs the examples of not saying a flag that
	// the rules already reject. Their words teach the model how
	// rejections read, but at full weight they also teach it that most
	// mentions of a flag are rejections, which is not so of the
	// sentences it judges: those the rules accept. At half weight, plain
	// sayings that stand alone ("I put it down to the database being
	// overloaded.") are kept more often, with as few negated mentions
	// (entry 207 of the eval README).
	stanceVoidedWeight = 0.5
)

// TestStanceModel retrains the stance model of the first question from
// the training answers and checks that it is the committed one, as a
// generated file must be. Run with -update-stance to write it after the
// training answers or the rules change:
//
//	go test ./internal/quiz -run TestStanceModel -update-stance
func TestStanceModel(t *testing.T) {
	if testing.Short() {
		t.Skip("trains on every training answer")
	}
	_, rules := sidecarRules(t)
	got := trainStance(t, rules, loadLabelled(t, filepath.Join("testdata", "eval", "train")))
	if *updateStance {
		if err := os.WriteFile(evalStance, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(evalStance)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(got, want) {
		return
	}
	// Another CPU may round a last digit differently (fused multiply-adds
	// on arm64, say); anything more is a stale model.
	if diff := stanceDiff(parseStanceLines(t, got), parseStanceLines(t, want)); diff != "" {
		t.Errorf("%s is not what the training answers give (%s); run\n\tgo test ./internal/quiz -run TestStanceModel -update-stance", evalStance, diff)
	}
}

// parseStanceLines maps each line of a stance model file, but comments,
// from its name to its value.
func parseStanceLines(t *testing.T, src []byte) map[string]float64 {
	t.Helper()
	m := map[string]float64{}
	for _, line := range strings.Split(string(src), "\n") {
		name, value, ok := strings.Cut(line, " ")
		if !ok || strings.HasPrefix(line, "#") {
			continue
		}
		v, err := strconv.ParseFloat(value, 64)
		if err != nil {
			t.Fatalf("stance model line %q: %v", line, err)
		}
		m[name] = v
	}
	return m
}

// stanceDiff describes the first difference between two stance models
// beyond a rounding of their last digit, or returns "".
func stanceDiff(got, want map[string]float64) string {
	const slack = 0.0015
	for _, m := range []struct {
		a, b map[string]float64
		what string
	}{{got, want, "training gives"}, {want, got, "the file has"}} {
		for name, v := range m.a {
			if math.Abs(v-m.b[name]) > slack {
				return fmt.Sprintf("%s %s %v, the other %v", m.what, name, v, m.b[name])
			}
		}
	}
	return ""
}

// stanceExample is one training sentence: its features, as indexes into
// the vocabulary, once per occurrence, whether it says its red flag and
// how much it weighs.
type stanceExample struct {
	features []int32
	said     bool
	weight   float64 // of its error in training
}

// trainStance trains a stance model on the mentions of red flags in
// answers, as the rules alone read them, and returns its file. A mention
// in an answer labelled as not saying its flag is an example of not
// saying it; one that the rules accept in an answer labelled as saying
// it is an example of saying it. The rest (a mention the rules reject in
// an answer that says the flag elsewhere) are left out: the labels do not
// tell which sentence says it.
func trainStance(t *testing.T, rules *Matcher, answers []labelled) []byte {
	t.Helper()
	var mentions []mention
	var examples []stanceExample
	vocab := map[string]int32{}
	var names []string
	count := []int{} // sentences each feature occurs in
	for _, a := range answers {
		mentions = mentions[:0]
		rules.match(a.answer, &mentions)
		for _, mn := range mentions {
			says := slices.Contains(a.says, mn.item)
			if says && !mn.said {
				continue
			}
			ex := stanceExample{said: says, weight: 1}
			if !says && !mn.said {
				ex.weight = stanceVoidedWeight
			}
			eachStanceFeature(mn.item, mn.prev, mn.sent, mn.next, mn.later, func(f []byte) {
				i, ok := vocab[string(f)]
				if !ok {
					i = int32(len(names))
					vocab[string(f)] = i
					names = append(names, string(f))
					count = append(count, 0)
				}
				if !slices.Contains(ex.features, i) {
					count[i]++
				}
				ex.features = append(ex.features, i)
			})
			examples = append(examples, ex)
		}
	}
	keep := func(i int32) bool {
		return count[i] >= stanceMinCount || names[i] == "bias" || strings.HasPrefix(names[i], "item:")
	}
	for k := range examples {
		examples[k].features = slices.DeleteFunc(examples[k].features, func(i int32) bool { return !keep(i) })
	}

	// Logistic regression by AdaGrad, in a fixed order, so that the same
	// answers always give the same file.
	w := make([]float64, len(names))
	g := make([]float64, len(names))
	rng := rand.New(rand.NewPCG(1, 2))
	for range stanceEpochs {
		for _, k := range rng.Perm(len(examples)) {
			ex := examples[k]
			var z float64
			for _, i := range ex.features {
				z += w[i]
			}
			p := 1 / (1 + math.Exp(-max(-30, min(30, z))))
			y := 0.0
			if ex.said {
				y = 1
			}
			for _, i := range ex.features {
				d := (p-y)*ex.weight + stanceL2*w[i]
				g[i] += d * d
				w[i] -= stanceRate * d / math.Sqrt(g[i]+1e-8)
			}
		}
	}

	said := 0
	for _, ex := range examples {
		if ex.said {
			said++
		}
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "# Stance model for the red flags of %s (see StanceModel in\n", filepath.Base(evalQuestion))
	fmt.Fprintf(&b, "# internal/quiz/stance.go). Generated; do not edit. Trained on %d sentences\n", len(examples))
	fmt.Fprintf(&b, "# (%d of them said) in %d answers of internal/quiz/testdata/eval/train by\n", said, len(answers))
	fmt.Fprintf(&b, "#\tgo test ./internal/quiz -run TestStanceModel -update-stance\n")
	fmt.Fprintf(&b, "threshold %s\n", stanceThreshold)
	order := make([]int, 0, len(names))
	for i := range names {
		if keep(int32(i)) {
			order = append(order, i)
		}
	}
	slices.SortFunc(order, func(x, y int) int { return strings.Compare(names[x], names[y]) })
	for _, i := range order {
		v := strconv.FormatFloat(w[i], 'f', 3, 64)
		if v == "0.000" || v == "-0.000" {
			continue
		}
		fmt.Fprintf(&b, "%s %s\n", names[i], v)
	}
	return b.Bytes()
}
