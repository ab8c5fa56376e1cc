package quiz

import (
	"bufio"
	"bytes"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// StanceModel reads the stance of a sentence in which the matcher's rules
// found a red flag said: does the writer say it, or only name it in order
// to reject, doubt, report or take it back, in words the rules do not
// know ("To increase the timeout, it is a false good idea", "someone
// wanted a 30-second connect timeout")? The rules judge negation clause by
// clause and miss ways of putting it that they have never seen; the model
// weighs every word of the sentence, of the sentences either side of it
// and of the ten after those, as learnt from a question's labelled
// answers, so a sentence the rules accept still counts only when the
// model agrees.
//
// It is a logistic regression over these features: the sentence's words
// ("u:word") and pairs of adjacent words ("b:first_second"), the words of
// the sentence before ("p:word") and after ("n:word") or their absence
// ("p:(none)", "n:(none)"), each distinct word of the laterSentences
// sentences after that ("l:word": a story that goes on to say "we
// reverted it" takes back a fix it told before), the red flag ("item:ID") and a constant
// ("bias"). Words are the matcher's tokens, lower-cased, with
// contractions expanded ("isn't" is "is" and "not") and a speaker's tag
// left out. A question's model sits beside its file, as NAME.stance, and
// is trained from the question's evaluation set (see
// stance_train_test.go); a question without one is judged by the rules
// alone.
type StanceModel struct {
	weights weightTable
	// threshold is the log-odds below which a sentence is not said.
	threshold float32
	// items are the red flags named by "item:" features.
	items []string
}

// MaxStanceFileSize bounds a stance model file; the first question's is
// about 0.4 MB.
const MaxStanceFileSize = 4 << 20

// ParseStanceModel parses a stance model file: lines of a feature name and
// its weight, separated by a space, and one line "threshold P", the least
// probability of being said that a sentence needs. Blank lines and lines
// that open with "#" are comments. The error names the line at fault.
func ParseStanceModel(src []byte) (*StanceModel, error) {
	if len(src) > MaxStanceFileSize {
		return nil, fmt.Errorf("file is %d bytes; the limit is %d", len(src), MaxStanceFileSize)
	}
	m := &StanceModel{}
	weights := map[uint64]float32{}
	seenThreshold := false
	sc := bufio.NewScanner(bytes.NewReader(src))
	sc.Buffer(make([]byte, 0, 4096), 1<<16)
	line := 0
	for sc.Scan() {
		line++
		s := strings.TrimSpace(sc.Text())
		if s == "" || s[0] == '#' {
			continue
		}
		name, value, ok := strings.Cut(s, " ")
		value = strings.TrimSpace(value)
		if !ok || name == "" || value == "" || strings.ContainsAny(value, " \t") {
			return nil, fmt.Errorf("line %d: want a feature name and a weight separated by a space, got %q", line, s)
		}
		f, err := strconv.ParseFloat(value, 32)
		if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
			return nil, fmt.Errorf("line %d: %q is not a finite number", line, value)
		}
		if name == "threshold" {
			if seenThreshold {
				return nil, fmt.Errorf("line %d: a second threshold", line)
			}
			if f <= 0 || f >= 1 {
				return nil, fmt.Errorf("line %d: threshold %v is not a probability between 0 and 1", line, f)
			}
			seenThreshold = true
			m.threshold = float32(math.Log(f / (1 - f)))
			continue
		}
		if !validFeatureName(name) {
			return nil, fmt.Errorf("line %d: %q is not a feature (u:, b:, p:, n:, l:, item: or bias)", line, name)
		}
		h := hashFeature([]byte(name))
		if _, dup := weights[h]; dup {
			return nil, fmt.Errorf("line %d: feature %q is listed twice", line, name)
		}
		weights[h] = float32(f)
		if item, ok := strings.CutPrefix(name, "item:"); ok {
			m.items = append(m.items, item)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("line %d: %w", line+1, err)
	}
	if !seenThreshold {
		return nil, fmt.Errorf("no threshold line")
	}
	m.weights = newWeightTable(weights)
	return m, nil
}

// checkStanceItems reports a red flag that model s was trained on but
// question q does not have: the model belongs to another question, or
// to an older version of this one.
func checkStanceItems(s *StanceModel, q *Question) error {
	for _, item := range s.items {
		if _, ok := q.RedFlag(item); !ok {
			return fmt.Errorf("the stance model knows red flag %q, which %s does not have", item, q.File)
		}
	}
	return nil
}

func validFeatureName(name string) bool {
	if name == "bias" {
		return true
	}
	for _, p := range []string{"u:", "b:", "p:", "n:", "l:", "item:"} {
		if rest, ok := strings.CutPrefix(name, p); ok {
			return rest != ""
		}
	}
	return false
}

// says reports whether the sentence of words sent, between prev and next,
// says red flag item rather than only naming it; later are the distinct
// words of the sentences after next. The matcher reads the same features
// through text.stanceSays, which looks each word up once.
func (m *StanceModel) says(item string, prev, sent, next, later []string) bool {
	return m.score(item, prev, sent, next, later) >= m.threshold
}

// score returns the log-odds that the sentence says the flag.
func (m *StanceModel) score(item string, prev, sent, next, later []string) float32 {
	var z float32
	eachStanceFeature(item, prev, sent, next, later, func(f []byte) { z += m.weights.get(hashFeature(f)) })
	return z
}

// weight returns the weight of the feature named prefix + word, and
// pairWeight that of "b:" + first + "_" + second, without building the
// names.
func (m *StanceModel) weight(prefix, word string) float32 {
	return m.weights.get(hashMore(hashMore(fnvOffset, prefix), word))
}

func (m *StanceModel) pairWeight(first, second string) float32 {
	return m.weights.get(hashMore(hashMore(hashMore(hashMore(fnvOffset, "b:"), first), "_"), second))
}

// eachStanceFeature calls emit with the name of every feature of a
// sentence, once per occurrence. Training and matching share it (see
// TestStanceScoreByParts), so the two cannot drift apart. The name is only
// valid during the call.
func eachStanceFeature(item string, prev, sent, next, later []string, emit func(name []byte)) {
	var buf [64]byte
	name := func(parts ...string) []byte {
		b := buf[:0]
		for _, p := range parts {
			b = append(b, p...)
		}
		return b
	}
	emit(name("bias"))
	emit(name("item:", item))
	for i, w := range sent {
		emit(name("u:", w))
		if i > 0 {
			emit(name("b:", sent[i-1], "_", w))
		}
	}
	// A sentence with nothing before or after it is most often a terse
	// answer, which seldom names an idea only to reject it.
	for _, n := range []struct {
		role  string
		words []string
	}{{"p:", prev}, {"n:", next}} {
		if len(n.words) == 0 {
			emit(name(n.role, "(none)"))
		}
		for _, w := range n.words {
			emit(name(n.role, w))
		}
	}
	for _, w := range later {
		emit(name("l:", w))
	}
}

// weightTable gives a feature's weight by the hash of its name, 0 for a
// feature the model does not know. It probes a flat table of keys rather
// than a map: the matcher looks up every word of the sentences it reads.
type weightTable struct {
	keys  []uint64 // 0 marks an empty slot
	vals  []float32
	shift uint // 64 minus the log2 of the table's size
	zero  float32
	n     int
}

func newWeightTable(weights map[uint64]float32) weightTable {
	size, shift := 8, uint(61)
	for size < 2*len(weights) {
		size, shift = size*2, shift-1
	}
	w := weightTable{keys: make([]uint64, size), vals: make([]float32, size), shift: shift, n: len(weights)}
	for h, v := range weights {
		if h == 0 {
			w.zero = v // the one hash an empty slot cannot hold
			continue
		}
		i := w.slot(h)
		for w.keys[i] != 0 {
			i = (i + 1) & uint64(size-1)
		}
		w.keys[i], w.vals[i] = h, v
	}
	return w
}

// slot is where the search for hash h starts: its top bits, mixed.
func (w *weightTable) slot(h uint64) uint64 { return (h * 0x9e3779b97f4a7c15) >> w.shift }

func (w *weightTable) get(h uint64) float32 {
	if h == 0 {
		return w.zero
	}
	if len(w.keys) == 0 {
		return 0
	}
	mask := uint64(len(w.keys) - 1)
	for i := w.slot(h); ; i = (i + 1) & mask {
		switch w.keys[i] {
		case h:
			return w.vals[i]
		case 0:
			return 0
		}
	}
}

// hashFeature is 64-bit FNV-1a: the model keys its weights by the hash of
// the feature name, so matching looks them up without building strings.
func hashFeature(name []byte) uint64 {
	h := uint64(fnvOffset)
	for _, c := range name {
		h ^= uint64(c)
		h *= fnvPrime
	}
	return h
}

// hashMore goes on hashing with the bytes of s, so that a name made of
// parts is hashed without being built.
func hashMore(h uint64, s string) uint64 {
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= fnvPrime
	}
	return h
}

const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)
