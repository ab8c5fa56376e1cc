package quiz

import (
	"cmp"
	"errors"
	"slices"
	"strconv"
	"strings"
)

// This file finds proposals that raise a quantity by a number: "Our dial
// timeout is 500ms. Make it ten seconds", "set the connect timeout from 1
// second to 15", "30s instead of 1s", "Our client gives up after one
// second. Giving it ten", "double it". No word of these says "increase";
// the numbers do.
//
// A signal alternative written "+X" (X a word, prefix or phrase, or a
// concept that expands to them: "+$timeout") is an increase of the
// quantity X. It has a hit where the answer names X and, in the same
// sentence, or in the next one through "it" or "them", raises it by one
// of these constructions:
//
//   - "from A to B" with B greater than A ("bump it from 1s to 30s", "the
//     timeout from 1 second to 15"), or "A -> B";
//   - "A instead of B", "A rather than B", "A, not B", with A greater than
//     B ("30s instead of 1s");
//   - a setting verb ("make", "set", "give", "bump", "raise", "change",
//     "switch", ...) with X or "it" as its object and a new value N
//     within the clause ("set the connect timeout to 60 seconds", "I'd
//     make it 2s", "switch to a 10 second connect timeout"), or a bare
//     "X to N" ("connect timeout to 30s"): an increase when X has an old
//     value next to it in its own sentence ("is 500ms", "gives up after
//     one second", "a 1s timeout") and N is greater, and when X has none,
//     when N has a unit of time, as a proposal of a value;
//   - a multiplying verb ("double", "triple", "quadruple") with X or "it"
//     as its object ("double it").
//
// "It" and "them" refer to X when X is named earlier in the same sentence
// or anywhere in the sentence before, and so do "that" and "this" right
// after a setting verb ("Its connect timeout is three seconds. Crank that
// to a minute"). Values are numbers in digits
// ("500", "1.5") or words ("ten", "forty five", "a", "half a", "a few"),
// with an optional unit ("ms", "s", "sec", "second", "min", "minute",
// "hour", or glued on: "500ms", "2s"); a value without a unit takes the
// unit of the one it is compared with ("from 1 second to 15", "gives up
// after one second. Giving it ten").
//
// The hit is the construction's words, from its verb or first value to
// its last value, so the rules of match_scope.go apply to it as to any
// hit: "don't make it 30s" and "going from 1s to 30s just hides it" are
// negated or rejected, and "should we make it 30s?" is only asked. An
// alternative "+X" is usually written in every group of its item (as a
// specific name may be), since the construction by itself says the whole
// red flag.

// quantityOp is the prefix that makes a signal alternative an increase.
const quantityOp = "+"

// value is a number read from an answer, in milliseconds when it has a
// unit.
type value struct {
	n       float64
	unit    float64 // milliseconds per unit, or 0 when none was given
	lo, hi  int     // tokens [lo, hi]
	present bool
}

// ms returns v in milliseconds, taking the unit of other when v has none.
func (v value) ms(other value) float64 {
	switch {
	case v.unit > 0:
		return v.n * v.unit
	case other.unit > 0:
		return v.n * other.unit
	}
	return v.n
}

// greater reports whether a is greater than b.
func greater(a, b value) bool { return a.ms(b) > b.ms(a) }

var numberWords = map[string]float64{
	"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
	"eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
	"fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
	"nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
	"seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100,
	// Vague counts, only before a unit: "a few seconds".
	"few": 3, "couple": 2, "several": 5,
}

var unitWords = map[string]float64{
	"ms": 1, "msec": 1, "msecs": 1, "millisecond": 1, "milliseconds": 1, "millis": 1,
	"s": 1000, "sec": 1000, "secs": 1000, "second": 1000, "seconds": 1000,
	"min": 60000, "mins": 60000, "minute": 60000, "minutes": 60000,
	"h": 3600000, "hr": 3600000, "hrs": 3600000, "hour": 3600000, "hours": 3600000,
}

// valueAt reads a value starting at token k of sentence-bounded toks, or
// returns one that is not present.
func valueAt(t *text, k int) value {
	toks := t.toks
	if k < 0 || k >= len(toks) || toks[k].flags&fNumeric == 0 {
		return value{}
	}
	sent := toks[k].sent
	inSent := func(j int) bool { return j < len(toks) && toks[j].sent == sent }
	low := toks[k].low
	v := value{lo: k, hi: k}
	switch {
	case isDigits(low):
		n, _ := strconv.ParseFloat(low, 64)
		v.n, v.present = n, true
		// A decimal: "1.5s" is "1", "5s" with a dot between.
		if end := int(toks[k].end); inSent(k+1) && end < len(t.src) && t.src[end] == '.' && int(toks[k+1].start) == end+1 {
			digits := toks[k+1].low
			i := 0
			for i < len(digits) && digits[i] >= '0' && digits[i] <= '9' {
				i++
			}
			if i > 0 {
				f, _ := strconv.ParseFloat(low+"."+digits[:i], 64)
				v.n, v.hi = f, k+1
				if u, ok := unitWords[digits[i:]]; ok && i < len(digits) {
					v.unit = u
					return v
				}
				if i < len(digits) {
					return value{}
				}
			}
		}
	case len(low) > 1 && low[0] >= '0' && low[0] <= '9':
		i := strings.IndexFunc(low, func(r rune) bool { return r < '0' || r > '9' })
		u, ok := unitWords[low[i:]]
		if !ok || low[i:] == "s" && len(low) == 4 {
			return value{} // "503s" is a status code
		}
		n, _ := strconv.ParseFloat(low[:i], 64)
		return value{n: n, unit: u, lo: k, hi: k, present: true}
	case low == "a" || low == "an":
		// "a minute", "a few seconds", "half a second" (from "half").
		if inSent(k + 1) {
			if u, ok := unitWords[toks[k+1].low]; ok {
				return value{n: 1, unit: u, lo: k, hi: k + 1, present: true}
			}
			if w := toks[k+1].low; w == "few" || w == "couple" {
				j := k + 2
				if inSent(j) && toks[j].low == "of" {
					j++
				}
				if inSent(j) {
					if u, ok := unitWords[toks[j].low]; ok {
						return value{n: numberWords[w], unit: u, lo: k, hi: j, present: true}
					}
				}
			}
		}
		return value{}
	case low == "half":
		if inSent(k+2) && (toks[k+1].low == "a" || toks[k+1].low == "an") {
			if u, ok := unitWords[toks[k+2].low]; ok {
				return value{n: 0.5, unit: u, lo: k, hi: k + 2, present: true}
			}
		}
		return value{}
	default:
		n, ok := numberWords[low]
		if !ok {
			return value{}
		}
		if low == "few" || low == "couple" || low == "several" {
			// Only before a unit.
			if inSent(k + 1) {
				if u, ok := unitWords[toks[k+1].low]; ok {
					return value{n: n, unit: u, lo: k, hi: k + 1, present: true}
				}
			}
			return value{}
		}
		v.n, v.present = n, true
		// "forty five", "one hundred".
		if inSent(k + 1) {
			if m, ok := numberWords[toks[k+1].low]; ok && m < 10 && n >= 20 && n < 100 && m > 0 {
				v.n, v.hi = n+m, k+1
			} else if toks[k+1].low == "hundred" && n < 10 {
				v.n, v.hi = n*100, k+1
			}
		}
	}
	// A separate unit: "500 ms", "ten seconds", "10-second".
	if inSent(v.hi + 1) {
		if u, ok := unitWords[toks[v.hi+1].low]; ok {
			v.unit, v.hi = u, v.hi+1
		}
	}
	return v
}

// increase is one construction that raises a value, found once per
// answer.
type increase struct {
	start, end int // tokens of the construction: its hit
	sent       int32
	// self says the construction shows the increase by itself ("from 1s
	// to 30s", "30s instead of 1s", "double it"); otherwise it sets a new
	// value, val, and is an increase only against X's old value.
	self bool
	val  value
	// obj is the token of "it" or "them" that stands for X, or -1.
	obj int
	// verb is the setting verb, or the "to" of a bare "X to N".
	verb int
	// bare says the construction is "X to N", X ending just before verb.
	bare bool
}

var settingVerbs = stems("make", "set", "give", "bump", "raise", "increase", "change",
	"switch", "put", "configure", "push", "crank", "extend", "move", "up", "lift", "allow", "stretch",
	"pass")

var multiplyingVerbs = stems("double", "triple", "quadruple")

// settingScope is how far a setting verb reaches for its new value: "set
// the connection timeout on the pool to something like 30 seconds".
const settingScope = 12

// approximations may stand between "to" and its value: "to something like
// 30 seconds", "to about 10s".
var approximations = set("something", "like", "around", "about", "roughly", "approximately",
	"maybe", "say", "~")

// findIncreases lists the constructions of t that raise some value.
func findIncreases(t *text, out []increase) []increase {
	toks := t.toks
	for k := 0; k < len(toks); k++ {
		tk := &toks[k]
		if tk.flags&(fQuantityCue|fNumeric) == 0 {
			continue // most words neither set a value nor are one
		}
		switch {
		case tk.low == "from":
			a := valueAt(t, k+1)
			if !a.present {
				a = valueAt(t, k+2) // "from a 1s timeout"
			}
			if !a.present {
				continue
			}
			j := a.hi + 1
			if j+1 < len(toks) && toks[j].low == "up" && toks[j+1].low == "to" {
				j++ // "from two seconds up to ten"
			}
			if j < len(toks) && toks[j].sent == tk.sent && toks[j].low == "to" {
				if b := valueAt(t, j+1); b.present && a.unit+b.unit > 0 && greater(b, a) {
					out = append(out, increase{start: k, end: b.hi, sent: tk.sent, self: true, obj: pronounBefore(t, k), verb: -1})
				}
			}
		case multiplyingVerbs[tk.stem]:
			if k+1 < len(toks) && toks[k+1].sent == tk.sent {
				obj := -1
				if w := toks[k+1].low; w == "it" || w == "them" {
					obj = k + 1
				}
				out = append(out, increase{start: k, end: k + 1, sent: tk.sent, self: true, obj: obj, verb: k})
			}
		case settingVerbs[tk.stem] || tk.low == "to":
			if tk.low == "up" && k > 0 && toks[k-1].low != "i" && toks[k-1].low != "would" && toks[k-1].low != "should" {
				// "up" is a verb only as a proposal: "I'd up it to 5s".
				continue
			}
			if tk.stem == "push" && next(toks, k) == "back" {
				continue // "push back on a 30s timeout" objects to it
			}
			if k+2 < len(toks) && (toks[k+1].low == "away" || toks[k+2].low == "away" && toks[k+1].flags&fAnaphor != 0) {
				continue // "What gives it away is that it's only the first few seconds"
			}
			obj := -1
			for j := k + 1; j < len(toks) && j <= k+settingScope && toks[j].clause == tk.clause; j++ {
				w := toks[j].low
				if (w == "it" || w == "them") && obj < 0 && j <= k+2 ||
					(w == "that" || w == "this") && j == k+1 && tk.low != "to" {
					obj = j // "make it 2s", "bump that to 10"
				}
				if w == "from" || tk.low == "to" && j > k+1 && !approximations[toks[j-1].low] {
					break // "from A to B" speaks for itself; "X to N" is adjacent
				}
				v := valueAt(t, j)
				if !v.present {
					continue
				}
				if v.unit == 0 && (obj < 0 || j != obj+1) && !(j > 0 && toks[j-1].low == "to") {
					break // a bare number is a value only as "it N" or "to N"
				}
				out = append(out, increase{start: k, end: v.hi, sent: tk.sent, val: v, obj: obj, verb: k, bare: tk.low == "to"})
				break
			}
		case k > 1 && strings.TrimSpace(t.src[toks[k-1].end:tk.start]) == ":" && settingBefore(toks, k-1):
			// "set timeout: 30s", as in YAML: a bare "X: N" after a
			// setting verb.
			if v := valueAt(t, k); v.present && v.unit > 0 {
				out = append(out, increase{start: k - 1, end: v.hi, sent: tk.sent, val: v, obj: -1, verb: k, bare: true})
			}
		default:
			// "A instead of B", "A rather than B", "A, not B", "A -> B".
			a := valueAt(t, k)
			if !a.present || a.unit == 0 && !isDigits(tk.low) {
				continue
			}
			j := a.hi + 1
			if j >= len(toks) || toks[j].sent != tk.sent {
				continue
			}
			if arrowBetween(t.src[toks[a.hi].end:toks[j].start]) {
				if b := valueAt(t, j); b.present && a.unit+b.unit > 0 && greater(b, a) {
					out = append(out, increase{start: k, end: b.hi, sent: tk.sent, self: true, obj: -1, verb: -1})
				}
				continue
			}
			// Up to two words may follow the value: "a 30s timeout
			// instead of 1s".
			for s := 0; s < 2 && j+1 < len(toks) && toks[j].clause == tk.clause && !comparative(toks, j); s++ {
				j++
			}
			var b value
			switch w := toks[j].low; {
			case w == "instead" && j+1 < len(toks) && toks[j+1].low == "of",
				w == "rather" && j+1 < len(toks) && toks[j+1].low == "than":
				b = valueAt(t, j+2)
				if !b.present && j+2 < len(toks) && determiners[toks[j+2].low] {
					b = valueAt(t, j+3) // "30s instead of the 2s we use"
				}
			case w == "not":
				b = valueAt(t, j+1)
			}
			if b.present && toks[b.lo].sent == tk.sent && greater(a, b) {
				out = append(out, increase{start: k, end: b.hi, sent: tk.sent, self: true, obj: -1, verb: -1})
			}
		}
	}
	return out
}

// determiners may stand before the value compared with.
var determiners = set("the", "our", "a", "an", "its", "their", "current", "default")

// settingBefore reports whether a setting verb stands at most three words
// before k in its sentence: "set timeout: 30s".
func settingBefore(toks []token, k int) bool {
	for j := k - 1; j >= 0 && j >= k-3 && toks[j].sent == toks[k].sent; j-- {
		if settingVerbs[toks[j].stem] {
			return true
		}
	}
	return false
}

// comparative reports whether token j opens "instead of", "rather than"
// or "not", which set a value against another.
func comparative(toks []token, j int) bool {
	switch toks[j].low {
	case "instead", "rather", "not":
		return true
	}
	return false
}

// arrowBetween reports whether the text between two values is an arrow.
func arrowBetween(s string) bool {
	s = strings.TrimSpace(s)
	return s == "->" || s == "→" || s == "=>" || s == "-->"
}

// pronounBefore returns the token of an "it" or "them" at most two words
// before k in its clause ("bump it from 1s to 30s"), or -1.
func pronounBefore(t *text, k int) int {
	for j := k - 1; j >= 0 && j >= k-2 && t.toks[j].clause == t.toks[k].clause; j-- {
		if w := t.toks[j].low; w == "it" || w == "them" {
			return j
		}
	}
	return -1
}

// raises reports whether construction c raises the quantity named by the
// hit q.
func raises(t *text, c increase, q hit) bool {
	qs := t.toks[q.start].sent
	qa, qb := int(q.start), int(q.end)
	var ok bool
	switch {
	case c.sent == qs+1:
		ok = c.obj >= 0 && !c.bare
	case c.sent != qs:
	case c.self:
		ok = true
	case c.bare:
		ok = qb < c.verb && qb >= c.verb-2
	default:
		ok = qa > c.verb && qb < c.val.lo || // "set the timeout to 5s"
			qa > c.end && qa <= c.end+3 || // "switch to a 10 second timeout"
			c.obj >= 0 && qb < c.verb // "the timeout is 1s; make it 5s"
	}
	if !ok {
		return false
	}
	if c.self {
		return true
	}
	if old := oldValue(t, q, c); old.present {
		return greater(c.val, old)
	}
	return c.val.unit > 0
}

// oldValue returns the value X already has next to it in its sentence:
// "timeout is 500ms", "gives up after one second", "a 1s timeout", outside
// the construction c.
func oldValue(t *text, q hit, c increase) value {
	toks := t.toks
	sent := toks[q.start].sent
	outside := func(v value) bool { return v.present && (v.hi < c.start || v.lo > c.end) }
	for j := int(q.end) + 1; j < len(toks) && j <= int(q.end)+4 && toks[j].sent == sent; j++ {
		if j >= c.start && j <= c.end {
			break
		}
		if v := valueAt(t, j); outside(v) {
			return v
		}
	}
	for j := int(q.start) - 1; j >= 0 && j >= int(q.start)-3 && toks[j].sent == sent; j-- {
		if v := valueAt(t, j); outside(v) && v.hi < int(q.start) {
			return v
		}
	}
	return value{}
}

// parseSignal compiles one signal alternative: a plain alternative, or
// with up set, the quantity of an increase alternative "+X".
func parseSignal(s string) (a alt, up bool, err error) {
	if rest, ok := strings.CutPrefix(strings.TrimSpace(s), quantityOp); ok {
		if strings.TrimSpace(rest) == "" {
			return nil, true, errors.New(`"+" must be followed by the quantity that is increased, as in "+timeout"`)
		}
		a, err = parseAlt(rest)
		return a, true, err
	}
	a, err = parseAlt(s)
	return a, false, err
}

// addIncreases adds to hits, by item, the hits of the increase
// alternatives: each construction that raises a quantity named by one of
// them. The hits of an item stay in text order.
func (m *Matcher) addIncreases(t *text, hits [][]hit) {
	t.qhits, t.qcands = m.quant.findIn(t, len(m.items), t.qhits, t.qcands)
	t.incs = t.incs[:0]
	found := false
	for item, qs := range t.qhits {
		if len(qs) == 0 {
			continue
		}
		if !found {
			t.incs, found = findIncreases(t, t.incs), true
		}
		if len(t.incs) == 0 {
			return
		}
		n := len(hits[item])
		for _, c := range t.incs {
			for _, q := range qs {
				h := hit{group: q.group, start: int32(c.start), end: int32(c.end), words: int32(c.end - c.start + 1)}
				if !slices.Contains(hits[item][n:], h) && raises(t, c, q) {
					hits[item] = append(hits[item], h)
				}
			}
		}
		if len(hits[item]) > n {
			slices.SortStableFunc(hits[item], func(a, b hit) int { return cmp.Compare(a.start, b.start) })
		}
	}
}
