package quiz

import "strings"

// This file finds the speakers of a conversation pasted into an answer: a
// chat thread ("dana 10:04: redis is probably cold" / "me 10:06: nah"), a
// review ("bob commented:") or a transcript ("Interviewer:", "Q:"). Each
// message is a sentence of its own, and a reply that opens with a denial
// ("nope", "won't help", ":-1:") takes back the message before it, as an
// answer to a question does.

// speakerName is a tag that opens lines of the answer, and how sure it is
// to name a speaker.
type speakerName struct {
	name   string
	lines  int  // lines it opens
	strong bool // a time or a verb of writing comes with it
	// neighbour marks a name that opens a single line next to one of a
	// confirmed speaker's.
	neighbour bool
}

// confirmed reports whether the tag names a speaker by itself: with a
// time or a verb of writing, or opening two lines or more.
func (sp *speakerName) confirmed() bool { return sp.strong || sp.lines >= 2 }

// speaker returns the speaker named name.
func (t *text) speaker(name string) *speakerName {
	for i := range t.speakers {
		if t.speakers[i].name == name {
			return &t.speakers[i]
		}
	}
	return nil
}

// headingLabels open lines the way a speaker's name does but head a
// paragraph of the answer: "Fix: ...", "Root cause: ...".
var headingLabels = set("note", "notes", "fix", "fixes", "cause", "root cause", "symptom", "symptoms",
	"solution", "problem", "issue", "summary", "tldr", "edit", "update", "result", "status",
	"diagnosis", "mitigation", "context", "background", "observed", "expected", "actual",
	"resolution", "impact", "reason", "verdict", "hypothesis", "evidence", "step", "steps",
	"example", "why", "how", "what", "answer", "question", "environment", "follow up", "followup")

// maxSpeakerWords is how many words a speaker's name may have: "Ngozi
// Okafor", "sam from infra".
const maxSpeakerWords = 3

// writingVerbs after a name make it a speaker: "bob commented:".
var writingVerbs = set("commented", "wrote", "said", "replied", "says", "writes", "asked", "answered",
	"posted", "responded", "approved", "requested", "reviewed", "opened")

// speakerTag parses the tag that opens line s. It takes the forms chat
// tools paste: "dana: ...", "dana 10:04: ...", "[10:04] dana: ...",
// "14:07 <chris> ...", "bob commented:", and header lines that carry the
// name and time alone, with the message on the lines after: "**sam** 4:03
// PM", "ozzie — Today at 10:44", "[Tuesday 15:24] Daniel Okafor",
// "Gabriel Souza 09:19". It returns the length of the tag, the name in
// lower case and whether a time or verb of writing came with it, which
// makes it a speaker wherever it stands; n is 0 when s opens with no tag.
func speakerTag(s string) (n int, name string, strong bool) {
	line := s
	if nl := strings.IndexByte(line, '\n'); nl >= 0 {
		line = line[:nl]
	}
	line = strings.TrimRight(line, " \t\r")
	i := 0
	for i < len(line) && (line[i] == ' ' || line[i] == '\t' || line[i] == '>') {
		i++
	}
	if i < len(line) && line[i] == '[' {
		// "[10:04]", "[Tuesday 15:24]"
		if j := strings.IndexByte(line[i:], ']'); j > 0 && j < 24 && hasClock(line[i:i+j]) {
			i, strong = i+j+1, true
			for i < len(line) && line[i] == ' ' {
				i++
			}
		} else if j > 1 && j < 16 && isWord(line[i+1:i+j]) && i+j+1 < len(line) && line[i+j+1] == ' ' {
			i += j + 2 // a channel's label: "[Slack] Fatima: ...", "[standup] leo: ..."
		}
	}
	if d := dateAt(line, i); d > 0 && clockAt(line, d) > 0 {
		i = d // "12.06.24, 08:51 - Stefan: ..."
	}
	if c := clockAt(line, i); c > 0 && c < len(line) && line[c] == ' ' {
		i, strong = c+1, true // "14:07 <chris>"
		if strings.HasPrefix(line[i:], "- ") {
			i += 2 // a phone's chat export: "08:51 - Stefan: ..."
		}
		if rest, ok := strings.CutPrefix(line[i:], "From "); ok {
			// A meeting chat: "00:14:31 From Greg H to Everyone: ..."
			if to := strings.Index(rest, " to "); to > 0 && to <= 40 {
				if c := strings.IndexByte(rest[to:], ':'); c > 0 && c <= 40 {
					return i + 5 + to + c + 1, strings.ToLower(rest[:to]), true
				}
			}
		}
	}
	if i < len(line) && line[i] == '<' {
		// "<chris> bump it?"
		j := strings.IndexByte(line[i:], '>')
		if j > 1 && j < 24 && i+j+1 < len(line) && line[i+j+1] == ' ' {
			return i + j + 2, strings.ToLower(line[i+1 : i+j]), true
		}
		return 0, "", false
	}
	bold := strings.HasPrefix(line[i:], "**")
	if bold {
		i += 2
	}
	start := i
	words := 0
	paren := -1 // where a parenthesis after the name starts: "Dana (me)"
	nameTo := func(end int) string {
		if paren >= 0 {
			end = paren
		}
		return strings.ToLower(strings.TrimSpace(line[start:end]))
	}
	for words < maxSpeakerWords+1 {
		j := i
		for j < len(line) && j < i+24 && speakerRune(line[j]) {
			j++
		}
		if j == i || !isLetter(line[i]) && line[i] != '@' {
			break
		}
		w := line[i:j]
		if w == "—" || w == "–" {
			break // "ozzie — Today at 10:44": the name ends at the dash
		}
		words++
		if writingVerbs[strings.ToLower(w)] && words > 1 {
			// "bob commented:", "alice commented on deploy.yaml, line 31:",
			// "mfischer requested changes:": the name is before the verb,
			// and the tag runs to a colon that ends the line.
			name = strings.ToLower(strings.TrimSpace(line[start:i]))
			rest := line[j:]
			if c := strings.IndexByte(rest, ':'); c >= 0 && c < 60 &&
				(strings.TrimSpace(rest[c+1:]) == "" || c+1 < len(rest) && rest[c+1] == ' ' && !strings.Contains(rest[:c], ",")) {
				return j + c + 1, name, true
			}
			if !strings.ContainsRune(rest, ':') && len(strings.Fields(rest)) <= 3 {
				return len(line), name, true // a header line: "rvela opened this issue", "sam-k commented last week"
			}
			return 0, "", false
		}
		i = j
		if strings.HasPrefix(line[i:], " (") {
			// "Dana (me) 11:02", "**me (reviewer)**": a note on the name.
			if c := strings.IndexByte(line[i+2:], ')'); c >= 0 && c < 20 {
				if paren < 0 {
					paren = i
				}
				for _, w := range strings.Fields(line[i+2 : i+2+c]) {
					strong = strong || writingVerbs[strings.ToLower(w)] // "(changes requested)"
				}
				i += 2 + c + 1
			}
		}
		if bold && strings.HasPrefix(line[i:], "**") {
			name = nameTo(i)
			i += 2
			break
		}
		if c := clockAt(line, i+1); c > 0 && line[i] == ' ' {
			// "dana 10:04:", "dana 10:04 am:", "Gabriel Souza 09:19"
			name = nameTo(i)
			rest := strings.TrimLeft(line[c:], " apmAPM.")
			i, strong = len(line)-len(rest), true
			break
		}
		if i >= len(line) || line[i] != ' ' {
			break
		}
		i++
	}
	if words == 0 || words > maxSpeakerWords {
		return 0, "", false
	}
	if name == "" {
		name = nameTo(i)
	}
	if i < len(line) && line[i] == ':' && (i+1 == len(line) || line[i+1] == ' ' || line[i+1] == '\t') {
		return i + 1, name, strong
	}
	// A header line: the name and time alone ("**sam** 4:03 PM", "ozzie —
	// Today at 10:44", "[Tuesday 15:24] Daniel Okafor").
	rest := strings.TrimLeft(line[i:], " —–-·|")
	rest = strings.TrimSpace(strings.TrimSuffix(rest, "(edited)")) // "Jo Mensah 10:01 (edited)"
	if writingVerbs[strings.ToLower(rest)] && len(line) < 60 {
		return len(line), name, true // "**@okafor** approved"
	}
	rest = strings.TrimPrefix(strings.TrimPrefix(rest, "Today at "), "Yesterday at ")
	if c := clockAt(rest, 0); c > 0 {
		rest = strings.TrimLeft(rest[c:], " apmAPM.")
		rest = strings.TrimSpace(strings.TrimPrefix(rest, "(edited)")) // "nadia 14:20 (edited)"
		strong = true
	}
	if rest == "" && (strong || bold) && len(line) < 60 {
		// A bold name alone ("**sam**") names a speaker only when it opens
		// two lines or more; "**Diagnosis**" is a heading.
		return len(line), name, strong
	}
	return 0, "", false
}

// dateAt returns where the text after a date and a comma starts
// ("12.06.24, ", "03/04/2024, "), or 0.
func dateAt(s string, i int) int {
	j, seps := i, 0
	for j < len(s) && j-i <= 10 && (isDigit(s[j]) || s[j] == '.' || s[j] == '/' || s[j] == '-') {
		if !isDigit(s[j]) {
			seps++
		}
		j++
	}
	if seps != 2 || j-i < 6 || j+1 >= len(s) || s[j] != ',' || s[j+1] != ' ' {
		return 0
	}
	return j + 2
}

// clockAt returns the end of a time of day ("9:05", "10:04", "10:04:33")
// at s[i:], or 0.
func clockAt(s string, i int) int {
	j := i
	for j < len(s) && j < i+2 && isDigit(s[j]) {
		j++
	}
	if j == i || j+3 > len(s) || s[j] != ':' || !isDigit(s[j+1]) || !isDigit(s[j+2]) {
		return 0
	}
	j += 3
	if j+2 < len(s) && s[j] == ':' && isDigit(s[j+1]) && isDigit(s[j+2]) {
		j += 3
	}
	if j < len(s) && (isDigit(s[j]) || isLetter(s[j]) && s[j] != 'a' && s[j] != 'p' && s[j] != 'A' && s[j] != 'P') {
		return 0
	}
	return j
}

// hasClock reports whether s holds a time of day.
func hasClock(s string) bool {
	for i := range s {
		if isDigit(s[i]) && (i == 0 || !isDigit(s[i-1])) && clockAt(s, i) > 0 {
			return true
		}
	}
	return false
}

func speakerRune(b byte) bool {
	return isLetter(b) || isDigit(b) || b == '.' || b == '_' || b == '-' || b == '@' || b == '\''
}

func isLetter(b byte) bool { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= 0x80 }

func isDigit(b byte) bool { return b >= '0' && b <= '9' }

// isWord reports whether s is made of letters only.
func isWord(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isLetter(s[i]) {
			return false
		}
	}
	return s != ""
}

// findSpeakers collects the tags that open the lines of the answer. A
// name that opens a single line counts as a speaker's too when it replies
// to, or is answered by, a known speaker on the line next to it: in "kim:
// ... / leo: no, ... / kim: oh, ok", leo speaks.
func (t *text) findSpeakers() {
	t.speakers = t.speakers[:0]
	src := t.src
	prev := "" // the name that opened the line before, if any
	for len(src) > 0 {
		line := src
		if nl := strings.IndexByte(src, '\n'); nl >= 0 {
			line, src = src[:nl], src[nl+1:]
		} else {
			src = ""
		}
		n, name, strong := speakerTag(line)
		if n > 0 && headingLabels[name] && !strong {
			n = 0 // "Fix: ...", "Root cause: ..." head a paragraph
		}
		if prev != "" && n > 0 && prev != name {
			t.neighbours = append(t.neighbours, [2]string{prev, name})
		}
		prev = ""
		if n == 0 {
			continue
		}
		prev = name
		found := false
		for i := range t.speakers {
			if t.speakers[i].name == name {
				t.speakers[i].lines++
				t.speakers[i].strong = t.speakers[i].strong || strong
				found = true
				break
			}
		}
		if !found {
			t.speakers = append(t.speakers, speakerName{name: name, lines: 1, strong: strong})
		}
	}
	for _, nb := range t.neighbours {
		a, b := t.speaker(nb[0]), t.speaker(nb[1])
		switch {
		case a.confirmed() && !b.confirmed():
			b.neighbour = true
		case b.confirmed() && !a.confirmed():
			a.neighbour = true
		case a.name == "me" || b.name == "me":
			// "mike: bump the timeout? / me: won't matter": a pasted
			// exchange with the speaker in it.
			a.neighbour, b.neighbour = true, true
		}
	}
	t.neighbours = t.neighbours[:0]
}

// speakerAt returns the length of the speaker tag that opens line s, or
// 0. A tag names a speaker when a time or a verb of writing comes with it,
// or when it opens two lines or more: "tom:", "Mark Hale:", "Q:"; a
// heading such as "Root cause:" opens one.
func (t *text) speakerAt(s string) int {
	if len(t.speakers) == 0 {
		return 0
	}
	n, name, strong := speakerTag(s)
	if n == 0 {
		return 0
	}
	if strong {
		return n
	}
	for _, sp := range t.speakers {
		if sp.name == name {
			if sp.confirmed() || sp.neighbour {
				return n
			}
			return 0
		}
	}
	return 0
}

// afterSpeaker returns the first token of sentence s after the speaker tag
// that opens it, or s.first: "me 10:06: nah." replies "nah". A "Q:" or
// "A:" with a colon counts even when it opens a single line.
func (t *text) afterSpeaker(s sentence) int {
	toks := t.toks
	if s.speaker == 0 {
		if s.first+1 < s.last && (toks[s.first].low == "a" || toks[s.first].low == "answer") && t.colonAfter(s.first) {
			return s.first + 1 // "Q: Can I just raise the timeout? A: Don't."
		}
		return s.first
	}
	end := s.line + s.speaker
	k := s.first
	for k < s.last && int(toks[k].start) < end {
		k++
	}
	if k == s.last {
		return s.first
	}
	return k
}

// thumbsDown reports whether the reply in sentence s opens with a
// thumbs-down: ":-1:", ":thumbsdown:", "👎".
func (t *text) thumbsDown(s sentence, k int) bool {
	if s.speaker == 0 || k == s.first {
		return false
	}
	between := strings.TrimSpace(t.src[s.line+s.speaker : t.toks[k].start])
	if between == "-" && t.toks[k].low == "1" {
		return true // "me: -1 on the timeout"
	}
	if strings.HasPrefix(between, ":-1:") || strings.HasPrefix(between, "👎") {
		return true
	}
	return t.toks[k].low == "thumbsdown" || t.toks[k].low == "1" && strings.HasSuffix(between, ":-")
}

// verdictReply reports whether the clause at k is a verdict with no
// subject of its own, which a reply passes on the message before it:
// "won't help", "doesn't help here", "not the fix".
func verdictReply(toks []token, k int) bool {
	if ifOnly(toks, k) {
		return true // "Me: If only. The grabbing is done by iptables ..."
	}
	j := k
	if toks[j].low == "that" || toks[j].low == "it" || toks[j].low == "this" {
		j++ // "that won't help", "that is not it"
	}
	if j < len(toks) {
		switch toks[j].low {
		case "will", "would", "does", "do", "did", "can", "could", "is":
			j++
		}
	}
	if j >= len(toks) || toks[j].low != "not" || toks[j].clause != toks[k].clause {
		return false
	}
	j++
	for j < len(toks) && (toks[j].low == "really" || toks[j].low == "even" || toks[j].low == "the" || toks[j].low == "a") {
		j++
	}
	return j < len(toks) && toks[j].clause == toks[k].clause && verdicts[toks[j].stem]
}

// ifOnly reports whether the clause at k is a bare "if only", a wish
// that what was just said were so, which says it is not.
func ifOnly(toks []token, k int) bool {
	return k+1 < len(toks) && toks[k].low == "if" && toks[k+1].low == "only" && toks[k+1].clause == toks[k].clause &&
		(k+2 >= len(toks) || toks[k+2].clause != toks[k].clause)
}

// messageStart returns the first sentence of the message that sentence si
// belongs to: the sentence that opens with its speaker, or si.
func (t *text) messageStart(si int) int {
	for i := si; i >= 0; i-- {
		if t.sents[i].speaker > 0 {
			return i
		}
	}
	return si
}

// thumbsDownReactions takes back a message that a reaction written as
// text rejects: "going to raise the client timeouts to 20s\n(reacted with
// 👎 by me)", "bump it to 30s\n:-1: 2".
func (t *text) thumbsDownReactions() {
	if !strings.Contains(t.src, "reacted with") && !strings.Contains(t.src, ":-1:") && !strings.Contains(t.src, "👎") {
		return // most answers paste no reactions
	}
	for si, s := range t.sents {
		src := t.src[s.start:s.end]
		at := -1
		for _, r := range []string{"reacted with 👎", "reacted with :-1:", "reacted with :thumbsdown:", "\n:-1:", "\n👎"} {
			if i := strings.Index(src, r); i >= 0 && (at < 0 || i < at) {
				at = i
			}
		}
		if at < 0 {
			continue
		}
		k := s.first
		for k < s.last && int(t.toks[k].start) < s.start+at {
			k++
		}
		if k == s.first {
			continue // the reaction opens the sentence: nothing before it here
		}
		by := k // the reaction's own word, outside any hit before it
		if by == s.last {
			by = k - 1
		}
		t.reject(t.sents[t.messageStart(si)].first, k, by)
	}
}

// changesRequested makes a hypothesis of what comes before a review that
// requests changes: the pull request's title and description, which the
// answer pastes to show what was turned down ("**PR #1931: raise
// connectTimeout 2s -> 10s**" ... "**@me (changes requested)**"). Red
// flags there are the change under review, not the answer's proposal.
func (t *text) changesRequested() {
	for si, s := range t.sents {
		if si == 0 || s.speaker == 0 {
			continue
		}
		tag := strings.ToLower(t.src[s.line : s.line+s.speaker])
		if !strings.Contains(tag, "changes requested") && !strings.Contains(tag, "requested changes") {
			continue
		}
		t.toks[s.first].flags |= fHypothetical
		t.suppose(t.sents[0].first, t.sents[si-1].last, s.first)
		return
	}
}

// repliedMessage returns the first sentence of the message that the
// reply opening sentence si answers: the message before it, or the one
// before that when the message before is a word or three that says
// nothing ("hm idk", "?", "+1"), so that "nah that's backwards" answers
// the claim, not the shrug.
func (t *text) repliedMessage(si int) int {
	m := t.messageStart(si - 1)
	for hops := 0; m > 0 && hops < 2; hops++ {
		words := 0
		for i := m; i < si; i++ {
			words += t.sents[i].last - t.afterSpeaker(t.sents[i])
		}
		if words > 3 {
			break
		}
		m = t.messageStart(m - 1)
	}
	return m
}

// concessionWords in a message take back the same speaker's message
// before it: "hugo: fair, my bad", "jlow: ok, withdrawn my approval".
var concessionWords = mustIndex("my bad", "stand corrected", "withdraw*", "withdrawn", "you are right",
	"fair enough", "i was wrong", "retract*", "scratch that", "scrap that", "point taken", "fair point",
	"take that back", "take it back", "taking that back", "taking it back",
	// "ok ok understood", "hm. guess it buys nothing", "right, so not catalog"
	"understood", "got it", "i see", "guess not", "right so not", "so not", "lol ok", "lol okay")

// concessions in a conversation: a message that concedes takes back the
// same speaker's previous message.
func (t *text) speakerConcessions() {
	if len(t.speakers) == 0 {
		return
	}
	// The index's candidates and walker are built once for all messages.
	w, cands := concessionWords.phraseWalker(t, nil)
	for si := range t.sents {
		s := t.sents[si]
		if s.speaker == 0 {
			continue
		}
		if k := t.afterSpeaker(s); !t.concedes(s, k, w, cands) {
			// "A: Oh. OK, then scrap that, it's not the catalog service."
			if s.last-k > 3 || si+1 >= len(t.sents) || t.sents[si+1].speaker > 0 ||
				!t.concedes(t.sents[si+1], t.sents[si+1].first, w, cands) {
				continue
			}
		}
		name := t.speakerName(si)
		for pi := si - 1; pi >= 0; pi-- {
			p := t.sents[pi]
			if p.speaker == 0 {
				continue
			}
			if t.speakerName(pi) == name {
				end := pi + 1
				for end < si && t.sents[end].speaker == 0 {
					end++
				}
				// What the speaker concedes is the idea, not the facts
				// around it: the message's red flags go, its key points
				// stand.
				t.toks[s.first].flags |= fHypothetical
				t.suppose(p.first, t.sents[end-1].last, s.first)
				break
			}
		}
	}
}

// concedes reports whether sentence s concedes in its first words from
// k, or opens with "fair".
func (t *text) concedes(s sentence, k int, w *walker, cands wordCands) bool {
	if k == s.first && s.speaker > 0 || k >= s.last {
		return false
	}
	for k+1 < s.last && (t.toks[k].low == "ok" || t.toks[k].low == "okay" || t.toks[k].low == "ah" || t.toks[k].low == "oh" ||
		t.toks[k].low == "yeah" || t.toks[k].low == "hmm") {
		k++ // "Ah, fair. Switching to the annotation."
	}
	if t.toks[k].low == "fair" {
		return true
	}
	for j := k; j < s.last && j < k+6; j++ {
		if !cands.none(t.toks[j].word) && concessionWords.matchesAt(t, w, cands, j) {
			return true
		}
	}
	return false
}

// replyTo returns the sentence that answers question q: the next one, or
// in a conversation the first message after q by another speaker, so that
// "Daniel: Can we just raise the connect timeout? like 20s" is answered
// by "Marta: I'd rather not."
func (t *text) replyTo(q int) int {
	if t.sents[t.messageStart(q)].speaker == 0 {
		return q + 1
	}
	asker := t.speakerName(t.messageStart(q))
	for j := q + 1; j < len(t.sents) && j <= q+3; j++ {
		if t.sents[j].speaker > 0 {
			if t.speakerName(j) != asker {
				return j
			}
			break
		}
	}
	return q + 1
}

// speakerName returns the name of the speaker whose tag opens sentence si.
func (t *text) speakerName(si int) string {
	_, name, _ := speakerTag(t.src[t.sents[si].line:])
	return name
}
