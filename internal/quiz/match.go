package quiz

// MaxAnswerLen is the longest answer, in characters, that the hints
// endpoint accepts; longer bodies are refused with 400. Match itself stays
// safe and linear on longer input.
const MaxAnswerLen = 20000

// Hints is what the matcher suggests for one answer.
type Hints struct {
	// Covered lists the key points the answer covers, in rubric order.
	Covered []string `json:"covered"`
	// Said lists the red flags the answer says, in rubric order.
	Said []string `json:"said"`
	// Omitted lists the red flags raised because the key point they name
	// in omits is not covered, in rubric order.
	Omitted []string `json:"omitted"`
	// Evidence maps each covered and said id to what triggered it.
	Evidence map[string]Evidence `json:"evidence"`
}

// Evidence is the sentence that triggered a suggestion, with its byte
// offsets in the original answer so that a page can highlight it.
type Evidence struct {
	Sentence string `json:"sentence"`
	Start    int    `json:"start"`
	End      int    `json:"end"`
}

// Matcher finds a question's key points and red flags in typed answers.
// It is compiled once from the rubric and is safe for concurrent use.
type Matcher struct {
	keyPoints, redFlags []RubricItem
}

// NewMatcher compiles the signals of a question's key points and red flags.
// (Placeholder while the real matcher is written.)
func NewMatcher(keyPoints, redFlags []RubricItem) (*Matcher, error) {
	return &Matcher{keyPoints: keyPoints, redFlags: redFlags}, nil
}

// Match suggests the key points and red flags found in answer.
// (Placeholder while the real matcher is written.)
func (m *Matcher) Match(answer string) Hints {
	h := Hints{Covered: []string{}, Said: []string{}, Omitted: []string{}, Evidence: map[string]Evidence{}}
	for _, rf := range m.redFlags {
		if rf.Omits != "" {
			h.Omitted = append(h.Omitted, rf.ID)
		}
	}
	return h
}
