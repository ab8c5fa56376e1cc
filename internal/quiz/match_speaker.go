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
}

// maxSpeakerWords is how many words a speaker's name may have: "Ngozi
// Okafor", "sam from infra".
const maxSpeakerWords = 3

// writingVerbs after a name make it a speaker: "bob commented:".
var writingVerbs = set("commented", "wrote", "said", "replied", "says", "writes", "asked", "answered",
	"posted", "responded", "approved", "requested", "reviewed")

// speakerTag parses the tag that opens line s: an optional "> " and
// "[10:04] ", one to three words, an optional time or verb of writing, and
// a colon followed by a blank or the end of the line. It returns the
// length of the tag, the name in lower case and whether a time or verb
// came with it; n is 0 when s opens with no tag.
func speakerTag(s string) (n int, name string, strong bool) {
	i := 0
	for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '>') {
		i++
	}
	if i < len(s) && s[i] == '[' {
		j := i + 1
		for j < len(s) && j < i+12 && (isDigit(s[j]) || s[j] == ':' || s[j] == ' ' || s[j] == 'a' || s[j] == 'p' || s[j] == 'm') {
			j++
		}
		if j < len(s) && s[j] == ']' && j > i+1 {
			i, strong = j+1, true
			for i < len(s) && s[i] == ' ' {
				i++
			}
		}
	}
	start := i
	words := 0
	for words < maxSpeakerWords+1 {
		j := i
		for j < len(s) && j < i+24 && speakerRune(s[j]) {
			j++
		}
		if j == i || !isLetter(s[i]) && s[i] != '@' {
			break
		}
		w := s[i:j]
		words++
		if writingVerbs[strings.ToLower(w)] && words > 1 {
			// "bob commented:", "alice commented on deploy.yaml, line 31:",
			// "mfischer requested changes:": the name is before the verb,
			// and the tag runs to a colon that ends the line.
			name = strings.ToLower(strings.TrimSpace(s[start:i]))
			rest := s[j:]
			if nl := strings.IndexByte(rest, '\n'); nl >= 0 {
				rest = rest[:nl]
			}
			if c := strings.IndexByte(rest, ':'); c >= 0 && c < 60 &&
				(strings.TrimSpace(rest[c+1:]) == "" || c+1 < len(rest) && rest[c+1] == ' ' && !strings.Contains(rest[:c], ",")) {
				return j + c + 1, name, true
			}
			return 0, "", false
		}
		i = j
		if i+1 < len(s) && s[i] == ' ' && isDigit(s[i+1]) {
			// "dana 10:04:", "dana 10:04 am:"
			k := i + 1
			for k < len(s) && k < i+3 && isDigit(s[k]) {
				k++
			}
			if k+2 < len(s) && s[k] == ':' && isDigit(s[k+1]) && isDigit(s[k+2]) {
				k += 3
				rest := strings.TrimLeft(s[k:], " apmAPM.")
				i, strong = len(s)-len(rest), true
			}
			break
		}
		if i >= len(s) || s[i] != ' ' {
			break
		}
		i++
	}
	if words == 0 || words > maxSpeakerWords || i >= len(s) || s[i] != ':' {
		return 0, "", false
	}
	if i+1 < len(s) && s[i+1] != ' ' && s[i+1] != '\t' && s[i+1] != '\n' && s[i+1] != '\r' {
		return 0, "", false // "https://", "10:04"
	}
	name = strings.ToLower(strings.TrimSpace(s[start:i]))
	return i + 1, name, strong
}

func speakerRune(b byte) bool {
	return isLetter(b) || isDigit(b) || b == '.' || b == '_' || b == '-' || b == '@' || b == '\''
}

func isLetter(b byte) bool { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= 0x80 }

func isDigit(b byte) bool { return b >= '0' && b <= '9' }

// findSpeakers collects the tags that open the lines of the answer.
func (t *text) findSpeakers() {
	t.speakers = t.speakers[:0]
	src := t.src
	for len(src) > 0 {
		line := src
		if nl := strings.IndexByte(src, '\n'); nl >= 0 {
			line, src = src[:nl], src[nl+1:]
		} else {
			src = ""
		}
		n, name, strong := speakerTag(line)
		if n == 0 {
			continue
		}
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
			if sp.strong || sp.lines >= 2 {
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
	end := s.start + s.speaker
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
	between := strings.TrimSpace(t.src[s.start+s.speaker : t.toks[k].start])
	if strings.HasPrefix(between, ":-1:") || strings.HasPrefix(between, "👎") {
		return true
	}
	return t.toks[k].low == "thumbsdown" || t.toks[k].low == "1" && strings.HasSuffix(between, ":-")
}

// verdictReply reports whether the clause at k is a verdict with no
// subject of its own, which a reply passes on the message before it:
// "won't help", "doesn't help here", "not the fix".
func verdictReply(toks []token, k int) bool {
	j := k
	switch toks[j].low {
	case "will", "would", "does", "do", "did", "can", "could", "is", "that", "it":
		j++
		if j < len(toks) && toks[j].low == "is" {
			j++ // "that is not it"
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

// concessionWords in a message take back the same speaker's message
// before it: "hugo: fair, my bad", "jlow: ok, withdrawn my approval".
var concessionWords = mustIndex("my bad", "stand corrected", "withdraw*", "withdrawn", "you are right",
	"fair enough", "i was wrong", "retract*", "scratch that", "scrap that", "point taken")

// concessions in a conversation: a message that concedes takes back the
// same speaker's previous message.
func (t *text) speakerConcessions() {
	if len(t.speakers) == 0 {
		return
	}
	for si := range t.sents {
		s := t.sents[si]
		if s.speaker == 0 {
			continue
		}
		if !t.concedes(s, t.afterSpeaker(s)) {
			// "A: Oh. OK, then scrap that, it's not the catalog service."
			if k := t.afterSpeaker(s); s.last-k > 3 || si+1 >= len(t.sents) || t.sents[si+1].speaker > 0 ||
				!t.concedes(t.sents[si+1], t.sents[si+1].first) {
				continue
			}
		}
		_, name, _ := speakerTag(t.src[s.line:])
		for pi := si - 1; pi >= 0; pi-- {
			p := t.sents[pi]
			if p.speaker == 0 {
				continue
			}
			if _, pn, _ := speakerTag(t.src[p.line:]); pn == name {
				end := pi + 1
				for end < si && t.sents[end].speaker == 0 {
					end++
				}
				t.reject(p.first, t.sents[end-1].last, s.first)
				break
			}
		}
	}
}

// concedes reports whether sentence s concedes in its first words from
// k, or opens with "fair".
func (t *text) concedes(s sentence, k int) bool {
	if k == s.first && s.speaker > 0 || k >= s.last {
		return false
	}
	if t.toks[k].low == "fair" || t.toks[k].low == "ok" && next(t.toks, k) == "fair" {
		return true
	}
	cands := concessionWords.perWord(t.words, t.cands)
	t.cands = cands
	w := concessionWords.newWalker(t, cands, func(_ *trieNode, _ int) bool { return false })
	for j := k; j < s.last && j < k+6; j++ {
		if concessionWords.matchesAt(t, w, cands, j) {
			return true
		}
	}
	return false
}
