package quiz

import (
	"iter"
	"math"
	"slices"
)

// This file reads a text's sentences with a question's stance model (see
// StanceModel): each distinct word is looked up once per answer and each
// sentence's own words and pairs once, however many red flags and
// neighbours ask about them.

// stanceWeights keeps what the stance model has weighed of one text.
type stanceWeights struct {
	model *StanceModel
	// By distinct word: its weight as a word of the sentence read ("u:"),
	// of the one before ("p:") or after ("n:"), or of the later ones
	// ("l:"); NaN until needed.
	u, p, n, l []float32
	// own is each sentence's weight as the sentence read, its words and
	// pairs; NaN until needed.
	own []float32
	// seen marks, with gen, the words laterTokens has yielded; a text
	// taken from the pool keeps them, below the current gen.
	seen []int32
	gen  int32
}

func (w *stanceWeights) reset() { w.model = nil }

// laterSentences is how many sentences after the next one the stance
// model reads: enough for "We reverted it" or "... drop both" to take back
// what a story told, about as many as a long answer in the training set
// has, so that the far end of a longer one, about other things, weighs
// nothing.
const laterSentences = 10

// stanceSays reports whether stance model m finds red flag item said in
// sentence s.
func (t *text) stanceSays(m *StanceModel, item string, s int32) bool {
	return t.stanceScore(m, item, s) >= m.threshold
}

// stanceScore is StanceModel.score of sentence s, summed by part.
func (t *text) stanceScore(m *StanceModel, item string, s int32) float32 {
	w := &t.stance
	if w.model != m {
		w.model = m
		nan := float32(math.NaN())
		for _, c := range []*[]float32{&w.u, &w.p, &w.n, &w.l} {
			*c = fill(*c, len(t.words), nan)
		}
		w.own = fill(w.own, len(t.sents), nan)
	}
	z := m.weight("", "bias") + m.weight("item:", item) + t.ownWeight(m, s)
	z += t.neighbourWeight(m, s-1, "p:", w.p)
	z += t.neighbourWeight(m, s+1, "n:", w.n)
	return z + t.laterWeight(m, s+2)
}

// fill returns s, reused, with n copies of v.
func fill[T any](s []T, n int, v T) []T {
	s = slices.Grow(s[:0], n)[:n]
	for i := range s {
		s[i] = v
	}
	return s
}

// wordWeight returns the weight of the word of token k in a role, from
// cache, the role's weights by distinct word.
func (t *text) wordWeight(m *StanceModel, k int, role string, cache []float32) float32 {
	wd := t.toks[k].word
	if v := cache[wd]; v == v { // not NaN: looked up before
		return v
	}
	cache[wd] = m.weight(role, t.toks[k].low)
	return cache[wd]
}

// stanceTokens returns the tokens of sentence s that the stance model
// reads, [first, last): all but a speaker's tag; none when there is no
// such sentence.
func (t *text) stanceTokens(s int32) (first, last int) {
	if s < 0 || int(s) >= len(t.sents) {
		return 0, 0
	}
	sn := t.sents[s]
	first = sn.first
	if sn.speaker > 0 {
		if k := t.afterSpeaker(sn); k > sn.first && k < sn.last {
			first = k
		}
	}
	return first, sn.last
}

func (t *text) ownWeight(m *StanceModel, s int32) float32 {
	w := &t.stance
	if v := w.own[s]; v == v {
		return v
	}
	first, last := t.stanceTokens(s)
	var z float32
	for k := first; k < last; k++ {
		z += t.wordWeight(m, k, "u:", w.u)
		if k > first {
			z += m.pairWeight(t.toks[k-1].low, t.toks[k].low)
		}
	}
	w.own[s] = z
	return z
}

// neighbourWeight returns the weight of sentence s as the one before the
// sentence read (role "p:") or after it ("n:"), or of there being none.
func (t *text) neighbourWeight(m *StanceModel, s int32, role string, cache []float32) float32 {
	first, last := t.stanceTokens(s)
	if first == last {
		return m.weight(role, "(none)")
	}
	var z float32
	for k := first; k < last; k++ {
		z += t.wordWeight(m, k, role, cache)
	}
	return z
}

// laterWeight returns the weight of the distinct words of the
// laterSentences sentences from s on.
func (t *text) laterWeight(m *StanceModel, s int32) float32 {
	var z float32
	for k := range t.laterTokens(s) {
		z += t.wordWeight(m, k, "l:", t.stance.l)
	}
	return z
}

// laterTokens yields one token of each distinct word of the
// laterSentences sentences from s on, which laterWeight weighs and
// laterWords lists for training.
func (t *text) laterTokens(s int32) iter.Seq[int] {
	return func(yield func(int) bool) {
		w := &t.stance
		if len(w.seen) < len(t.words) || w.gen == math.MaxInt32 {
			w.seen, w.gen = fill(w.seen, len(t.words), 0), 0
		}
		w.gen++
		for si := s; int(si) < len(t.sents) && si < s+laterSentences; si++ {
			first, last := t.stanceTokens(si)
			for k := first; k < last; k++ {
				if wd := t.toks[k].word; w.seen[wd] != w.gen {
					w.seen[wd] = w.gen
					if !yield(k) {
						return
					}
				}
			}
		}
	}
}

// stanceWords returns the words of sentence s that the stance model
// reads; the model is trained on them.
func (t *text) stanceWords(s int32) []string {
	first, last := t.stanceTokens(s)
	words := make([]string, 0, last-first)
	for k := first; k < last; k++ {
		words = append(words, t.toks[k].low)
	}
	return words
}

// laterWords returns the distinct words of the laterSentences sentences
// from s on, as laterWeight adds them up.
func (t *text) laterWords(s int32) []string {
	var words []string
	for k := range t.laterTokens(s) {
		words = append(words, t.toks[k].low)
	}
	return words
}
