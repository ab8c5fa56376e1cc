package quiz

import (
	"cmp"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"
)

// MaxFileSize bounds a content file; a question is a few pages of prose.
const MaxFileSize = 1 << 20

// Bank is the parsed, validated set of questions. It is read-only once
// loaded and safe for concurrent use.
type Bank struct {
	questions []*Question
	byID      map[string]*Question
	topics    []string
	// search holds each question's lower-cased searchable text.
	search map[string]string
}

// LoadOptions tune validation to what the rest of the program knows.
type LoadOptions struct {
	// SimPresetExists reports whether a simulator preset name is known.
	// When nil, sim names are not checked.
	SimPresetExists func(name string) bool
}

// Load parses every "*.md" file in the root of fsys and validates the set:
// each file on its own, then the links between them. It returns every
// problem found, as an ErrorList, or the bank.
func Load(fsys fs.FS, opts LoadOptions) (*Bank, error) {
	entries, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return nil, fmt.Errorf("read content folder: %w", err)
	}
	var (
		errs      ErrorList
		questions []*Question
		lines     = map[string]map[string]int{}
	)
	for _, e := range entries {
		if name, ok := strings.CutSuffix(e.Name(), ".stance"); ok && !e.IsDir() {
			if _, err := fs.Stat(fsys, name+".md"); err != nil {
				errs = append(errs, &FormatError{File: e.Name(), Msg: fmt.Sprintf("a stance model for no question: there is no %s.md", name)})
			}
			continue // read with its question
		}
		if e.IsDir() || path.Ext(e.Name()) != ".md" {
			continue
		}
		src, err := fs.ReadFile(fsys, e.Name())
		if err != nil {
			errs = append(errs, &FormatError{File: e.Name(), Msg: err.Error()})
			continue
		}
		q, keyLines, err := parse(e.Name(), src, opts)
		errs = append(errs, AsErrorList(err)...)
		if q != nil {
			if err := loadStance(fsys, q); err != nil {
				errs = append(errs, err)
			}
			questions = append(questions, q)
			lines[q.ID] = keyLines
		}
	}
	if len(questions) == 0 && len(errs) == 0 {
		errs = append(errs, &FormatError{File: ".", Msg: "no question files (*.md) found"})
	}
	errs = append(errs, checkLinks(questions, lines)...)
	if len(errs) > 0 {
		slices.SortStableFunc(errs, func(a, b *FormatError) int {
			return cmp.Or(strings.Compare(a.File, b.File), cmp.Compare(a.Line, b.Line))
		})
		return nil, errs
	}
	return NewBank(questions), nil
}

// loadStance reads the stance model beside question q's file, if there is
// one, and has q's matcher use it.
func loadStance(fsys fs.FS, q *Question) *FormatError {
	name := strings.TrimSuffix(q.File, ".md") + ".stance"
	src, err := fs.ReadFile(fsys, name)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return &FormatError{File: name, Msg: err.Error()}
	}
	s, err := ParseStanceModel(src)
	if err == nil {
		err = checkStanceItems(s, q)
	}
	if err != nil {
		return &FormatError{File: name, Msg: err.Error()}
	}
	if q.matcher != nil {
		q.matcher = q.matcher.WithStance(s)
	}
	return nil
}

// ParseFile parses and validates one question file on its own; links to
// other questions are not checked.
func ParseFile(name string, src []byte, opts LoadOptions) (*Question, error) {
	q, _, err := parse(name, src, opts)
	if err != nil {
		return nil, err
	}
	return q, nil
}

// parse returns the question even when it has problems, so that the links
// of a whole folder can still be checked; keyLines maps front matter keys
// (and "key_points/ID", "red_flags/ID") to their lines.
func parse(name string, src []byte, opts LoadOptions) (*Question, map[string]int, error) {
	c := &collector{file: name}
	if len(src) > MaxFileSize {
		c.add(0, "file is %d bytes; the limit is %d", len(src), MaxFileSize)
		return nil, nil, c.errs.err()
	}
	front, bodySrc, bodyLine, err := splitFrontMatter(src)
	if err != nil {
		c.add(1, "%v", err)
		return nil, nil, c.errs.err()
	}
	q := &Question{File: name}
	fm := &frontMatter{c: c, lineOffset: 1, keyLines: map[string]int{}}
	fm.decode(front, q)
	newBody(c, bodySrc, bodyLine, fm.keyLines).decode(q)
	validate(c, q, fm.keyLines, opts)
	q.lines = fm.keyLines
	return q, fm.keyLines, c.errs.err()
}

// validate checks what spans several keys of one file.
func validate(c *collector, q *Question, keyLines map[string]int, opts LoadOptions) {
	if want := strings.TrimSuffix(path.Base(q.File), ".md"); q.ID != "" && q.ID != want {
		c.add(keyLines["id"], "id %q must match the file name %q", q.ID, want+".md")
	} else if q.ID != "" && !idPattern.MatchString(q.ID) {
		c.add(keyLines["id"], "id %q must be lower-case words joined by hyphens", q.ID)
	}
	ids := map[string]bool{}
	keyPoints := map[string]bool{}
	for _, it := range q.KeyPoints {
		keyPoints[it.ID] = true
	}
	for _, group := range []struct {
		key   string
		items []RubricItem
	}{{"key_points", q.KeyPoints}, {"red_flags", q.RedFlags}} {
		for _, it := range group.items {
			if it.ID == "" {
				continue
			}
			if ids[it.ID] {
				c.add(keyLines[group.key+"/"+it.ID], "rubric id %q is used twice in this question", it.ID)
			}
			ids[it.ID] = true
			if it.Omits != "" && !keyPoints[it.Omits] {
				c.add(keyLines[group.key+"/"+it.ID], "red flag %q omits %q, which is not a key point of this question", it.ID, it.Omits)
			}
			if it.Contradicts != "" && !keyPoints[it.Contradicts] {
				c.add(keyLines[group.key+"/"+it.ID], "red flag %q contradicts %q, which is not a key point of this question", it.ID, it.Contradicts)
			}
			if it.RefutedBy != "" && !keyPoints[it.RefutedBy] {
				c.add(keyLines[group.key+"/"+it.ID], "red flag %q is refuted by %q, which is not a key point of this question", it.ID, it.RefutedBy)
			}
		}
	}
	if q.Sim != "" && opts.SimPresetExists != nil && !opts.SimPresetExists(q.Sim) {
		c.add(keyLines["sim"], "sim preset %q does not exist", q.Sim)
	}
	for i, id := range q.Related {
		if id == q.ID {
			c.add(keyLines["related"], "related lists the question itself")
		}
		if slices.Contains(q.Related[:i], id) {
			c.add(keyLines["related"], "related lists %q twice", id)
		}
	}
	if m, err := NewMatcher(q.KeyPoints, q.RedFlags); err != nil {
		c.add(keyLines["key_points"], "signals: %v", err)
	} else {
		q.matcher = m
	}
}

// checkLinks reports ids named in related, follow-ups and duplicates across
// the folder.
func checkLinks(questions []*Question, lines map[string]map[string]int) ErrorList {
	var errs ErrorList
	byID := map[string]*Question{}
	for _, q := range questions {
		if q.ID == "" {
			continue
		}
		if prev, dup := byID[q.ID]; dup {
			errs = append(errs, &FormatError{File: q.File, Line: lines[q.ID]["id"], Msg: fmt.Sprintf("id %q is already used by %s", q.ID, prev.File)})
			continue
		}
		byID[q.ID] = q
	}
	for _, q := range questions {
		for _, id := range q.Related {
			if byID[id] == nil {
				errs = append(errs, &FormatError{File: q.File, Line: lines[q.ID]["related"], Msg: fmt.Sprintf("related question %q does not exist", id)})
			}
		}
		for _, f := range q.FollowUps {
			if f.QuestionID != "" && byID[f.QuestionID] == nil {
				errs = append(errs, &FormatError{File: q.File, Line: lines[q.ID]["follow_ups/"+f.Question], Msg: fmt.Sprintf("follow-up %q links to question %q, which does not exist", f.Question, f.QuestionID)})
			}
		}
	}
	return errs
}

// NewBank orders questions from junior to principal, then by title, and
// indexes them. It trusts its input; use Load for content from files.
func NewBank(questions []*Question) *Bank {
	b := &Bank{questions: slices.Clone(questions), byID: map[string]*Question{}, search: map[string]string{}}
	slices.SortFunc(b.questions, func(x, y *Question) int {
		return cmp.Or(
			cmp.Compare(slices.Index(Levels, x.Level), slices.Index(Levels, y.Level)),
			strings.Compare(x.Title, y.Title),
		)
	})
	topics := map[string]bool{}
	for _, q := range b.questions {
		b.byID[q.ID] = q
		b.search[q.ID] = searchText(q)
		for _, t := range q.Topics {
			topics[t] = true
		}
	}
	for t := range topics {
		b.topics = append(b.topics, t)
	}
	slices.Sort(b.topics)
	return b
}

// Questions returns every question in bank order. The slice is shared:
// do not modify it.
func (b *Bank) Questions() []*Question { return b.questions }

// Question returns the question with the given id.
func (b *Bank) Question(id string) (*Question, bool) {
	q, ok := b.byID[id]
	return q, ok
}

// Topics returns every topic used in the bank, sorted.
func (b *Bank) Topics() []string { return b.topics }
