package quiz

import (
	"cmp"
	"fmt"
	"slices"
)

// This file finds every occurrence of every signal alternative in an
// answer. The alternatives are kept in a trie of their elements, so that
// the many phrases a concept expands to ("before ... in the spec", "first
// ... in the manifest", ...) share the work of their common start: each
// token is looked up once per trie node reached, not once per phrase.

// altRef says which item and group an alternative belongs to.
type altRef struct{ item, group int32 }

// hit is an occurrence of an alternative: tokens [start, end] of an answer.
type hit struct {
	group, start, end int32
	words             int32 // elements in the alternative
}

// trieNode is the end of a sequence of elements that starts one or more
// alternatives.
type trieNode struct {
	depth int32    // elements from the root
	refs  []altRef // the alternatives that end here
	// The elements that continue the sequence: next directly (give or
	// take fillers), or after a "..." gap.
	next, gap edges
}

// edges lead from a node to its children: words by the id of their stem
// (see altIndex.stemID), sorted, and prefixes in a list.
type edges struct {
	words    []wordEdge // by stem id
	prefixes []prefixEdge
}

type wordEdge struct{ stem, child int32 }

// word returns the child reached by the word of stem id sid. Most nodes
// have a few children, which a slice finds faster than a map.
func (e *edges) word(sid int32) (int32, bool) {
	ws := e.words
	if len(ws) <= 8 {
		for _, w := range ws {
			if w.stem == sid {
				return w.child, true
			}
		}
		return 0, false
	}
	i, ok := slices.BinarySearchFunc(ws, sid, func(w wordEdge, sid int32) int { return cmp.Compare(w.stem, sid) })
	if !ok {
		return 0, false
	}
	return ws[i].child, true
}

type prefixEdge struct {
	prefix string
	child  int32
}

func (e *edges) empty() bool { return len(e.words) == 0 && len(e.prefixes) == 0 }

// child returns the child reached by element a, adding it when new.
func (x *altIndex) child(e *edges, a altElem, depth int32) int32 {
	id := x.stemID(a.text)
	if !a.prefix {
		if n, ok := e.word(id); ok {
			return n
		}
	} else {
		for _, p := range e.prefixes {
			if p.prefix == a.text {
				return p.child
			}
		}
	}
	n := int32(len(x.nodes))
	x.nodes = append(x.nodes, trieNode{depth: depth})
	if a.prefix {
		e.prefixes = append(e.prefixes, prefixEdge{a.text, n})
	} else {
		i, _ := slices.BinarySearchFunc(e.words, id, func(w wordEdge, sid int32) int { return cmp.Compare(w.stem, sid) })
		e.words = slices.Insert(e.words, i, wordEdge{id, n})
	}
	return n
}

// stemID numbers the stems of word elements, so that the trie compares
// small integers rather than strings.
func (x *altIndex) stemID(stem string) int32 {
	e, ok := x.stems[stem]
	if !ok || e.id < 0 {
		e.id = x.nextID
		x.nextID++
		x.stems[stem] = e
	}
	return e.id
}

// altIndex finds the alternatives that start at a token without trying
// each: the root's words by stem, its prefixes of three or more bytes by
// their first three bytes, and the few shorter prefixes by a scan.
type altIndex struct {
	nodes []trieNode // nodes[0] is the root
	// stems gives, by stem, its id as a later element and the nodes of
	// the first elements that are that word, in one lookup.
	stems  map[string]stemEntry
	nextID int32
	pre3   map[string][]prefixEdge
	short  []prefixEdge
	// bit is the index's own bit in token.phrases and token.prefixes,
	// for a built-in phrase index, or 0: a word without it matches no
	// first element, and perWord looks nothing up for it.
	bit uint8
}

// stemEntry is what an altIndex knows of a stem: its id (see stemID), or
// -1 when no later element is that word, and the nodes of the first
// elements that are.
type stemEntry struct {
	id    int32
	roots []int32
}

func newAltIndex() altIndex {
	return altIndex{nodes: []trieNode{{}}, stems: map[string]stemEntry{}, pre3: map[string][]prefixEdge{}}
}

// mustIndex compiles built-in alternatives; a bad one is a programming
// error.
func mustIndex(alts ...string) altIndex {
	x := newAltIndex()
	for _, s := range alts {
		a, err := parseAlt(s)
		if err != nil {
			panic(fmt.Sprintf("quiz: built-in alternative %q: %v", s, err))
		}
		x.add(a, altRef{})
	}
	return x
}

// add puts alternative a, of the item and group ref, in the trie. An
// alternative used by several groups is matched once.
func (x *altIndex) add(a alt, ref altRef) {
	// The root's children are indexed for perWord rather than by edges.
	first := a[0]
	var n int32 = -1
	if first.prefix {
		list := x.short
		if len(first.text) >= 3 {
			list = x.pre3[first.text[:3]]
		}
		for _, p := range list {
			if p.prefix == first.text {
				n = p.child
			}
		}
		if n < 0 {
			n = int32(len(x.nodes))
			x.nodes = append(x.nodes, trieNode{depth: 1})
			if len(first.text) >= 3 {
				x.pre3[first.text[:3]] = append(list, prefixEdge{first.text, n})
			} else {
				x.short = append(list, prefixEdge{first.text, n})
			}
		}
	} else if e, ok := x.stems[first.text]; ok && len(e.roots) > 0 {
		n = e.roots[0]
	} else {
		n = int32(len(x.nodes))
		x.nodes = append(x.nodes, trieNode{depth: 1})
		if !ok {
			e.id = -1
		}
		e.roots = []int32{n}
		x.stems[first.text] = e
	}
	for i, e := range a[1:] {
		// child may grow x.nodes, so the edges are updated in a copy.
		ed := x.nodes[n].next
		if e.gap {
			ed = x.nodes[n].gap
		}
		c := x.child(&ed, e, int32(i+2))
		if e.gap {
			x.nodes[n].gap = ed
		} else {
			x.nodes[n].next = ed
		}
		n = c
	}
	if !slices.Contains(x.nodes[n].refs, ref) {
		x.nodes[n].refs = append(x.nodes[n].refs, ref)
	}
}

// wordCands lists, for each distinct word of a text, the trie nodes of the
// first elements that match it, list[start[w]:start[w+1]], and the id of
// its stem, sid[w], or -1 when no word element has that stem.
type wordCands struct{ start, list, sid, asid []int32 }

// none reports whether no first element matches distinct word wd: the
// check that spares most words a call to matchesAt.
func (c *wordCands) none(wd int32) bool { return c.start[wd] == c.start[wd+1] }

// perWord finds the first-element nodes of each distinct word once,
// reusing the slices of c.
func (x *altIndex) perWord(words []token, aliases []string, c wordCands) wordCands {
	c.start, c.list, c.sid, c.asid = c.start[:0], c.list[:0], c.sid[:0], c.asid[:0]
	for i := range words {
		c.start = append(c.start, int32(len(c.list)))
		tk := &words[i]
		alias := ""
		if i < len(aliases) {
			alias = aliases[i]
		}
		id, aid := int32(-1), int32(-1)
		if x.bit == 0 || tk.phrases&x.bit != 0 || alias != "" {
			if e, ok := x.stems[tk.stem]; ok {
				id = e.id
				c.list = append(c.list, e.roots...)
			}
			if alias != "" {
				if e, ok := x.stems[alias]; ok {
					aid = e.id
					c.list = append(c.list, e.roots...)
				}
			}
		}
		c.sid = append(c.sid, id)
		c.asid = append(c.asid, aid)
		if len(tk.low) >= 3 && len(x.pre3) > 0 && (x.bit == 0 || tk.prefixes&x.bit != 0) {
			for _, p := range x.pre3[tk.low[:3]] {
				if len(tk.low) >= len(p.prefix) && tk.low[:len(p.prefix)] == p.prefix {
					c.list = append(c.list, p.child)
				}
			}
		}
		for _, p := range x.short {
			if len(tk.low) >= len(p.prefix) && tk.low[:len(p.prefix)] == p.prefix {
				c.list = append(c.list, p.child)
			}
		}
	}
	c.start = append(c.start, int32(len(c.list)))
	return c
}

// walker follows the trie from one start token.
type walker struct {
	x    *altIndex
	toks []token
	sid  []int32 // stem ids by distinct word, from wordCands
	asid []int32 // alias stem ids by distinct word, or -1
	// seen marks, with gen, the nodes whose alternatives were already
	// found from this start, so that each is found once, at its first
	// match.
	seen []int32
	gen  int32
	// found is called at each node reached that ends alternatives, with
	// the index of the last token; it returns false to stop the walk.
	found func(n *trieNode, end int) bool
}

// walk goes on from node n, whose last element matched token j. It
// returns false when found asked to stop.
func (w *walker) walk(n int32, j int) bool {
	node := &w.x.nodes[n]
	if len(node.refs) > 0 && w.seen[n] != w.gen {
		w.seen[n] = w.gen
		if !w.found(node, j) {
			return false
		}
	}
	toks := w.toks
	if !node.next.empty() {
		// The next element, give or take maxFillers fillers, in the same
		// sentence.
		for p, skipped := j+1, 0; p < len(toks) && toks[p].sent == toks[j].sent; p, skipped = p+1, skipped+1 {
			if !w.each(&node.next, p) {
				return false
			}
			if skipped == maxFillers || toks[p].flags&fFiller == 0 {
				break
			}
		}
	}
	if !node.gap.empty() {
		// The next element after up to maxGap words of the same clause,
		// none of them a negation.
		for p := j + 1; p < len(toks) && p-j-1 <= maxGap && toks[p].clause == toks[j].clause; p++ {
			if !w.each(&node.gap, p) {
				return false
			}
			if isNegation(&toks[p]) {
				break
			}
		}
	}
	return true
}

// each walks on from every child of e that token p matches.
func (w *walker) each(e *edges, p int) bool {
	tk := &w.toks[p]
	if len(e.words) > 0 {
		if sid := w.sid[tk.word]; sid >= 0 {
			if c, ok := e.word(sid); ok && !w.walk(c, p) {
				return false
			}
		}
		if aid := w.asid[tk.word]; aid >= 0 {
			if c, ok := e.word(aid); ok && !w.walk(c, p) {
				return false
			}
		}
	}
	for _, pe := range e.prefixes {
		// The first byte rules out most prefixes without a compare.
		if len(tk.low) >= len(pe.prefix) && tk.low[0] == pe.prefix[0] && tk.low[:len(pe.prefix)] == pe.prefix {
			if !w.walk(pe.child, p) {
				return false
			}
		}
	}
	return true
}

// newWalker returns a walker over t, with its scratch space kept in t;
// cands are x's perWord of t.
// phraseWalker readies index x for matchesAt over the words of t: their
// candidates (kept in t.cands, whose buffers the next use reuses) and a
// walker that calls found at each match, or stops at the first match when
// found is nil.
func (x *altIndex) phraseWalker(t *text, found func(n *trieNode, end int) bool) (*walker, wordCands) {
	cands := x.perWord(t.words, t.aliases, t.cands)
	t.cands = cands
	if found == nil {
		found = func(*trieNode, int) bool { return false }
	}
	return x.newWalker(t, cands, found), cands
}

func (x *altIndex) newWalker(t *text, cands wordCands, found func(n *trieNode, end int) bool) *walker {
	seen := slices.Grow(t.seenNodes[:0], len(x.nodes))[:len(x.nodes)]
	clear(seen)
	t.seenNodes = seen
	return &walker{x: x, toks: t.toks, sid: cands.sid, asid: cands.asid, seen: seen, found: found}
}

// find returns the hits of every item in t, grouped by item and in text
// order.
func (x *altIndex) find(t *text, items int) [][]hit {
	t.hits, t.cands = x.findIn(t, items, t.hits, t.cands)
	return t.hits
}

// findIn is find with its scratch space given: hits and c are reused and
// returned.
func (x *altIndex) findIn(t *text, items int, hits [][]hit, c wordCands) ([][]hit, wordCands) {
	hits = slices.Grow(hits[:0], items)[:items]
	for i := range hits {
		hits[i] = hits[i][:0]
	}
	c = x.perWord(t.words, t.aliases, c)
	var start int
	w := x.newWalker(t, c, func(n *trieNode, end int) bool {
		for _, r := range n.refs {
			hits[r.item] = append(hits[r.item], hit{group: r.group, start: int32(start), end: int32(end), words: n.depth})
		}
		return true
	})
	for k := range t.toks {
		wd := t.toks[k].word
		cands := c.list[c.start[wd]:c.start[wd+1]]
		if len(cands) == 0 {
			continue
		}
		start = k
		w.gen++
		for _, n := range cands {
			w.walk(n, k)
		}
	}
	return hits, c
}

// matchesAt reports whether any alternative of x starts at token k; cands
// are x's first-element nodes for the words of t.
func (x *altIndex) matchesAt(t *text, w *walker, cands wordCands, k int) bool {
	wd := t.toks[k].word
	w.gen++
	for _, n := range cands.list[cands.start[wd]:cands.start[wd+1]] {
		if !w.walk(n, k) {
			return true
		}
	}
	return false
}
