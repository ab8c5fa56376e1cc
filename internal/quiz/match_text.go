package quiz

import (
	"strings"
	"sync"
	"sync/atomic"
	"unicode"
	"unicode/utf8"
)

// This file turns an answer into tokens and sentences for the matcher.
//
// Tokens are runs of letters, digits and combining marks. Everything else
// separates tokens, so "istio-init" is two tokens and "127.0.0.1:15001" is
// five; a signal written the same way tokenises the same way, which is all
// that matters. Each token keeps its lower-cased surface form (prefix
// alternatives are compared with it) and a stem (word alternatives are
// compared with it).
//
// Sentences end at ".", "!" or "?" followed by a space or the end of the
// text (not after a single letter as in "e.g.", nor after "etc", "vs" and
// similar when a lower-case word follows), at a blank line, and before a
// line that starts a list item. A single line break inside a paragraph only
// ends a clause: model answers come from markdown with wrapped lines.
//
// Clauses, which bound negation, end at , ; : ( ) [ ] { } — – … | at a
// spaced hyphen or an arrow ("->"), and at a single line break; the
// analysis in match_scope.go adds clause breaks before words such as "but".

// token is one word of an answer.
type token struct {
	low  string // lower-cased surface form
	stem string // normalised form: contractions expanded, suffixes stripped
	// flags say which of the small word lists of match_scope.go hold it.
	flags uint64
	// word indexes the distinct words of the text, so that per-word work
	// is done once per word rather than once per occurrence.
	word int32
	// phrases and prefixes have the bits of the built-in phrase indexes
	// that have the word's stem, or a prefix with its first three
	// letters (see altIndex.bit).
	phrases, prefixes uint8
	// start and end are byte offsets of the word in the answer.
	start, end int32
	sent       int32 // index of the sentence
	clause     int32 // clause number, unique across the answer
	// neg is the index of the negator whose forward scope covers this
	// token, or -1.
	neg int32
	// rej is the index of the token that rejects this token's clause
	// ("wrong", "? No.", "is not the fix"), or -1.
	rej int32
}

// sentence is a span of the answer and the tokens in it.
type sentence struct {
	start, end  int // byte offsets in the answer
	first, last int // tokens [first, last)
	question    bool
	// heading marks a markdown heading ("### Common mistakes") or a
	// sentence in bold ("**Things that won't help**").
	heading bool
	// line is where the line the sentence starts on starts.
	line int
	// speaker is the length of the speaker tag that opens the sentence
	// ("dana 10:04:", "Mark Hale:"), or 0; see match_speaker.go.
	speaker int
}

// text is an answer split into tokens and sentences.
type text struct {
	src   string
	toks  []token
	sents []sentence
	// words holds one token of each distinct lower-cased word.
	words []token
	// aliases, when not empty, gives by distinct word a second stem the
	// word also matches, or "": "service" for a called service's name (see
	// match_alias.go). It is kept apart from the tokens, which are copied
	// and read far more often.
	aliases []string

	// Scratch space, kept with the text so that a pooled text needs no
	// new allocations: seen indexes words; the rest is used by Match.
	seen    map[string]int32
	hits    [][]hit
	stamp   []int32
	claimed []bool
	cands   wordCands
	// seenNodes is the walker's scratch space; see match_index.go.
	seenNodes []int32
	// For increases of a quantity (match_quantity.go): the quantities'
	// hits, their words and the constructions found.
	qhits  [][]hit
	qcands wordCands
	incs   []increase
	// refuting lists the hits of the key points that red flags name in
	// refuted_by; see Matcher.refuting.
	refuting []refutation
	// denied lists the sentences where a said red flag contradicts a key
	// point (match.go).
	denied []denial
	// lastRetraction is the last sentence that takes an idea back, or -1;
	// unknownSentence until retractedLater computes it.
	lastRetraction int
	// near holds the valid hits of the sentence being checked, rivals
	// the hits of its item's rivals; see check.
	near, rivals []hit
	// withdrawn lists the topics the answer takes back by name ("ignore
	// my first paragraph's timeout bump"); see selfCorrections.
	withdrawn []span
	// speakers are the speakers of a pasted conversation; see
	// match_speaker.go.
	speakers []speakerName
	// neighbours are the pairs of names that open adjacent lines, kept
	// while findSpeakers runs.
	neighbours [][2]string
	// thread says that some sentence opens with a speaker's tag: the
	// answer pastes a conversation.
	thread bool
	// mentions, when not nil, collects the red flags' mentions for
	// training the stance model; see Matcher.match.
	mentions *[]mention
	// stance keeps what the stance model has weighed of this text; see
	// match_stance.go.
	stance stanceWeights
}

// span is the tokens toks[a:b].
type span struct{ a, b int }

// textPool recycles texts: most of the cost of a match would otherwise be
// allocating and clearing their slices.
var textPool = sync.Pool{New: func() any { return &text{seen: map[string]int32{}} }}

// release returns t to the pool; t must not be used afterwards.
func (t *text) release() {
	if cap(t.toks) > 1<<16 {
		return // let an outsized answer's buffers go
	}
	t.src = ""
	t.mentions = nil
	t.stance.reset()
	clear(t.seen)
	textPool.Put(t)
}

// tokenize splits s into tokens and sentences. It never fails: invalid
// UTF-8 bytes are separators.
// The text comes from a pool; release it when done.
func tokenize(s string) *text {
	t := textPool.Get().(*text)
	t.src, t.toks, t.sents, t.words, t.aliases, t.denied = s, t.toks[:0], t.sents[:0], t.words[:0], t.aliases[:0], t.denied[:0]
	t.refuting = t.refuting[:0]
	t.withdrawn = t.withdrawn[:0]
	t.lastRetraction = unknownSentence
	t.findSpeakers()
	sc := scanner{t: t}
	sc.run()
	return t
}

type scanner struct {
	t        *text
	start    int   // where the pending sentence starts, or -1
	lastEnd  int   // end of the last visible rune of the pending sentence
	first    int   // first token of the pending sentence
	question bool  // the pending sentence ends with "?"
	item     bool  // the pending sentence is a list item, which ends with its line
	quoted   bool  // inside double quotation marks
	cited    bool  // on a line quoted with ">", someone else's words
	struck   bool  // inside "~~", struck through
	hash     bool  // the pending sentence opens with "#"
	lineAt   int   // where the current line starts
	sentLine int   // where the line of the pending sentence starts
	bold     bool  // the pending sentence opens with "**"
	clause   int32 // punctuation clause counter
}

func (sc *scanner) run() {
	s := sc.t.src
	sc.start = -1
	for i := 0; i < len(s); {
		r, w := utf8.DecodeRuneInString(s[i:])
		switch {
		case isWordRune(r):
			i = sc.word(i)
			continue
		case r == '\n' || r == '\r':
			i = sc.newline(i)
			continue
		case unicode.IsSpace(r):
			i += w
			continue
		case r == '.' || r == '!' || r == '?':
			i = sc.terminal(i)
			continue
		case r == '-' || r == '*' || r == '•' || r == '+' || r == '>' || r == '#':
			if sc.start < 0 {
				// A list marker or heading mark before any content; "> "
				// quotes the rest of the line, as in an email or a forum.
				// A speaker's bold name ("**sam** 4:03 PM") heads the
				// message on the lines after it instead.
				sc.item = sc.item || r != '*' || sc.t.speakerAt(s[sc.lineAt:]) == 0
				sc.cited = sc.cited || r == '>' && sc.lineStart(i)
				sc.hash = sc.hash || r == '#'
				sc.bold = sc.bold || r == '*' && i+1 < len(s) && s[i+1] == '*'
				i += w
				continue
			}
			if r == '-' && (i+1 < len(s) && (s[i+1] == '>' || s[i+1] == '-') ||
				i > 0 && s[i-1] == ' ' && (i+1 == len(s) || s[i+1] == ' ')) {
				sc.clause++ // "->", "--" or a spaced dash
			} else if r == '>' {
				sc.clause++ // "=>"
			}
		case strings.ContainsRune(",;:()[]{}|—–…→=", r):
			sc.clause++
		case r == '"' || r == '“' || r == '”' || r == '«' || r == '»':
			sc.quoted = r == '“' || r == '«' || r == '"' && !sc.quoted
		case r == '~' && i+1 < len(s) && s[i+1] == '~':
			// "~~bump timeouts~~": struck through, taken back as typed.
			sc.struck = !sc.struck
			sc.visible(i, i+2)
			i += 2
			continue
		}
		sc.visible(i, i+w)
		i += w
	}
	sc.closeSentence()
}

// visible records a non-space rune of the pending sentence.
func (sc *scanner) visible(start, end int) {
	if sc.start < 0 {
		sc.start, sc.sentLine = start, sc.lineAt
	}
	sc.lastEnd = end
}

func (sc *scanner) closeSentence() {
	t := sc.t
	if len(t.toks) > sc.first {
		n := int32(len(t.sents))
		for k := sc.first; k < len(t.toks); k++ {
			t.toks[k].sent = n
		}
		head := t.src[:sc.lastEnd]
		heading := sc.hash || sc.bold && (strings.HasSuffix(head, "**") || strings.HasSuffix(head, "**:"))
		speaker := 0
		if strings.TrimLeft(t.src[sc.sentLine:sc.start], " \t>*") == "" {
			speaker = t.speakerAt(t.src[sc.sentLine:])
		}
		t.sents = append(t.sents, sentence{start: sc.start, end: sc.lastEnd, first: sc.first, last: len(t.toks),
			question: sc.question, heading: heading, line: sc.sentLine, speaker: speaker})
	}
	// A quotation may run over several sentences of its line: "Thanks for
	// the logs. We recommend increasing the timeouts."
	sc.start, sc.first, sc.question, sc.item = -1, len(t.toks), false, false
	sc.hash, sc.bold = false, false
	sc.clause++
}

// newline handles a run of line breaks and blanks starting at i.
func (sc *scanner) newline(i int) int {
	s := sc.t.src
	lines := 0
	for ; i < len(s); i++ {
		switch s[i] {
		case '\n':
			lines++
			sc.lineAt = i + 1
		case ' ', '\t', '\r':
		default:
			goto done
		}
	}
done:
	if lines > 0 {
		sc.cited, sc.struck, sc.quoted = false, false, false
	}
	// A table row is a sentence of its own: "| DNS not ready | No | ... |".
	row := sc.start >= 0 && strings.HasPrefix(strings.TrimLeft(s[sc.sentLine:], " \t"), "|") || strings.HasPrefix(s[i:], "|")
	if lines >= 2 || i == len(s) || sc.item || startsListItem(s[i:]) || lines > 0 && (row || sc.t.speakerAt(s[i:]) > 0 || startsAfterthought(s[i:])) {
		sc.closeSentence()
	} else {
		sc.clause++
	}
	return i
}

// startsAfterthought reports whether a line starting with s adds to what
// was typed above it: "EDIT: no, that's wrong", "Update: ...", "PS: ...".
func startsAfterthought(s string) bool {
	for _, label := range []string{"edit", "update", "ps", "p.s.", "correction", "addendum"} {
		if len(s) > len(label) && strings.EqualFold(s[:len(label)], label) && (s[len(label)] == ':' || label == "p.s.") {
			return true
		}
	}
	return false
}

// lineStart reports whether only blanks stand between the start of the
// line and i.
func (sc *scanner) lineStart(i int) bool {
	return strings.TrimLeft(sc.t.src[sc.lineAt:i], " \t") == ""
}

// startsListItem reports whether a line starting with s is a list item or
// a heading.
func startsListItem(s string) bool {
	if s == "" {
		return false
	}
	if r, w := utf8.DecodeRuneInString(s); strings.ContainsRune("-*•+#>", r) {
		return w == len(s) || s[w] == ' ' || s[w] == '\t' || r == '#'
	}
	j := 0
	for j < len(s) && j < 3 && s[j] >= '0' && s[j] <= '9' {
		j++
	}
	return j > 0 && j+1 < len(s) && (s[j] == '.' || s[j] == ')') && s[j+1] == ' '
}

// latinAbbrev reports whether s opens with "i.e." or "e.g." as a word of
// its own.
func latinAbbrev(s string) bool {
	if len(s) < 4 || s[1] != '.' || s[3] != '.' {
		return false
	}
	ab := strings.ToLower(s[:4])
	return (ab == "i.e." || ab == "e.g.") && (len(s) == 4 || !isWordRune(rune(s[4])))
}

// terminal handles a run of sentence punctuation starting at i.
func (sc *scanner) terminal(i int) int {
	s := sc.t.src
	j, question := i, false
	for j < len(s) && (s[j] == '.' || s[j] == '!' || s[j] == '?') {
		question = question || s[j] == '?'
		j++
	}
	// Closing quotes and brackets belong to the sentence they close.
	k := j
	for k < len(s) {
		r, w := utf8.DecodeRuneInString(s[k:])
		// "**Bumping client timeouts.** A refused ...": emphasis closes too.
		if !strings.ContainsRune(`)]}"'’”»*_`+"`", r) {
			break
		}
		if r == '"' || r == '”' || r == '»' {
			sc.quoted = false // "... it goes away." closes the quotation
		}
		k += w
	}
	sc.visible(i, k)
	if k < len(s) {
		r, _ := utf8.DecodeRuneInString(s[k:])
		if !unicode.IsSpace(r) {
			// "1.29", "k8s.io", "what?!no": not the end of a sentence.
			return k
		}
	}
	if j-i >= 3 && s[i] == '.' {
		sc.clause++ // an ellipsis pauses but does not end the sentence
		return k
	}
	if s[i] == '.' && j-i == 1 {
		toks := sc.t.toks
		if n := len(toks); n > sc.first && int(toks[n-1].end) == i {
			last := toks[n-1].low
			if n-sc.first == 1 && isDigits(last) && len(last) <= 3 {
				// "1. " opens a numbered list item.
				sc.t.toks = toks[:n-1]
				sc.start, sc.item = -1, true
				return k
			}
			if utf8.RuneCountInString(last) == 1 && !isDigits(last) ||
				toks[n-1].flags&fAbbrev != 0 && nextIsLower(s[k:]) {
				return k
			}
		}
	}
	sc.question = question
	sc.closeSentence()
	return k
}

// abbreviations end with a dot that does not end the sentence when a
// lower-case word follows.
var abbreviations = map[string]bool{"eg": true, "ie": true, "etc": true, "vs": true, "cf": true, "approx": true, "incl": true, "resp": true, "esp": true, "min": true, "max": true, "sec": true}

func nextIsLower(s string) bool {
	s = strings.TrimLeftFunc(s, unicode.IsSpace)
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsLower(r)
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

func isWordRune(r rune) bool {
	if r < utf8.RuneSelf {
		return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9'
	}
	return r != utf8.RuneError && (unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r))
}

func isApostrophe(r rune) bool { return r == '\'' || r == '’' || r == 'ʼ' }

// word scans the word starting at i, appends its tokens and returns the
// offset after it. An apostrophe between letters belongs to the word, so
// that contractions can be expanded.
func (sc *scanner) word(i int) int {
	s := sc.t.src
	if latinAbbrev(s[i:]) {
		// "i.e." and "e.g." say nothing, and their "i" is no speaker.
		sc.visible(i, i+4)
		return i + 4
	}
	j, apos := i, -1
	for j < len(s) {
		if c := s[j]; 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' {
			j++ // the common case, without decoding
			continue
		}
		r, w := utf8.DecodeRuneInString(s[j:])
		if isWordRune(r) {
			j += w
			continue
		}
		if isApostrophe(r) && j > i && j+w < len(s) {
			if next, _ := utf8.DecodeRuneInString(s[j+w:]); unicode.IsLetter(next) {
				apos = j
				j += w
				continue
			}
		}
		break
	}
	sc.visible(i, j)
	if apos < 0 {
		sc.addWord(i, j)
		return j
	}
	_, aw := utf8.DecodeRuneInString(s[apos:])
	base, suffix := lower(s[i:apos]), lower(s[apos+aw:j])
	switch {
	case suffix == "t" && strings.HasSuffix(base, "n"):
		// don't, wouldn't, can't, won't
		b := base[:len(base)-1]
		if full, ok := negatedAux[b]; ok {
			b = full
		}
		sc.add(b, i, apos-1)
		sc.add("not", apos-1, j)
	case suffix == "s":
		if copulaBefore[base] {
			sc.add(base, i, apos)
			sc.add("is", apos, j)
		} else if base == "let" {
			sc.add(base, i, apos)
			sc.add("us", apos, j)
		} else {
			sc.add(base, i, j) // possessive: the proxy's port
		}
	case expandedSuffix[suffix] != "":
		sc.add(base, i, apos)
		sc.add(expandedSuffix[suffix], apos, j)
	default:
		sc.add(strings.NewReplacer("'", "", "’", "", "ʼ", "").Replace(base+"'"+suffix), i, j)
	}
	return j
}

// negatedAux maps what is left of a contraction before "n't" to the full
// auxiliary when they differ.
var negatedAux = map[string]string{"ca": "can", "wo": "will", "sha": "shall", "ai": "is"}

// copulaBefore lists words whose "'s" means "is" rather than a possessive.
var copulaBefore = map[string]bool{"it": true, "that": true, "there": true, "what": true, "here": true, "he": true, "she": true, "who": true, "where": true, "how": true, "this": true, "everything": true, "nothing": true, "something": true, "which": true}

var expandedSuffix = map[string]string{"re": "are", "ve": "have", "ll": "will", "d": "would", "m": "am"}

// unapostrophised are contractions typed without their apostrophe.
var unapostrophised = map[string][2]string{
	"dont": {"do", "not"}, "doesnt": {"does", "not"}, "didnt": {"did", "not"},
	"isnt": {"is", "not"}, "arent": {"are", "not"}, "wasnt": {"was", "not"},
	"werent": {"were", "not"}, "wont": {"will", "not"}, "cant": {"can", "not"},
	"cannot": {"can", "not"}, "couldnt": {"could", "not"}, "wouldnt": {"would", "not"},
	"shouldnt": {"should", "not"}, "hasnt": {"has", "not"}, "havent": {"have", "not"},
	"hadnt": {"had", "not"}, "mustnt": {"must", "not"}, "neednt": {"need", "not"},
	"aint": {"is", "not"}, "thats": {"that", "is"}, "theres": {"there", "is"},
}

// addWord appends the word s[i:j], expanding an unapostrophised contraction.
func (sc *scanner) addWord(i, j int) {
	low := lower(sc.t.src[i:j])
	// Every unapostrophised contraction ends in "nt", or is "cannot",
	// "thats" or "theres": most words need no lookup.
	if n := len(low); n >= 4 && n <= 8 && (low[n-2:] == "nt" || low == "cannot" || low == "thats" || low == "theres") {
		sc.addContraction(low, i, j)
		return
	}
	sc.add(low, i, j)
}

// addContraction appends low, typed at [i, j), as one or two words.
func (sc *scanner) addContraction(low string, i, j int) {
	if pair, ok := unapostrophised[low]; ok {
		cut := j - 2 // "dont" ends in "nt"
		if pair[1] == "is" {
			cut = j - 1 // "thats"
		} else if low == "cannot" {
			cut = j - 3
		}
		sc.add(pair[0], i, cut)
		sc.add(pair[1], cut, j)
		return
	}
	sc.add(low, i, j)
}

func (sc *scanner) add(low string, start, end int) {
	if low == "" {
		return
	}
	w, ok := sc.t.seen[low]
	if !ok {
		w = int32(len(sc.t.words))
		info := lookUpWord(low)
		tk := token{low: low, stem: info.stem, flags: info.flags, word: w, phrases: info.phrases, prefixes: info.prefixes}
		sc.t.words = append(sc.t.words, tk)
		sc.t.seen[low] = w
	}
	tk := sc.t.words[w]
	tk.start, tk.end, tk.clause, tk.neg, tk.rej = int32(start), int32(end), sc.clause, -1, -1
	if sc.quoted || sc.cited || sc.struck {
		tk.flags |= fQuoted
	}
	sc.t.toks = append(sc.t.toks, tk)
}

// wordInfo is what tokenize works out for a lower-cased word, whatever
// the answer: its stem, its flags and the phrase indexes it may be in.
type wordInfo struct {
	stem              string
	flags             uint64
	phrases, prefixes uint8
}

// wordInfos caches wordInfo by word across answers, which share most of
// their words, sparing each a stem and four lookups. It stops growing at
// maxWordInfos words, so that no stream of made-up words can grow it
// without bound.
var (
	wordInfos     sync.Map // string to wordInfo
	wordInfoCount atomic.Int64
)

const maxWordInfos = 1 << 16

// lookUpWord returns the wordInfo of low, from the cache when it can.
func lookUpWord(low string) wordInfo {
	if v, ok := wordInfos.Load(low); ok {
		return v.(wordInfo)
	}
	info := newWordInfo(low)
	if wordInfoCount.Load() < maxWordInfos {
		// Cloned: low may be a slice of the whole answer, which the
		// cache must not keep alive.
		key := strings.Clone(low)
		info.stem = strings.Clone(info.stem)
		if _, loaded := wordInfos.LoadOrStore(key, info); !loaded {
			wordInfoCount.Add(1)
		}
	}
	return info
}

// newWordInfo works out the wordInfo of low.
func newWordInfo(low string) wordInfo {
	info := wordInfo{stem: stem(low)}
	info.flags = lowFlags[low] | stemFlags[info.stem]
	if isDigits(low) {
		info.flags |= fFiller // "the first 5 seconds" matches "first seconds"
	}
	if low[0] >= '0' && low[0] <= '9' {
		info.flags |= fNumeric
	}
	info.phrases = stemPhrases[info.stem]
	if len(low) >= 3 {
		info.prefixes = pre3Phrases[low[:3]]
	}
	return info
}

// lower lower-cases s, without allocating when it already is.
func lower(s string) string {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf || 'A' <= c && c <= 'Z' {
			return strings.ToLower(s)
		}
	}
	return s
}

// irregular maps irregular verb forms to a base form, stemmed afterwards.
var irregular = map[string]string{
	"ran": "run", "began": "begin", "begun": "begin", "held": "hold", "sent": "send",
	"went": "go", "gone": "go", "got": "get", "gotten": "get", "kept": "keep",
	"knew": "know", "known": "know", "saw": "see", "seen": "see", "took": "take",
	"taken": "take", "broke": "break", "broken": "break", "chose": "choose",
	"chosen": "choose", "hid": "hide", "hidden": "hide", "wrote": "write",
	"written": "write", "came": "come", "became": "become", "brought": "bring",
	"caught": "catch", "thought": "think", "told": "tell", "said": "say",
	"made": "make", "built": "build", "spent": "spend", "died": "die",
	"dying": "die", "shown": "show", "fell": "fall", "fallen": "fall",
	"stuck": "stick", "woke": "wake", "left": "leave", "lost": "lose",
	"met": "meet", "forgot": "forget", "forgotten": "forget",
	"sec": "second", "secs": "second", "heard": "hear", "found": "find", "meant": "mean",
	"torn": "tear", "bound": "bind", "gave": "give", "given": "give", "thru": "through",
	"bought": "buy",
}

// gluedNouns are stems that a longer word ending in them stands for.
var gluedNouns = []string{"timeout", "deadline"}

// stem reduces an English word to a crude normal form so that simple
// plurals and verb endings compare equal: timeout/timeouts,
// restart/restarted/restarting, retry/retries/retried, probe/probed,
// stop/stopped. It is not a linguistic stemmer; it only has to map an
// answer's words and a signal's words the same way.
func stem(w string) string {
	if base, ok := irregular[w]; ok {
		w = base
	}
	if isDigits(w) {
		return w
	}
	if i := strings.IndexFunc(w, func(r rune) bool { return r < '0' || r > '9' }); i > 0 {
		// A number with a unit: 503s, 2s, 500ms, 5min.
		switch w[i:] {
		case "s", "sec", "secs":
			if w[i:] == "s" && len(w) == 4 {
				return w[:i] // 503s, 404s: status codes, not seconds
			}
			return "second"
		case "ms":
			return "millisecond"
		case "m", "min", "mins":
			return "minute"
		}
	}
	n := len(w)
	if n <= 3 {
		return w
	}
	for _, glued := range gluedNouns {
		// "connectTimeout", "WithTimeout", "socketTimeouts": a setting
		// named in code is the thing it names.
		if len(w) > len(glued)+1 && (strings.HasSuffix(w, glued) || strings.HasSuffix(w, glued+"s")) {
			return glued
		}
	}
	stripped := false
	switch {
	case strings.HasSuffix(w, "ies") && n > 4:
		w, stripped = w[:n-3]+"i", true
	case strings.HasSuffix(w, "sses"):
		w = w[:n-2]
	case strings.HasSuffix(w, "ss"), strings.HasSuffix(w, "us"), strings.HasSuffix(w, "is"):
	case strings.HasSuffix(w, "es") && (strings.HasSuffix(w[:n-2], "s") || strings.HasSuffix(w[:n-2], "x") ||
		strings.HasSuffix(w[:n-2], "z") || strings.HasSuffix(w[:n-2], "ch") || strings.HasSuffix(w[:n-2], "sh")):
		w = w[:n-2]
	case strings.HasSuffix(w, "s"):
		w = w[:n-1]
		if strings.HasSuffix(w, "ing") && n-4 >= 3 {
			// "herrings" as "herring", "settings" as "setting"
			w, stripped = w[:n-4], true
		}
	case strings.HasSuffix(w, "ied") && n > 4:
		w, stripped = w[:n-3]+"i", true
	case strings.HasSuffix(w, "eed"):
	case strings.HasSuffix(w, "ed") && n-2 >= 3:
		w, stripped = w[:n-2], true
	case strings.HasSuffix(w, "ing") && n-3 >= 3:
		w, stripped = w[:n-3], true
	}
	n = len(w)
	if stripped && n >= 3 && w[n-1] == w[n-2] && !strings.ContainsRune("aeioulsz", rune(w[n-1])) {
		w = w[:n-1] // stopped -> stop, running -> run
	}
	n = len(w)
	if n > 3 && w[n-1] == 'e' {
		w = w[:n-1] // probe/probed, refuse/refused
	}
	n = len(w)
	if n >= 3 && w[n-1] == 'y' && !strings.ContainsRune("aeiou", rune(w[n-2])) {
		w = w[:n-1] + "i" // retry/retries
	}
	return w
}
