package quiz

import (
	"cmp"
	"slices"
	"strings"
	"time"
	"unicode"
)

// Filter narrows the bank; empty fields match everything, and the fields
// combine.
type Filter struct {
	// Text matches when every word of it occurs in the title, the question
	// or the topics, ignoring case.
	Text       string
	Level      Level
	Importance Importance
	Topic      string
}

// Search returns the questions that pass f, in bank order.
func (b *Bank) Search(f Filter) []*Question {
	words := searchWords(f.Text)
	var out []*Question
	for _, q := range b.questions {
		if f.Level != "" && q.Level != f.Level ||
			f.Importance != "" && q.Importance != f.Importance ||
			f.Topic != "" && !slices.Contains(q.Topics, f.Topic) {
			continue
		}
		if len(words) > 0 && !containsAll(b.haystack(q), words) {
			continue
		}
		out = append(out, q)
	}
	return out
}

// haystack is the lower-cased text a search looks in.
func (b *Bank) haystack(q *Question) string {
	if h, ok := b.search[q.ID]; ok {
		return h
	}
	return searchText(q)
}

func searchText(q *Question) string {
	return strings.ToLower(strings.Join([]string{q.Title, q.QuestionText, strings.Join(q.Topics, " "), q.ID}, "\n"))
}

func searchWords(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '-'
	})
}

func containsAll(haystack string, words []string) bool {
	for _, w := range words {
		if !strings.Contains(haystack, w) {
			return false
		}
	}
	return true
}

// Next picks the question a guest should practise next from candidates:
// one never tried comes first (the most important, then the bank order);
// otherwise the one with the lowest last score, a failed attempt counting
// as zero, the oldest attempt breaking ties. last maps question ids to the
// guest's latest scored attempt. It returns nil when candidates is empty.
func Next(candidates []*Question, last map[string]*Attempt) *Question {
	var best *Question
	var bestKey nextKey
	for _, q := range candidates {
		k := nextKeyFor(q, last[q.ID])
		if best == nil || k.less(bestKey) {
			best, bestKey = q, k
		}
	}
	return best
}

type nextKey struct {
	tried      bool
	importance int
	score      float64
	when       time.Time
}

func nextKeyFor(q *Question, a *Attempt) nextKey {
	k := nextKey{importance: slices.Index(Importances, q.Importance)}
	if a != nil {
		k.tried = true
		k.score = a.Score
		if a.Failed {
			k.score = 0
		}
		k.when = a.CreatedAt
	}
	return k
}

func (k nextKey) less(o nextKey) bool {
	if k.tried != o.tried {
		return !k.tried
	}
	if !k.tried {
		return k.importance < o.importance
	}
	return cmp.Or(cmp.Compare(k.score, o.score), k.when.Compare(o.when)) < 0
}
