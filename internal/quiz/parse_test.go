package quiz

import (
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

// validFile is a small question that passes every check; the malformed
// cases below each break one thing in it.
const validFile = `---
id: sample
title: A sample question
level: senior
importance: should-know
frequency: 38
topics: [service-mesh, kubernetes]
timing: {basics: 20, solid: 50}
sim: sidecar-startup
key_points:
  - id: redirect-before-proxy
    text: Redirection is in force before the proxy serves
    signals:
      - [redirect*, iptables]
      - [before, "not ready"]
red_flags:
  - id: raises-timeout
    text: Raises the timeout
    signals:
      - [timeout*]
      - [increas*, rais*]
  - id: redirect-waits
    text: Thinks redirection waits for the proxy
    signals:
      - [redirect*]
      - ["only once"]
    contradicts: redirect-before-proxy
    unless: [sarcasm, "just kidding"]
  - id: ignores-redirect
    text: Never mentions redirection
    omits: redirect-before-proxy
---

## Question

Why do the first calls fail?

## Basics

The iptables redirect is in place before the proxy is ready.

## Solid answer

Traffic is redirected before the proxy listens, so **early** calls fail.

## Code

` + "```yaml\nkind: Pod\n```" + `

## Go deeper

### Junior

Knows the sidecar is a container.

### Middle

Explains connection refused.

### Senior

Fixes the order.

### Principal

Makes it a platform default.

## Deep dive

### Why the log is silent

The proxy answered.

## Follow-ups

### Why do Jobs hang? {question=other}

The proxy never exits.

### Why not a timeout?

It hides the bug.

## References

- [Sidecars](https://kubernetes.io/docs/concepts/workloads/pods/sidecar-containers/)
`

const otherFile = `---
id: other
title: Another question
level: junior
importance: must-know
frequency: 10
topics: [kubernetes]
timing: {basics: 10, solid: 30}
related: [sample]
key_points:
  - id: a
    text: A point
    signals: [[proxy]]
red_flags:
  - id: b
    text: A flag
    signals: [[database]]
---

## Question

Q?

## Basics

The proxy.

## Solid answer

The proxy again.

## Go deeper

### Junior

j

### Middle

m

### Senior

s

### Principal

p

## Follow-ups

### F?

A.
`

func presetExists(name string) bool { return name == "sidecar-startup" }

func TestLoadValid(t *testing.T) {
	bank, err := Load(fstest.MapFS{
		"sample.md": {Data: []byte(validFile)},
		"other.md":  {Data: []byte(otherFile)},
		"README":    {Data: []byte("not a question")},
	}, LoadOptions{SimPresetExists: presetExists})
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	if got := len(bank.Questions()); got != 2 {
		t.Fatalf("got %d questions, want 2", got)
	}
	if first := bank.Questions()[0].ID; first != "other" {
		t.Errorf("bank order starts with %q, want the junior question first", first)
	}
	q, ok := bank.Question("sample")
	if !ok {
		t.Fatal("sample not found")
	}
	checks := []struct {
		name string
		ok   bool
	}{
		{"title", q.Title == "A sample question"},
		{"level", q.Level == Senior},
		{"importance", q.Importance == ShouldKnow},
		{"frequency", q.Frequency == 38},
		{"topics", strings.Join(q.Topics, ",") == "service-mesh,kubernetes"},
		{"timing", q.Timing == Timing{Basics: 20, Solid: 50}},
		{"sim", q.Sim == "sidecar-startup"},
		{"key point signals", len(q.KeyPoints) == 1 && len(q.KeyPoints[0].Signals) == 2 && q.KeyPoints[0].Signals[1][1] == "not ready"},
		{"omits", q.RedFlags[2].Omits == "redirect-before-proxy"},
		{"contradicts", q.RedFlags[1].Contradicts == "redirect-before-proxy"},
		{"unless", slices.Equal(q.RedFlags[1].Unless, SignalGroup{"sarcasm", "just kidding"})},
		{"question html", strings.Contains(q.QuestionHTML, "<p>Why do the first calls fail?</p>")},
		{"solid html keeps markup", strings.Contains(q.SolidHTML, "<strong>early</strong>")},
		{"solid text drops markup", q.SolidText == "Traffic is redirected before the proxy listens, so early calls fail."},
		{"code highlighted with classes", strings.Contains(q.CodeHTML, `class="chroma"`) && !strings.Contains(q.CodeHTML, "style=")},
		{"four levels", len(q.GoDeeper) == 4 && strings.Contains(q.GoDeeper[Principal], "platform default")},
		{"deep dive", len(q.DeepDive) == 1 && q.DeepDive[0].Title == "Why the log is silent"},
		{"follow-ups", len(q.FollowUps) == 2 && q.FollowUps[0].Question == "Why do Jobs hang?" && q.FollowUps[0].QuestionID == "other" && q.FollowUps[1].QuestionID == ""},
		{"follow-up answer", strings.Contains(q.FollowUps[1].AnswerHTML, "It hides the bug.")},
		{"references", strings.Contains(q.References, "kubernetes.io")},
		{"topics list", strings.Join(bank.Topics(), ",") == "kubernetes,service-mesh"},
	}
	for _, c := range checks {
		if !c.ok {
			t.Errorf("%s: not as written in the file", c.name)
		}
	}
}

// TestParseErrors breaks the valid file in one place per case and expects
// the error to name the file and line.
func TestParseErrors(t *testing.T) {
	cases := []struct {
		name    string
		edit    func(string) string
		wantErr string
	}{
		{"no front matter", func(s string) string { return strings.TrimPrefix(s, "---\n") }, "sample.md:1: the file must start with a front matter block"},
		{"front matter not closed", func(s string) string { return strings.Replace(s, "---\n\n## Question", "\n## Question", 1) }, "sample.md:1: the front matter block opened on line 1 is never closed"},
		{"bad yaml", func(s string) string { return strings.Replace(s, "title: A sample question", "title: a: b", 1) }, "sample.md:3: front matter is not valid YAML: mapping values are not allowed"},
		{"unknown key", func(s string) string { return strings.Replace(s, "frequency: 38", "frequency: 38\ncolour: blue", 1) }, `sample.md:7: unknown front matter key "colour"`},
		{"missing title", func(s string) string { return strings.Replace(s, "title: A sample question\n", "", 1) }, "sample.md:1: front matter is missing title"},
		{"id differs from file", func(s string) string { return strings.Replace(s, "id: sample", "id: simple", 1) }, `sample.md:2: id "simple" must match the file name "sample.md"`},
		{"bad level", func(s string) string { return strings.Replace(s, "level: senior", "level: expert", 1) }, `sample.md:4: level "expert" is not one of junior, middle, senior, principal`},
		{"bad importance", func(s string) string { return strings.Replace(s, "importance: should-know", "importance: vital", 1) }, `sample.md:5: importance "vital"`},
		{"frequency out of range", func(s string) string { return strings.Replace(s, "frequency: 38", "frequency: 140", 1) }, "sample.md:6: frequency must be a percentage from 0 to 100"},
		{"frequency not a number", func(s string) string { return strings.Replace(s, "frequency: 38", "frequency: often", 1) }, "sample.md:6: frequency: cannot unmarshal"},
		{"topic not a slug", func(s string) string { return strings.Replace(s, "service-mesh", "Service Mesh", 1) }, `sample.md:7: topics entry "Service Mesh" must be lower-case words joined by hyphens`},
		{"timing negative", func(s string) string { return strings.Replace(s, "basics: 20", "basics: -5", 1) }, "sample.md:8: timing.basics must be a number of seconds from 1 to 3600"},
		{"unknown sim preset", func(s string) string { return strings.Replace(s, "sim: sidecar-startup", "sim: nope", 1) }, `sample.md:9: sim preset "nope" does not exist`},
		{"key point without signals", func(s string) string {
			return strings.Replace(s, "    signals:\n      - [redirect*, iptables]\n      - [before, \"not ready\"]\n", "", 1)
		}, `sample.md:11: key point "redirect-before-proxy" needs signals`},
		{"empty signal group", func(s string) string { return strings.Replace(s, "- [redirect*, iptables]", "- []", 1) }, "sample.md:14: each signal group must be a non-empty list"},
		{"duplicate rubric id", func(s string) string { return strings.Replace(s, "id: ignores-redirect", "id: raises-timeout", 1) }, `rubric id "raises-timeout" is used twice`},
		{"omits unknown key point", func(s string) string {
			return strings.Replace(s, "omits: redirect-before-proxy", "omits: nothing-here", 1)
		}, `red flag "ignores-redirect" omits "nothing-here", which is not a key point`},
		{"red flag with neither", func(s string) string { return strings.Replace(s, "    omits: redirect-before-proxy\n", "", 1) }, `red flag "ignores-redirect" needs signals or omits`},
		{"contradicts unknown key point", func(s string) string {
			return strings.Replace(s, "contradicts: redirect-before-proxy", "contradicts: nothing-here", 1)
		}, `red flag "redirect-waits" contradicts "nothing-here", which is not a key point`},
		{"contradicts on a key point", func(s string) string {
			return strings.Replace(s, "    text: Redirection is in force before the proxy serves\n", "    text: Redirection is in force before the proxy serves\n    contradicts: x\n", 1)
		}, "sample.md:13: contradicts belongs on red flags only"},
		{"refuted_by unknown key point", func(s string) string {
			return strings.Replace(s, "    contradicts: redirect-before-proxy\n", "    contradicts: redirect-before-proxy\n    refuted_by: nothing-here\n", 1)
		}, `red flag "redirect-waits" is refuted by "nothing-here", which is not a key point`},
		{"refuted_by on a key point", func(s string) string {
			return strings.Replace(s, "    text: Redirection is in force before the proxy serves\n", "    text: Redirection is in force before the proxy serves\n    refuted_by: x\n", 1)
		}, "sample.md:13: refuted_by belongs on red flags only"},
		{"rivals on a key point", func(s string) string {
			return strings.Replace(s, "    text: Redirection is in force before the proxy serves\n", "    text: Redirection is in force before the proxy serves\n    rivals: [x]\n", 1)
		}, "sample.md:13: rivals belongs on red flags only"},
		{"omits on a key point", func(s string) string {
			return strings.Replace(s, "    text: Redirection is in force before the proxy serves\n", "    text: Redirection is in force before the proxy serves\n    omits: x\n", 1)
		}, "sample.md:13: omits belongs on red flags only"},
		{"missing section", func(s string) string {
			return strings.Replace(s, "## Basics\n\nThe iptables redirect is in place before the proxy is ready.\n", "", 1)
		}, `the body is missing the section "## Basics"`},
		{"unknown section", func(s string) string { return strings.Replace(s, "## Deep dive", "## Trivia", 1) }, `unknown section "Trivia"`},
		{"duplicate section", func(s string) string { return s + "\n## Basics\n\nAgain.\n" }, `section "Basics" is given twice`},
		{"empty section", func(s string) string { return strings.Replace(s, "Why do the first calls fail?\n", "", 1) }, `sample.md:34: section "Question" is empty`},
		{"text before the first section", func(s string) string {
			return strings.Replace(s, "---\n\n## Question", "---\n\nStray words.\n\n## Question", 1)
		}, "sample.md:34: text before the first section"},
		{"missing level", func(s string) string {
			return strings.Replace(s, "### Principal\n\nMakes it a platform default.\n", "", 1)
		}, `Go deeper is missing "### Principal"`},
		{"wrong level", func(s string) string { return strings.Replace(s, "### Principal", "### Staff", 1) }, `Go deeper has "Staff"`},
		{"follow-up without answer", func(s string) string { return strings.Replace(s, "It hides the bug.\n", "", 1) }, `follow-up "Why not a timeout?" has no answer`},
		{"follow-up unknown attribute", func(s string) string { return strings.Replace(s, "{question=other}", "{answer=other}", 1) }, `follow-up attribute "answer" is unknown`},
		{"follow-up to missing question", func(s string) string { return strings.Replace(s, "{question=other}", "{question=missing}", 1) }, `links to question "missing", which does not exist`},
		{"related to missing question", func(s string) string {
			return strings.Replace(s, "sim: sidecar-startup", "sim: sidecar-startup\nrelated: [ghost]", 1)
		}, `sample.md:10: related question "ghost" does not exist`},
		{"bad signal alternative", func(s string) string { return strings.Replace(s, "[timeout*]", "[\"*\"]", 1) }, "signals:"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Load(fstest.MapFS{
				"sample.md": {Data: []byte(c.edit(validFile))},
				"other.md":  {Data: []byte(otherFile)},
			}, LoadOptions{SimPresetExists: presetExists})
			if err == nil {
				t.Fatalf("Load succeeded; want an error containing %q", c.wantErr)
			}
			if !strings.Contains(err.Error(), c.wantErr) {
				t.Fatalf("error\n%v\ndoes not contain %q", err, c.wantErr)
			}
			for _, e := range AsErrorList(err) {
				if e.File == "" {
					t.Errorf("error without a file: %v", e)
				}
			}
		})
	}
}

func TestLoadReportsEveryProblem(t *testing.T) {
	broken := strings.NewReplacer("level: senior", "level: expert", "frequency: 38", "frequency: 140").Replace(validFile)
	_, err := Load(fstest.MapFS{"sample.md": {Data: []byte(broken)}, "other.md": {Data: []byte(otherFile)}}, LoadOptions{})
	if got := len(AsErrorList(err)); got != 2 {
		t.Fatalf("got %d problems, want 2:\n%v", got, err)
	}
}

func TestLoadDuplicateIDs(t *testing.T) {
	_, err := Load(fstest.MapFS{
		"other.md":  {Data: []byte(otherFile)},
		"copy.md":   {Data: []byte(strings.Replace(otherFile, "id: other", "id: copy", 1))},
		"sample.md": {Data: []byte(validFile)},
	}, LoadOptions{})
	if err != nil {
		t.Fatalf("distinct ids: %v", err)
	}
	_, err = Load(fstest.MapFS{}, LoadOptions{})
	if err == nil || !strings.Contains(err.Error(), "no question files") {
		t.Fatalf("empty folder: got %v", err)
	}
}

func FuzzParseFile(f *testing.F) {
	f.Add([]byte(validFile))
	f.Add([]byte(otherFile))
	f.Add([]byte("---\n---\n"))
	f.Add([]byte("---\nid: [\n---\n## Question\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		q, err := ParseFile("fuzz.md", src, LoadOptions{})
		if err == nil && q == nil {
			t.Fatal("no question and no error")
		}
		for _, e := range AsErrorList(err) {
			if e.File != "fuzz.md" || e.Msg == "" {
				t.Fatalf("malformed error %#v", e)
			}
		}
	})
}
