package quiz

import (
	"bufio"
	"bytes"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// StanceModel reads the stance of a sentence in which the matcher's rules
// found a red flag said: does the writer say it, or only name it in order
// to reject, doubt, report or take it back, in words the rules do not
// know ("To increase the timeout, it is a false good idea", "someone
// wanted a 30-second connect timeout")? The rules judge negation clause by
// clause and miss ways of putting it that they have never seen; the model
// weighs every word of the sentence and of the sentences either side of
// it, as learnt from a question's labelled answers, so a sentence the
// rules accept still counts only when the model agrees.
//
// It is a logistic regression over these features: the sentence's words
// ("u:word") and pairs of adjacent words ("b:first_second"), the words of
// the sentence before ("p:word") and after ("n:word") or their absence
// ("p:(none)", "n:(none)"), the red flag ("item:ID") and a constant
// ("bias"). A question's model sits beside its file, as NAME.stance, and
// is trained from the question's evaluation set (see
// stance_train_test.go); a question without one is judged by the rules
// alone.
type StanceModel struct {
	weights map[uint64]float32
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
	m := &StanceModel{weights: map[uint64]float32{}}
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
			return nil, fmt.Errorf("line %d: %q is not a feature (u:, b:, p:, n:, item: or bias)", line, name)
		}
		h := hashFeature([]byte(name))
		if _, dup := m.weights[h]; dup {
			return nil, fmt.Errorf("line %d: feature %q is listed twice", line, name)
		}
		m.weights[h] = float32(f)
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
	for _, p := range []string{"u:", "b:", "p:", "n:", "item:"} {
		if rest, ok := strings.CutPrefix(name, p); ok {
			return rest != ""
		}
	}
	return false
}

// says reports whether the sentence sent, between prev and next, says red
// flag item rather than only naming it.
func (m *StanceModel) says(item, prev, sent, next string) bool {
	var z float32
	eachStanceFeature(item, prev, sent, next, func(f []byte) {
		z += m.weights[hashFeature(f)]
	})
	return z >= m.threshold
}

// eachStanceFeature calls emit with the name of every feature of a
// sentence, once per occurrence. Training and matching share it, so the
// two cannot drift apart. The name is only valid during the call.
func eachStanceFeature(item, prev, sent, next string, emit func(name []byte)) {
	var bufs [3][64]byte
	name, pair, last := bufs[0][:0], bufs[1][:0], bufs[2][:0]
	emit(append(name, "bias"...))
	emit(append(append(name, "item:"...), item...))
	first := true
	eachWord(sent, func(w string) {
		name = appendLower(append(name[:0], "u:"...), w)
		emit(name)
		word := name[len("u:"):]
		if !first {
			pair = append(append(append(append(pair[:0], "b:"...), last...), '_'), word...)
			emit(pair)
		}
		first = false
		last = append(last[:0], word...)
	})
	// A sentence with nothing before or after it is most often a terse
	// answer, which seldom names an idea only to reject it.
	if prev == "" {
		emit(append(name[:0], "p:(none)"...))
	}
	if next == "" {
		emit(append(name[:0], "n:(none)"...))
	}
	eachWord(prev, func(w string) { emit(appendLower(append(name[:0], "p:"...), w)) })
	eachWord(next, func(w string) { emit(appendLower(append(name[:0], "n:"...), w)) })
}

// eachWord calls fn with each word of s: a run of letters and digits,
// with apostrophes inside it ("didn't", "doesn’t").
func eachWord(s string, fn func(w string)) {
	start := -1
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		inWord := unicode.IsLetter(r) || unicode.IsDigit(r)
		if !inWord && (r == '\'' || r == '’') && start >= 0 {
			// Inside a word only when a letter follows.
			next, _ := utf8.DecodeRuneInString(s[i+size:])
			inWord = unicode.IsLetter(next)
		}
		switch {
		case inWord && start < 0:
			start = i
		case !inWord && start >= 0:
			fn(s[start:i])
			start = -1
		}
		i += size
	}
	if start >= 0 {
		fn(s[start:])
	}
}

// appendLower appends w lower-cased, with a typographic apostrophe made
// plain.
func appendLower(dst []byte, w string) []byte {
	for _, r := range w {
		if r == '’' {
			r = '\''
		}
		dst = utf8.AppendRune(dst, unicode.ToLower(r))
	}
	return dst
}

// hashFeature is 64-bit FNV-1a: the model keys its weights by the hash of
// the feature name, so matching looks them up without building strings.
func hashFeature(name []byte) uint64 {
	h := uint64(14695981039346656037)
	for _, c := range name {
		h ^= uint64(c)
		h *= 1099511628211
	}
	return h
}
