package quiz

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"unicode/utf8"
)

// MaxAnswerLen is the longest answer, in characters, that the hints
// endpoint accepts; a longer body is refused with 400 Bad Request. A spoken
// answer of a few minutes is well under a tenth of it. Match itself stays
// safe, and linear in time, on longer input.
const MaxAnswerLen = 20000

// Hints is what the matcher suggests for one answer.
type Hints struct {
	// Covered lists the ids of the key points the answer covers, in rubric
	// order.
	Covered []string `json:"covered"`
	// Said lists the ids of the red flags the answer says (a signal match
	// that is not negated), in rubric order.
	Said []string `json:"said"`
	// Omitted lists the ids of the red flags raised because the key point
	// named by their omits is not covered, in rubric order.
	Omitted []string `json:"omitted"`
	// Evidence maps each covered and said id to what triggered it.
	Evidence map[string]Evidence `json:"evidence"`
}

// Evidence is the sentence that triggered a suggestion, with its byte
// offsets in the original answer so that a page can highlight it:
// answer[Start:End] == Sentence. When a key point matches across a sentence
// and the one that continues it, the evidence spans both.
type Evidence struct {
	Sentence string `json:"sentence"`
	Start    int    `json:"start"`
	End      int    `json:"end"`
}

// Matcher finds a question's key points and red flags in typed answers,
// driven only by the signals of its rubric. It is compiled once and is safe
// for concurrent use.
//
// An item matches when each of its signal groups has a hit within one
// sentence. A key point may also match across a sentence and the next one
// when the next opens by referring back to it ("Those rules are in place
// before Envoy listens", "After that it works"); a red flag must match
// within one sentence, since a false red flag costs more than a missed one,
// save that a sentence opening with an anaphor may borrow the one group
// the anaphor stands for from the subject of the sentence before
// ("The orders API gets a flood of connections. It can't keep up."; see
// borrowed and match_scope.go).
// (Any two adjacent sentences was tried and lost precision on the
// evaluation set; so did two adjacent sentences that both name the
// proxy.) A hit is an occurrence of one of the group's alternatives: a
// word ("iptables", compared after normalisation, so "timeout" also matches
// "timeouts", "restart" matches "restarted" and "second" matches "2s"; mind
// that "proxied" is "proxy" too), a prefix ("redirect*",
// compared with the lower-cased word) or a phrase ("not ready", whose words
// may be separated by articles, auxiliaries and "yet", "even", "really":
// "not yet ready"). A phrase may also hold "...", up to maxGap words of
// the same clause that are not a negation: "rules ... once ... ready"
// matches "the rules get applied once the proxy becomes ready". One word
// may be the hit of several groups, so a specific name can stand for a
// whole item by appearing in every group. Signals may refer to the
// concepts of the front matter ("$callee"); the parser expands them before
// the matcher sees them (match_concepts.go). An alternative "+X" is an
// increase of the quantity X said with numbers ("Our dial timeout is
// 500ms. Make it 10s", "from 1s to 15s"; match_quantity.go).
//
// A hit that is negated or rejected does not count; see match_scope.go for
// the rules. Red flags are checked first, and in every clause that says a
// red flag by itself its words are claimed: a key point's hit on a claimed
// word does not count, because words that state a misconception ("the
// iptables rules are applied once Envoy is ready, so before that ...") are
// not evidence of understanding. Words of a red flag in another clause of
// the sentence are not claimed, so "Kubernetes respects the order in the
// manifest, so the fix is to list the proxy before the app" still proposes
// start order.
//
// The rules judge negation clause by clause, and every new batch of
// answers found ways of rejecting an idea that they did not know. A
// matcher made WithStance also asks a StanceModel, which weighs every word
// of a sentence, of its neighbours and of the sentences after them,
// whether a sentence the rules let say a red flag really says it; a red
// flag is said only when both agree.
// The model changes no key point: the rules still decide which words a
// sentence claims.
type Matcher struct {
	items []matchItem // key points, then red flags, in rubric order
	// order lists the indexes of items in the order they are checked:
	// red flags, then key points.
	order []int
	index altIndex
	// quant indexes the quantities of the increase alternatives ("+X",
	// match_quantity.go), by the item and group of the increase; hasQuant
	// says there are any.
	quant    altIndex
	hasQuant bool
	// nKeyPoints is how many of items are key points.
	nKeyPoints int
	// stance, when set, must also find a red flag said in a sentence
	// that the rules accept; see StanceModel.
	stance *StanceModel
}

// WithStance returns a copy of m whose red flags are also judged by the
// stance model s.
func (m *Matcher) WithStance(s *StanceModel) *Matcher {
	c := *m
	c.stance = s
	return &c
}

// mention is a sentence in which a red flag's signal groups all have a
// hit, whether or not the rules let it say the flag; the stance model is
// trained on them.
type mention struct {
	item string
	// The words of the sentence, of those either side and the distinct
	// words of those after (see text.stanceWords).
	prev, sent, next, later []string
	// said says that the rules let the sentence say the flag.
	said bool
}

type matchItem struct {
	id     string
	groups int
	omits  int // index of the key point named by omits, or -1
	// contradicts is the index of the key point a sentence saying this
	// red flag cannot cover, or -1.
	contradicts int
	// refutedBy is the index of the key point whose evidence anywhere in
	// an answer keeps this red flag from being said in it, or -1.
	refutedBy int
	// unless says the item has unless alternatives, indexed as the group
	// numbered groups; a sentence with a valid hit of them does not match.
	unless bool
	// rivals says the item has rivals alternatives, indexed as the
	// group numbered groups+1; see Question.Rivals.
	rivals  bool
	redFlag bool
}

// allGroups is the mask of the item's signal groups: what met must reach.
func (it matchItem) allGroups() uint64 {
	if it.groups == maxGroups {
		return ^uint64(0)
	}
	return uint64(1)<<it.groups - 1
}

// maxGroups bounds the signal groups of one item; the groups met in a
// window are kept in a bit set.
const maxGroups = 64

// NewMatcher compiles the signals of a question's key points and red flags.
// The error names the item and the bad alternative: an empty alternative or
// group, a lone or misplaced "*", a prefix under two characters, or an omits
// that names no key point.
func NewMatcher(keyPoints, redFlags []RubricItem) (*Matcher, error) {
	m := &Matcher{index: newAltIndex(), quant: newAltIndex(), nKeyPoints: len(keyPoints)}
	kp := make(map[string]int, len(keyPoints))
	for i, it := range keyPoints {
		kp[it.ID] = i
	}
	var errs []error
	for i, it := range append(append([]RubricItem(nil), keyPoints...), redFlags...) {
		mi := matchItem{id: it.ID, groups: len(it.Signals), omits: -1, contradicts: -1, refutedBy: -1, redFlag: i >= len(keyPoints)}
		// A red flag may name key points in three roles: the one whose
		// absence raises it, the one a sentence saying it cannot cover,
		// and the one whose evidence anywhere in an answer rules it out.
		for _, ref := range []struct {
			name, id string
			to       *int
		}{{"contradicts", it.Contradicts, &mi.contradicts}, {"omits", it.Omits, &mi.omits}, {"refuted_by", it.RefutedBy, &mi.refutedBy}} {
			if ref.id == "" {
				continue
			}
			k, ok := kp[ref.id]
			if !mi.redFlag || !ok {
				errs = append(errs, fmt.Errorf("%s: %s %q, which is not a key point", it.ID, ref.name, ref.id))
			}
			if mi.redFlag && ok {
				*ref.to = k
			}
		}
		if len(it.Signals) > maxGroups {
			errs = append(errs, fmt.Errorf("%s: %d signal groups, more than %d", it.ID, len(it.Signals), maxGroups))
			mi.groups = 0
		}
		for g, group := range it.Signals {
			if len(group) == 0 {
				errs = append(errs, fmt.Errorf("%s: signal group %d is empty", it.ID, g+1))
				mi.groups = 0
			}
			for _, a := range group {
				p, up, err := parseSignal(a)
				if err != nil {
					errs = append(errs, fmt.Errorf("%s: signal group %d: alternative %q: %v", it.ID, g+1, a, err))
					mi.groups = 0
					continue
				}
				if up {
					m.quant.add(p, altRef{item: int32(i), group: int32(g)})
					m.hasQuant = true
					continue
				}
				m.index.add(p, altRef{item: int32(i), group: int32(g)})
			}
		}
		for _, a := range it.Unless {
			p, _, err := parseSignal(a)
			if err != nil {
				errs = append(errs, fmt.Errorf("%s: unless: alternative %q: %v", it.ID, a, err))
				continue
			}
			m.index.add(p, altRef{item: int32(i), group: int32(len(it.Signals))})
			mi.unless = true
		}
		for _, a := range it.Rivals {
			p, _, err := parseSignal(a)
			if err != nil {
				errs = append(errs, fmt.Errorf("%s: rivals: alternative %q: %v", it.ID, a, err))
				continue
			}
			m.index.add(p, altRef{item: int32(i), group: int32(len(it.Signals) + 1)})
			mi.rivals = true
		}
		m.items = append(m.items, mi)
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	for i := range m.items {
		m.order = append(m.order, (i+m.nKeyPoints)%len(m.items))
	}
	return m, nil
}

// Match suggests the key points an answer covers and the red flags it says
// or raises by omission. It never fails: an empty answer covers nothing and
// raises every omission flag, and any bytes, valid UTF-8 or not, are safe.
func (m *Matcher) Match(answer string) Hints {
	return m.match(answer, nil)
}

// match is Match; when mentions is not nil, it also appends the answer's
// mentions of red flags to it, judged by the rules alone.
func (m *Matcher) match(answer string, mentions *[]mention) Hints {
	h := Hints{Covered: []string{}, Said: []string{}, Omitted: []string{}, Evidence: map[string]Evidence{}}
	t := tokenize(answer)
	defer t.release()
	t.mentions = mentions
	t.analyse()
	t.aliasCallees()
	hits := m.index.find(t, len(m.items))
	if m.hasQuant {
		m.addIncreases(t, hits)
	}
	markDescriptive(t, hits)
	if len(t.withdrawn) > 0 {
		m.withdraw(t, hits)
	}

	// stamp marks the words of the current item's hits; gen makes it
	// reusable without clearing.
	stamp := slices.Grow(t.stamp[:0], len(t.toks))[:len(t.toks)]
	clear(stamp)
	t.stamp = stamp
	// claimed marks the words that say a red flag; they are not evidence
	// for a key point.
	claimed := slices.Grow(t.claimed[:0], len(t.toks))[:len(t.toks)]
	clear(claimed)
	t.claimed = claimed
	var gen int32
	t.refuting = m.refuting(t, hits, stamp, &gen, t.refuting[:0])
	t.thread = slices.ContainsFunc(t.sents, func(s sentence) bool { return s.speaker > 0 })
	matched := make([]bool, len(m.items))
	// Red flags first, so that their words are claimed before the key
	// points are checked.
	for _, i := range m.order {
		it := m.items[i]
		if it.groups == 0 {
			continue
		}
		ev, ok := m.check(t, i, hits[i], stamp, &gen, claimed)
		if !ok {
			continue
		}
		matched[i] = true
		h.Evidence[it.id] = ev
	}
	for i, it := range m.items {
		if !matched[i] {
			continue
		}
		if it.redFlag {
			h.Said = append(h.Said, it.id)
		} else {
			h.Covered = append(h.Covered, it.id)
		}
	}
	for _, it := range m.items {
		if it.omits >= 0 && !matched[it.omits] {
			h.Omitted = append(h.Omitted, it.id)
		}
	}
	return h
}

// withdraw drops a red flag's hits before a correction that names it as
// its topic ("Ignore my first paragraph's timeout bump"): the answer took
// back what it proposed there.
func (m *Matcher) withdraw(t *text, hits [][]hit) {
	for i, it := range m.items {
		if !it.redFlag {
			continue
		}
		cut := int32(-1)
		for _, x := range hits[i] {
			for _, w := range t.withdrawn {
				if int(x.start) >= w.a && int(x.end) < w.b {
					cut = max(cut, t.toks[w.a].sent)
				}
			}
		}
		if cut >= 0 {
			hits[i] = slices.DeleteFunc(hits[i], func(x hit) bool { return t.toks[x.start].sent < cut })
		}
	}
}

// continues reports whether sentence si opens by referring back to the
// one before it: "Those rules ...", "After that ...", "But Envoy ...", "If
// the app calls out before that ...".
func continues(t *text, si int) bool {
	k := t.sents[si].first
	switch t.toks[k].low {
	case "those", "these", "this", "that", "it", "they", "afterwards", "then", "but", "if":
		return true
	case "after":
		return next(t.toks, k) == "that"
	}
	return false
}

// check looks for the first sentence, or sentence and continuation, where
// every group of the item has a valid hit, and returns it as evidence. A
// red flag goes on through every sentence that says it and claims the
// words of its valid hits there; a key point's hit on a claimed word is
// void.
func (m *Matcher) check(t *text, idx int, hits []hit, stamp []int32, gen *int32, claimed []bool) (Evidence, bool) {
	it := m.items[idx]
	var ev Evidence
	found := false
	all := it.allGroups()
	if it.refutedBy >= 0 && exonerated(t, m.items[it.refutedBy], it.refutedBy, hits) {
		return ev, false
	}
	pa, pb := 0, 0 // the hits of the sentence before, for anaphora
	// In a pasted conversation, a red flag said in one message is
	// overturned by a later message that denies it: "or raise the client
	// timeout to 30s" ... "not a timeout thing, these come back in 1ms".
	// said and denials collect the sentences for that.
	thread := it.redFlag && t.thread
	var said [][2]int32
	var denials []int32
	for a := 0; a < len(hits); {
		s := t.toks[hits[a].start].sent
		last := s
		if !it.redFlag && int(s)+1 < len(t.sents) && continues(t, int(s)+1) {
			last = s + 1
		}
		b := a
		for b < len(hits) && t.toks[hits[b].start].sent <= last {
			b++
		}
		stampHits(stamp, hits[a:b], gen)
		var met, spoken, mentioned uint64
		lo, hi := int32(-1), int32(-1)
		excepted, denied, topicDenied := false, false, false
		near, rivals := t.near[:0], t.rivals[:0]
		// An unless hit that shares words with a signal hit voids that
		// hit only: "slow query log" is no "slow", but the rest of "check
		// whether orders-db is overloaded: CPU, slow query log" stands.
		// One that shares none keeps the whole sentence from matching.
		excepted = it.unless && windowExcepted(t, it, hits[a:b], stamp, *gen)
		for _, x := range hits[a:b] {
			if it.rivals && int(x.group) == it.groups+1 {
				rivals = append(rivals, x)
				continue
			}
			if it.unless && (int(x.group) == it.groups || unlessVoids(t, it, x, hits[a:b], stamp, *gen)) {
				continue
			}
			if thread {
				mentioned |= 1 << x.group
			}
			if !valid(t, it, x, stamp, *gen) || !it.redFlag && (slices.Contains(claimed[x.start:x.end+1], true) || t.denies(idx, x)) {
				if thread && !asked(t, x) {
					// "not a timeout thing": a denied topic denies the flag.
					denied = true
					topicDenied = topicDenied || x.group == 0
				}
				continue
			}
			near = append(near, x)
			met |= 1 << x.group
			if !quoted(t, x) {
				spoken |= 1 << x.group
			}
			xs := t.toks[x.start].sent
			if lo < 0 || xs < lo {
				lo = xs
			}
			hi = max(hi, t.toks[x.end].sent)
		}
		t.near, t.rivals = near, rivals
		if it.unless && it.redFlag && !excepted && int(s)+1 < len(t.sents) && continues(t, int(s)+1) {
			// "The order of containers only decides the order they are
			// started in. It doesn't make the kubelet wait for ...": the
			// sentence that goes on from this one qualifies it too.
			if excepted = unlessIn(t, it, hits[b:], s+1, stamp, gen); !excepted {
				stampHits(stamp, hits[a:b], gen) // unlessIn stamped its own hits
			}
		}
		if len(rivals) > 0 && met == all {
			near = claimedByRivals(t, near, rivals)
			met, spoken = 0, 0
			for _, x := range near {
				met |= 1 << x.group
				if !quoted(t, x) {
					spoken |= 1 << x.group
				}
			}
		}
		if met == all && it.redFlag && (!within(near, all, maxSpread) || it.contradicts >= 0 && !t.oneSide(near, all)) {
			// A run-on sentence ("... the ip tables rules ..., and once envoy
			// is ready it stops") names a red flag's parts too far apart
			// to say it. A red flag that contradicts a key point shares
			// its words, so a semicolon between its parts splits the key
			// point from a clause about readiness.
			met = 0
		}
		// A red flag must be said outside quotation marks: "the
		// "downstream is overloaded" theory" names it, with "the DB team"
		// outside the quotes.
		voiced := !it.redFlag || spoken == all
		accepted := met == all && voiced && !excepted
		if it.redFlag && t.mentions != nil {
			t.recordMention(it, all, s, hits[a:b], accepted)
		}
		if thread && (mentioned == all && (denied || met != all) && !excepted || topicDenied) {
			// A later message that denies the flag overturns it; see below.
			denials = append(denials, s)
		}
		if accepted {
			// A stance model must also find the flag said. The rules'
			// reading alone still decides what the sentence contradicts
			// and which words it claims, so the model changes no key
			// point; and once a flag is said, outside a conversation,
			// the model need not read on.
			stated := !it.redFlag || m.stance == nil || t.mentions != nil || found && !thread ||
				t.stanceSays(m.stance, it.id, s)
			if thread && stated {
				said = append(said, [2]int32{lo, hi})
			}
			if it.contradicts >= 0 {
				for s := lo; s <= hi; s++ {
					t.denied = append(t.denied, denial{sent: s, item: int32(it.contradicts)})
				}
			}
			if !found && stated {
				ev, found = t.evidence(lo, hi), true
			}
			if !it.redFlag {
				return ev, true
			}
			claim(t, it, hits[a:b], stamp, *gen, all, claimed)
		} else if it.redFlag && !excepted && pb > pa && t.toks[hits[pa].start].sent == s-1 && !found && !rivalFirst(rivals, near) {
			// A rival before the claim is what the claim is about: in
			// "That puts the proxy ahead of the app: a start-order bug"
			// the bug is not the callee's of the sentence before.
			if borrowed(t, it, hits[pa:pb], hits[a:b], met, all, stamp, gen) {
				ev, found = t.evidence(s-1, s), true
			}
		}
		// Move to the next sentence that has a hit.
		pa = a
		for a < len(hits) && t.toks[hits[a].start].sent == s {
			a++
		}
		pb = a
	}
	if thread && found && len(denials) > 0 {
		return t.unturned(said, denials)
	}
	return ev, found
}

// recordMention appends sentence s to t.mentions when the hits of red
// flag it name all its signal groups there.
func (t *text) recordMention(it matchItem, all uint64, s int32, hits []hit, said bool) {
	var named uint64
	for _, x := range hits {
		if it.rivals && int(x.group) == it.groups+1 || it.unless && int(x.group) == it.groups {
			continue
		}
		named |= 1 << x.group
	}
	if named == all {
		*t.mentions = append(*t.mentions, mention{item: it.id, prev: t.stanceWords(s - 1), sent: t.stanceWords(s), next: t.stanceWords(s + 1), later: t.laterWords(s + 2), said: said})
	}
}

// stampHits marks the words of hits with a new generation, so that
// valid can tell an item's own words from those around them.
func stampHits(stamp []int32, hits []hit, gen *int32) {
	*gen++
	for _, x := range hits {
		for k := x.start; k <= x.end; k++ {
			stamp[k] = *gen
		}
	}
}

// overlaps reports whether hits x and y share a word.
func overlaps(x, y hit) bool { return x.start <= y.end && y.start <= x.end }

// unlessIn reports whether sentence s has a valid hit of the unless
// alternatives of red flag it among hits, which start at or before s.
func unlessIn(t *text, it matchItem, hits []hit, s int32, stamp []int32, gen *int32) bool {
	for i, x := range hits {
		xs := t.toks[x.start].sent
		if xs > s {
			break
		}
		if xs < s || int(x.group) != it.groups {
			continue
		}
		j := i
		for j < len(hits) && t.toks[hits[j].start].sent == s {
			j++
		}
		stampHits(stamp, hits[i:j], gen)
		if valid(t, it, x, stamp, *gen) {
			return true
		}
	}
	return false
}

// evidence returns sentences lo to hi as evidence, without the speaker's
// tag that opens the first: "me 09:48 / the access log shows nothing"
// shows the message.
func (t *text) evidence(lo, hi int32) Evidence {
	start, end := t.sents[lo].start, t.sents[hi].end
	if s := t.sents[lo]; s.speaker > 0 {
		if k := t.afterSpeaker(s); k > s.first && k < s.last {
			start = int(t.toks[k].start)
		}
	}
	return Evidence{Sentence: t.src[start:end], Start: start, End: end}
}

// unturned returns the first of the sentence ranges said in a
// conversation that no later message denies, as evidence.
func (t *text) unturned(said [][2]int32, denials []int32) (Evidence, bool) {
	for _, r := range said {
		msg := t.messageStart(int(r[0]))
		overturned := false
		for _, d := range denials {
			if d > r[1] && t.messageStart(int(d)) > msg {
				overturned = true
				break
			}
		}
		if !overturned {
			return t.evidence(r[0], r[1]), true
		}
	}
	return Evidence{}, false
}

// asked reports whether hit x is in a question, which asks about the
// flag rather than denying it.
func asked(t *text, x hit) bool {
	s := t.sents[t.toks[x.start].sent]
	return s.question && interrogative(t, s)
}

// refutation is a valid hit of a key point that some red flag names in
// refuted_by.
type refutation struct {
	item int32
	x    hit
}

// refuting lists the valid hits of every key point that some red flag
// names in refuted_by, in sentences where that key point has one in every
// group, appending them to dst; see exonerated.
func (m *Matcher) refuting(t *text, hits [][]hit, stamp []int32, gen *int32, dst []refutation) []refutation {
	for _, rf := range m.items {
		idx := rf.refutedBy
		if idx < 0 || slices.ContainsFunc(dst, func(r refutation) bool { return int(r.item) == idx }) {
			continue
		}
		kp := m.items[idx]
		if kp.groups == 0 {
			continue
		}
		all := kp.allGroups()
		own := hits[idx]
		for a := 0; a < len(own); {
			s := t.toks[own[a].start].sent
			b := a
			for b < len(own) && t.toks[own[b].start].sent == s {
				b++
			}
			stampHits(stamp, own[a:b], gen)
			var met uint64
			n := len(dst)
			if kp.unless && windowExcepted(t, kp, own[a:b], stamp, *gen) {
				a = b
				continue // as in check: "so it doesn't hit the DB all at once"
			}
			for _, x := range own[a:b] {
				if int(x.group) < kp.groups && valid(t, kp, x, stamp, *gen) && !unlessVoids(t, kp, x, own[a:b], stamp, *gen) {
					met |= 1 << x.group
					dst = append(dst, refutation{item: int32(idx), x: x})
				}
			}
			if met != all {
				dst = dst[:n]
			}
			a = b
		}
	}
	return dst
}

// windowExcepted reports whether hits, the hits of one sentence, have a
// valid unless hit that shares no word with a signal hit, which keeps the
// whole sentence from matching (see check).
func windowExcepted(t *text, it matchItem, hits []hit, stamp []int32, gen int32) bool {
	for _, u := range hits {
		if int(u.group) == it.groups && valid(t, it, u, stamp, gen) &&
			!slices.ContainsFunc(hits, func(y hit) bool { return int(y.group) < it.groups && overlaps(u, y) }) {
			return true
		}
	}
	return false
}

// unlessVoids reports whether signal hit x of item it overlaps a valid
// hit of its unless alternatives among hits: "I don't see how" sees
// nothing.
func unlessVoids(t *text, it matchItem, x hit, hits []hit, stamp []int32, gen int32) bool {
	for _, u := range hits {
		if int(u.group) == it.groups && overlaps(u, x) && valid(t, it, u, stamp, gen) {
			return true
		}
	}
	return false
}

// exonerated reports whether key point idx, which a red flag names in
// refuted_by, has a valid hit in every group of one sentence somewhere in
// the answer, none of them on a word of the red flag's own hits (own). An
// answer that says the callee never saw the requests has ruled the callee
// out, so a blame-like sentence in it is taken for a rejected hypothesis
// or for words about something else: "sure, you could blame the ledger,
// except it never got those requests", "Priya thinks payments-api isn't
// ready" in minutes that conclude its logs were empty. The candidate can
// still tick the flag. The flag's own words do not count: in "the ledger
// is not registered yet", "not registered" is the blame, not evidence.
func exonerated(t *text, kp matchItem, idx int, own []hit) bool {
	if kp.groups == 0 {
		return false
	}
	all := kp.allGroups()
	rs := t.refuting
	for a := 0; a < len(rs); {
		s := t.toks[rs[a].x.start].sent
		var met uint64
		b := a
		for ; b < len(rs) && t.toks[rs[b].x.start].sent == s; b++ {
			r := rs[b]
			if int(r.item) != idx || slices.ContainsFunc(own, func(x hit) bool { return overlaps(x, r.x) }) {
				continue
			}
			met |= 1 << r.x.group
		}
		if met == all {
			return true
		}
		a = b
	}
	return false
}

// rivalFirst reports whether one of rivals starts before the last of hits.
func rivalFirst(rivals, hits []hit) bool {
	for _, r := range rivals {
		for _, x := range hits {
			if r.start < x.start {
				return true
			}
		}
	}
	return false
}

// claimedByRivals drops from hits, in order, each hit of a group after
// the first whose nearest predecessor among the first group's hits and
// the rivals is a rival, unless a first-group hit lies inside it: in "the
// app calls the ledger and Envoy takes a few seconds" Envoy, not the
// ledger, takes them; "the ledger DB takes a while to accept
// connections" keeps its own subject.
func claimedByRivals(t *text, hits, rivals []hit) []hit {
	kept := hits[:0]
	for _, x := range hits {
		if x.group == 0 || !rivalNearer(t, hits, rivals, x) {
			kept = append(kept, x)
		}
	}
	return kept
}

// rivalNearer reports whether a rival stands nearer before hit x than
// any hit of the first group, none of which lies inside x; or, when no
// hit of the first group comes before x, whether a rival follows x in its
// clause before the first one does ("the readiness probe on the app
// checks the dependencies" is the app's probe).
func rivalNearer(t *text, hits, rivals []hit, x hit) bool {
	before, after := int32(-1), int32(math.MaxInt32)
	for _, h := range hits {
		if h.group != 0 {
			continue
		}
		if h.start >= x.start && h.end <= x.end {
			return false // "the ledger DB ... not accept*": its own subject
		}
		if h.end < x.start {
			before = max(before, h.end)
		} else if h.start > x.end {
			after = min(after, h.start)
		}
	}
	for _, r := range rivals {
		if r.start >= x.start && r.end <= x.end {
			continue
		}
		// "the Stripe client warm-up": a rival may run into the claim.
		if r.start < x.start && r.end > before ||
			before < 0 && r.start > x.end && r.end < after && t.toks[r.start].clause == t.toks[x.end].clause {
			return true
		}
	}
	return false
}

// maxSpread is how many words may separate the first and last word of
// the hits, one per group, that say a red flag in one sentence.
const maxSpread = 24

// within reports whether hits, in order, hold one hit of each group of
// all within a span of at most spread words.
func within(hits []hit, all uint64, spread int32) bool {
	for i := range hits {
		var met uint64
		for j := i; j < len(hits) && hits[j].end-hits[i].start <= spread; j++ {
			met |= 1 << hits[j].group
			if met == all {
				return true
			}
		}
	}
	return false
}

// oneSide reports whether hits meet all groups between two semicolons:
// "When the proxy is ready, traffic flows; until then, the redirect sends
// it into a void" makes two claims, neither of them that the redirect
// waits. Hits are in order of their start.
func (t *text) oneSide(hits []hit, all uint64) bool {
	var met uint64
	for i, x := range hits {
		if i > 0 && strings.IndexByte(t.src[t.toks[hits[i-1].start].start:t.toks[x.start].start], ';') >= 0 {
			met = 0
		}
		if met |= 1 << x.group; met == all {
			return true
		}
	}
	return false
}

// denial says that sentence sent says a red flag that contradicts key
// point item, which the sentence therefore cannot cover.
type denial struct{ sent, item int32 }

// denies reports whether a red flag said in the sentence of hit x
// contradicts key point idx.
func (t *text) denies(idx int, x hit) bool {
	s := t.toks[x.start].sent
	for _, d := range t.denied {
		if d.sent == s && int(d.item) == idx {
			return true
		}
	}
	return false
}

// quoted reports whether every word of hit x is inside quotation marks.
func quoted(t *text, x hit) bool {
	for k := x.start; k <= x.end; k++ {
		if t.toks[k].flags&fQuoted == 0 {
			return false
		}
	}
	return true
}

// borrowed reports whether a red flag that sentence s misses by one group
// is said through an anaphor that stands for that group's hit in the
// sentence before: "The ledger team's Postgres gets a flood of reconnects.
// It probably can't keep up." "Our connect timeout is one second. That's
// too short." The anaphor ("it", "they", "that", "these", ...) must open
// s (give or take a conjunction), and the hit it stands for must be the
// subject of the sentence before: its first few words, or its first
// clause when that opens with a person ("I'd check the orders API. It's
// probably overloaded."). An anaphor that opens s while the sentence
// before starts with something else is taken to refer to that: in "The
// app calls the orders API at boot. It crashes", "it" is the app. Only
// one group is borrowed, and s must meet every other group itself.
// prev and cur are the item's hits in the two sentences; met is what cur
// meets alone.
func borrowed(t *text, it matchItem, prev, cur []hit, met, all uint64, stamp []int32, gen *int32) bool {
	missing := all &^ met
	if missing&(missing-1) != 0 || met == 0 {
		return false // more than one group missing
	}
	s := t.toks[cur[0].start].sent
	if !opensWithAnaphor(t, int(s)) {
		return false
	}
	lo, hi := subjectRegion(t, int(s)-1)
	stampHits(stamp, prev, gen)
	for _, x := range prev {
		// The antecedent may be asked about: "Is the database the
		// problem? It might be overloaded."
		if 1<<x.group == missing && int(x.start) >= lo && int(x.end) < hi && standing(t, it, x, stamp, *gen) {
			return true
		}
	}
	return false
}

// opensWithAnaphor reports whether sentence si opens, after any
// conjunction and an "if" or "when", with a pronoun that refers back
// ("It", "They", "That", "These", "If it ...") rather than a causal
// connective ("That is why").
func opensWithAnaphor(t *text, si int) bool {
	sn := t.sents[si]
	k := sn.first
	for k < sn.last && t.toks[k].flags&fConjunction != 0 {
		k++
	}
	if k == sn.last {
		return false
	}
	if w := t.toks[k].low; (w == "if" || w == "when") && k+1 < sn.last {
		k++ // "If it's struggling whenever our pods roll, that could explain ..."
		switch t.toks[k].low {
		case "it", "they", "that", "this":
		default:
			return false
		}
	}
	switch t.toks[k].low {
	case "it", "its", "they", "their", "them", "this", "that", "these", "those":
	case "could", "might", "may", "must", "probably", "maybe", "perhaps":
		// A subject left out refers back too: "Could just be overloaded."
		if n := next(t.toks, k); n != "be" && n != "just" && n != "well" {
			return false
		}
	default:
		return false
	}
	for j := k + 1; j < sn.last && j <= k+2; j++ {
		if t.toks[j].flags&fCausal != 0 {
			return false
		}
	}
	return true
}

// persons open a sentence whose subject cannot be what "it" or "they"
// refers to in the next one.
var persons = set("i", "we", "you", "someone", "somebody", "let", "he", "she", "maybe", "probably",
	"perhaps", "just", "please", "check", "ask", "look")

// subjectRegion returns the tokens [lo, hi) of sentence si that an anaphor
// opening the next sentence refers to: its subject, taken as its first
// four words after any conjunction ("the ledger team's Postgres"), or its whole first clause when it
// opens with a person ("I", "we", "someone") or an imperative ("check",
// "ask").
func subjectRegion(t *text, si int) (lo, hi int) {
	sn := t.sents[si]
	lo = sn.first
	for lo < sn.last && t.toks[lo].flags&fConjunction != 0 {
		lo++
	}
	hi = lo
	for hi < sn.last && t.toks[hi].clause == t.toks[lo].clause {
		hi++
	}
	if hi < sn.last && t.colonAfter(hi-1) {
		// "First thing I'd look at: is the Redis cluster ...": the
		// subject comes after the head.
		lo = hi
		for hi < sn.last && t.toks[hi].clause == t.toks[lo].clause {
			hi++
		}
	}
	if lo < sn.last && !persons[t.toks[lo].low] {
		hi = min(hi, lo+4)
	}
	return lo, hi
}

// claim marks the words of a red flag's valid hits in each clause that
// says the whole red flag by itself: "the iptables rules are applied once
// Envoy is ready" is not also evidence that redirection comes before the
// proxy. A hit in another clause of the sentence is left to the key
// points: in "Kubernetes respects the order in the manifest, so list the
// proxy before the app", the fix after the comma still counts. (Claiming
// the whole sentence when no clause says the red flag alone was tried: it
// took the fix from "put the proxy higher in the list, since Kubernetes
// starts containers in that order" and fixed nothing.)
func claim(t *text, it matchItem, hits []hit, stamp []int32, gen int32, all uint64, claimed []bool) {
	mark := func(hits []hit) {
		for _, x := range hits {
			if valid(t, it, x, stamp, gen) {
				for k := x.start; k <= x.end; k++ {
					claimed[k] = true
				}
			}
		}
	}
	for a := 0; a < len(hits); {
		c := t.toks[hits[a].start].clause
		b := a
		var met uint64
		for ; b < len(hits) && t.toks[hits[b].start].clause == c; b++ {
			if valid(t, it, hits[b], stamp, gen) {
				met |= 1 << hits[b].group
			}
		}
		if met == all {
			mark(hits[a:b])
		}
		a = b
	}
}

// markDescriptive flags the negators that open a two-word phrase hit of
// any item, such as "not ready" or "never sees": such a negation describes
// a state rather than denying the clause, so it negates no key point.
// "Envoy is not ready in the first few seconds" still says "the first few
// seconds". It still negates red flags other than its own: in "containers
// do not start in the order they are listed", "not start" describes
// nothing. Longer phrases ("not exit before") keep their negation to their
// own item.
func markDescriptive(t *text, hits [][]hit) {
	for _, hs := range hits {
		for _, x := range hs {
			if x.words == 2 && t.toks[x.start].flags&fNegator != 0 {
				t.toks[x.start].flags |= fDescriptive
			}
		}
	}
}

// valid reports whether hit x of item it stands: none of its words is
// negated or rejected by a token outside the item's hits in this window,
// and a red flag is not merely asked about.
func valid(t *text, it matchItem, x hit, stamp []int32, gen int32) bool {
	if s := t.sents[t.toks[x.start].sent]; it.redFlag && s.question && interrogative(t, s) {
		return false
	}
	if it.redFlag && futileAfter(t.toks, x, stamp, gen) {
		return false
	}
	return standing(t, it, x, stamp, gen)
}

// futileAfter reports whether what hit x names is the subject of a
// "won't", "can't" or "doesn't" right after it, or after the rest of its
// noun phrase: "a longer timeout won't create endpoints that don't exist",
// "a bigger timeout on the client doesn't give it anything to wait for"
// and "isn't going to help" deny what the red flag would do. "Won't hurt"
// and "doesn't cost much" do not, nor "isn't long enough", nor a verb that
// is itself part of the item's hits ("Postgres can't keep up" says the
// blame).
func futileAfter(toks []token, x hit, stamp []int32, gen int32) bool {
	k := int(x.end) + 1
	if k+1 < len(toks) && toks[k].clause == toks[x.end].clause && (toks[k].low == "on" || toks[k].low == "in" || toks[k].low == "for") {
		// "a longer timeout on the client doesn't ...": the rest of the
		// subject.
		for j := k + 1; j < len(toks) && j <= k+4 && toks[j].clause == toks[x.end].clause; j++ {
			if toks[j].flags&fAuxiliary != 0 || toks[j].low == "never" {
				k = j
				break
			}
		}
	}
	for skipped := 0; k < len(toks) && skipped < 2 && toks[k].clause == toks[x.end].clause &&
		(toks[k].low == "just" || toks[k].low == "really" || toks[k].low == "simply" || toks[k].low == "still"); skipped++ {
		k++
	}
	if k+1 < len(toks) && toks[k].low == "never" && toks[k+1].clause == toks[x.end].clause {
		// "a longer timeout never kicks in", but not "never hurts".
		return toks[k+1].stem != "hurt" && toks[k+1].stem != "harm" && stamp[k] != gen && stamp[k+1] != gen
	}
	if k+2 >= len(toks) || toks[k+2].clause != toks[x.end].clause || toks[k+1].low != "not" {
		return false
	}
	switch toks[k].low {
	case "will", "would", "can", "could", "does", "do", "did":
		// "a bigger timeout doesn't give it anything to wait for"
	case "is", "are", "was", "were":
		// "a longer timeout isn't going to help", "isn't the fix", not
		// "isn't long enough"
		switch toks[k+2].low {
		case "going", "gonna", "the", "a", "an", "what", "how":
		default:
			return false
		}
	default:
		return false
	}
	switch toks[k+2].stem {
	case "hurt", "harm", "be", "cost", "need", "have", "matter":
		return false // "won't hurt", "won't be enough", "doesn't cost much"
	}
	return stamp[k+1] != gen && stamp[k+2] != gen
}

// standing reports whether none of the words of hit x is negated or
// rejected; see valid.
func standing(t *text, it matchItem, x hit, stamp []int32, gen int32) bool {
	// A red flag is void under any negation but its own; a key point not
	// under one that describes a state ("Envoy is not ready in the first
	// seconds") or says that something is absent ("nothing is bound on
	// 15001 yet").
	var ignore uint64
	if !it.redFlag {
		ignore = fDescriptive | fExistential | fHypothetical
	}
	for k := x.start; k <= x.end; k++ {
		tk := &t.toks[k]
		if tk.neg >= 0 && stamp[tk.neg] != gen && t.toks[tk.neg].flags&ignore == 0 ||
			tk.rej >= 0 && (stamp[tk.rej] != gen || rejectsBeyond(t, int(tk.rej), x)) {
			return false
		}
	}
	return true
}

// rejectsBeyond reports whether the rejection phrase starting at r goes on
// past hit x, so that the hit's own word does not excuse it: the "guarantees"
// of "guarantees nothing" is part of the phrase, not of a fix.
func rejectsBeyond(t *text, r int, x hit) bool {
	return t.toks[r].flags&fRejection != 0 && r+1 < len(t.toks) && r+1 > int(x.end) &&
		t.toks[r+1].flags&fRejection != 0
}

// altElem is one word of an alternative.
type altElem struct {
	text   string // stem of a word, or lower-cased prefix
	prefix bool
	// gap says that up to maxGap words of the same clause may stand
	// between this element and the one before it: "..." in a phrase.
	gap bool
}

// alt is a compiled alternative: one element for a word or prefix, more
// for a phrase.
type alt []altElem

// parseAlt compiles one alternative, tokenising it like an answer. A
// phrase may contain "...", which stands for up to maxGap words of the
// same clause, none of them a negation: "rules ... once ... ready" matches
// "the rules are applied once the proxy becomes ready".
func parseAlt(s string) (alt, error) {
	if strings.TrimSpace(s) == "" {
		return nil, errors.New("empty alternative")
	}
	if strings.Contains(s, "$") {
		return nil, errors.New(`"$" refers to a concept, and only the front matter parser expands concepts`)
	}
	if strings.Contains(s, quantityOp) {
		return nil, errors.New(`"+" may only open an alternative, as in "+timeout": an increase of that quantity`)
	}
	parts := strings.Split(strings.ReplaceAll(s, "…", "..."), "...")
	var a alt
	for i, part := range parts {
		if strings.TrimSpace(part) == "" {
			if len(parts) > 1 {
				return nil, errors.New(`"..." must stand between two words`)
			}
			return nil, errors.New("empty alternative")
		}
		p, err := parsePhrase(part)
		if err != nil {
			return nil, err
		}
		p[0].gap = i > 0
		a = append(a, p...)
	}
	return a, nil
}

// parsePhrase compiles a word, prefix or phrase without gaps.
func parsePhrase(s string) (alt, error) {
	if strings.Trim(s, "* \t") == "" {
		return nil, errors.New(`a lone "*" would match every word`)
	}
	t := tokenize(s)
	defer t.release()
	if len(t.toks) == 0 {
		return nil, errors.New("no words in alternative")
	}
	if len(t.sents) > 1 {
		return nil, errors.New("alternative spans two sentences")
	}
	stars := strings.Count(s, "*")
	var a alt
	for _, tk := range t.toks {
		e := altElem{text: tk.stem}
		if int(tk.end) < len(s) && s[tk.end] == '*' {
			if int(tk.end)+1 < len(s) && s[tk.end+1] != ' ' {
				return nil, errors.New(`"*" must end a word`)
			}
			if utf8.RuneCountInString(tk.low) < 2 {
				return nil, errors.New("prefix shorter than two characters")
			}
			e = altElem{text: tk.low, prefix: true}
			stars--
		}
		a = append(a, e)
	}
	if stars != 0 {
		return nil, errors.New(`"*" must directly follow the start of a word`)
	}
	return a, nil
}

// matches reports whether token k matches element e.
func (e altElem) matches(tk *token) bool {
	if e.prefix {
		return strings.HasPrefix(tk.low, e.text)
	}
	return tk.stem == e.text
}

// fillers may stand between the words of a phrase: "not ready" matches
// "not yet ready", "first seconds" matches "first few seconds" and "first
// 5 seconds" (numbers are fillers too).
var fillers = set("a", "an", "the", "is", "are", "was", "were", "be", "been", "being",
	"its", "it", "their", "our", "my", "your", "his", "her", "any", "yet", "even", "really",
	"actually", "just", "still", "also", "quite", "very", "fully", "properly", "completely",
	"entirely", "already", "of", "few", "couple",
	// "changed precisely nothing", "makes absolutely no difference"
	"precisely", "exactly", "absolutely", "literally", "basically")

// maxFillers is how many fillers may separate two words of a phrase.
const maxFillers = 2

// maxGap is how many words a "..." in a phrase stands for, at most.
const maxGap = 4

// isNegation reports whether tk is a plain negation word.
func isNegation(tk *token) bool {
	switch tk.low {
	case "not", "no", "never", "nothing", "nobody", "none", "neither", "nor", "without", "nowhere":
		return true
	}
	return false
}
