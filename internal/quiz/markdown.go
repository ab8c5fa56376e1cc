package quiz

import (
	"bytes"
	"fmt"
	"strings"

	chromahtml "github.com/alecthomas/chroma/v2/formatters/html"
	"github.com/yuin/goldmark"
	highlighting "github.com/yuin/goldmark-highlighting/v2"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	gmtext "github.com/yuin/goldmark/text"
)

// HighlightStyle and HighlightDarkStyle are the chroma styles code blocks
// are coloured with; the HTML carries classes only, so the web layer serves
// the matching stylesheet and the page keeps a strict CSP without inline
// styles.
const (
	HighlightStyle     = "github"
	HighlightDarkStyle = "github-dark"
)

// markdown is safe for concurrent use once built; goldmark's parser and
// renderer keep no per-document state.
var markdown = goldmark.New(
	goldmark.WithExtensions(
		extension.GFM,
		highlighting.NewHighlighting(
			highlighting.WithStyle(HighlightStyle),
			highlighting.WithFormatOptions(chromahtml.WithClasses(true)),
		),
	),
	goldmark.WithParserOptions(parser.WithHeadingAttribute()),
)

// Section titles of a question body, as written after "## ".
const (
	secQuestion   = "Question"
	secBasics     = "Basics"
	secSolid      = "Solid answer"
	secCode       = "Code"
	secGoDeeper   = "Go deeper"
	secDeepDive   = "Deep dive"
	secFollowUps  = "Follow-ups"
	secReferences = "References"
)

var knownSections = []string{secQuestion, secBasics, secSolid, secCode, secGoDeeper, secDeepDive, secFollowUps, secReferences}

// body walks the markdown after the front matter and fills the sections of
// q. Problems are reported with file lines.
type body struct {
	c         *collector
	src       []byte
	firstLine int
	// lineStarts holds the byte offset of every line in src.
	lineStarts []int
	// lines records where each follow-up is, as "follow_ups/QUESTION",
	// for errors about its link found once the whole folder is read.
	lines map[string]int
}

func newBody(c *collector, src []byte, firstLine int, lines map[string]int) *body {
	b := &body{c: c, src: src, firstLine: firstLine, lineStarts: []int{0}, lines: lines}
	for i, ch := range src {
		if ch == '\n' {
			b.lineStarts = append(b.lineStarts, i+1)
		}
	}
	return b
}

// lineOf turns a byte offset in the body into a file line.
func (b *body) lineOf(offset int) int {
	lo, hi := 0, len(b.lineStarts)
	for lo+1 < hi {
		mid := (lo + hi) / 2
		if b.lineStarts[mid] <= offset {
			lo = mid
		} else {
			hi = mid
		}
	}
	return b.firstLine + lo
}

// nodeLine is the file line a block node starts on.
func (b *body) nodeLine(n ast.Node) int {
	for c := n; c != nil; c = c.FirstChild() {
		if c.Type() == ast.TypeBlock && c.Lines().Len() > 0 {
			return b.lineOf(c.Lines().At(0).Start)
		}
		if t, ok := c.(*ast.Text); ok {
			return b.lineOf(t.Segment.Start)
		}
	}
	return b.firstLine
}

// part is the run of blocks under one heading.
type part struct {
	title string
	line  int
	attrs []ast.Attribute
	nodes []ast.Node
}

// split groups the children of parent into parts by headings of the given
// level; blocks before the first such heading go into lead.
func (b *body) split(nodes []ast.Node, level int) (lead []ast.Node, parts []part) {
	for _, n := range nodes {
		if h, ok := n.(*ast.Heading); ok && h.Level == level {
			parts = append(parts, part{title: strings.TrimSpace(b.plain(h)), line: b.nodeLine(h), attrs: h.Attributes()})
			continue
		}
		if len(parts) == 0 {
			lead = append(lead, n)
		} else {
			parts[len(parts)-1].nodes = append(parts[len(parts)-1].nodes, n)
		}
	}
	return lead, parts
}

// render turns a run of blocks into HTML.
func (b *body) render(nodes []ast.Node) string {
	var buf bytes.Buffer
	for _, n := range nodes {
		if err := markdown.Renderer().Render(&buf, b.src, n); err != nil {
			b.c.add(b.nodeLine(n), "cannot render markdown: %v", err)
		}
	}
	return strings.TrimSpace(buf.String())
}

// plain returns the text of a node and its children, without markup.
func (b *body) plain(n ast.Node) string {
	var sb strings.Builder
	_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			if c.Type() == ast.TypeBlock && sb.Len() > 0 {
				sb.WriteString("\n")
			}
			return ast.WalkContinue, nil
		}
		switch c := c.(type) {
		case *ast.Text:
			sb.Write(c.Segment.Value(b.src))
			if c.SoftLineBreak() || c.HardLineBreak() {
				sb.WriteString(" ")
			}
		case *ast.String:
			sb.Write(c.Value)
		case *ast.CodeSpan:
			for t := c.FirstChild(); t != nil; t = t.NextSibling() {
				if s, ok := t.(*ast.Text); ok {
					sb.Write(s.Segment.Value(b.src))
				}
			}
			return ast.WalkSkipChildren, nil
		case *ast.FencedCodeBlock, *ast.CodeBlock:
			return ast.WalkSkipChildren, nil
		}
		return ast.WalkContinue, nil
	})
	return strings.TrimSpace(sb.String())
}

func (b *body) plainAll(nodes []ast.Node) string {
	texts := make([]string, 0, len(nodes))
	for _, n := range nodes {
		if t := b.plain(n); t != "" {
			texts = append(texts, t)
		}
	}
	return strings.Join(texts, "\n\n")
}

// decode parses the body and fills the sections of q.
func (b *body) decode(q *Question) {
	doc := markdown.Parser().Parse(gmtext.NewReader(b.src))
	var top []ast.Node
	for n := doc.FirstChild(); n != nil; n = n.NextSibling() {
		top = append(top, n)
	}
	lead, parts := b.split(top, 2)
	for _, n := range lead {
		if h, ok := n.(*ast.Heading); ok && h.Level == 1 {
			b.c.add(b.nodeLine(n), "the title belongs in the front matter; sections start with \"## \"")
			continue
		}
		b.c.add(b.nodeLine(n), "text before the first section: every part of the body goes under a \"## \" heading")
		break
	}
	seen := map[string]int{}
	for _, p := range parts {
		if prev, dup := seen[p.title]; dup {
			b.c.add(p.line, "section %q is given twice (first on line %d)", p.title, prev)
			continue
		}
		seen[p.title] = p.line
		if len(p.nodes) == 0 {
			b.c.add(p.line, "section %q is empty", p.title)
			continue
		}
		switch p.title {
		case secQuestion:
			q.QuestionHTML, q.QuestionText = b.render(p.nodes), b.plainAll(p.nodes)
		case secBasics:
			q.BasicsHTML, q.BasicsText = b.render(p.nodes), b.plainAll(p.nodes)
		case secSolid:
			q.SolidHTML, q.SolidText = b.render(p.nodes), b.plainAll(p.nodes)
		case secCode:
			q.CodeHTML = b.render(p.nodes)
		case secGoDeeper:
			q.GoDeeper = b.goDeeper(p)
		case secDeepDive:
			q.DeepDive = b.deepDive(p)
		case secFollowUps:
			q.FollowUps = b.followUps(p)
		case secReferences:
			q.References = b.render(p.nodes)
		default:
			b.c.add(p.line, "unknown section %q: use %s", p.title, strings.Join(knownSections, ", "))
		}
	}
	for _, required := range []string{secQuestion, secBasics, secSolid, secGoDeeper, secFollowUps} {
		if _, ok := seen[required]; !ok {
			b.c.add(b.firstLine, "the body is missing the section \"## %s\"", required)
		}
	}
}

func (b *body) goDeeper(p part) map[Level]string {
	lead, subs := b.split(p.nodes, 3)
	if len(lead) > 0 {
		b.c.add(b.nodeLine(lead[0]), "Go deeper holds only \"### Junior\", \"### Middle\", \"### Senior\" and \"### Principal\"")
	}
	out := map[Level]string{}
	for _, s := range subs {
		level := Level(strings.ToLower(s.title))
		switch {
		case !level.Valid():
			b.c.add(s.line, "Go deeper has %q: use Junior, Middle, Senior or Principal", s.title)
		case out[level] != "":
			b.c.add(s.line, "Go deeper gives %s twice", s.title)
		case len(s.nodes) == 0:
			b.c.add(s.line, "Go deeper: %s is empty", s.title)
		default:
			out[level] = b.render(s.nodes)
		}
	}
	for _, l := range Levels {
		if out[l] == "" && !b.hasLevel(subs, l) {
			b.c.add(p.line, "Go deeper is missing \"### %s\"", titleCase(string(l)))
		}
	}
	return out
}

func (b *body) hasLevel(subs []part, l Level) bool {
	for _, s := range subs {
		if Level(strings.ToLower(s.title)) == l {
			return true
		}
	}
	return false
}

func (b *body) deepDive(p part) []Section {
	lead, subs := b.split(p.nodes, 3)
	var out []Section
	if len(lead) > 0 {
		out = append(out, Section{HTML: b.render(lead)})
	}
	for _, s := range subs {
		if len(s.nodes) == 0 {
			b.c.add(s.line, "deep dive subsection %q is empty", s.title)
			continue
		}
		out = append(out, Section{Title: s.title, HTML: b.render(s.nodes)})
	}
	return out
}

func (b *body) followUps(p part) []FollowUp {
	lead, subs := b.split(p.nodes, 3)
	if len(lead) > 0 {
		b.c.add(b.nodeLine(lead[0]), "each follow-up is a \"### question\" with its answer below it")
	}
	var out []FollowUp
	for _, s := range subs {
		f := FollowUp{Question: s.title}
		b.lines["follow_ups/"+s.title] = s.line
		for _, a := range s.attrs {
			if string(a.Name) != "question" {
				b.c.add(s.line, "follow-up attribute %q is unknown: use {question=ID}", a.Name)
				continue
			}
			f.QuestionID = fmt.Sprint(attrString(a.Value))
			if !idPattern.MatchString(f.QuestionID) {
				b.c.add(s.line, "follow-up links to %q, which is not a question id", f.QuestionID)
			}
		}
		if len(s.nodes) == 0 {
			b.c.add(s.line, "follow-up %q has no answer", s.title)
			continue
		}
		f.AnswerHTML = b.render(s.nodes)
		out = append(out, f)
	}
	if len(out) == 0 && len(subs) == 0 {
		b.c.add(p.line, "Follow-ups needs at least one \"### question\" with its answer")
	}
	return out
}

func attrString(v any) string {
	if bs, ok := v.([]byte); ok {
		return string(bs)
	}
	return fmt.Sprint(v)
}

func titleCase(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// RenderMarkdown renders a markdown document to HTML with the same
// extensions and highlighting as question files, for other pages of
// trusted prose (such as the simulator's documentation).
func RenderMarkdown(src []byte) (string, error) {
	var buf bytes.Buffer
	if err := markdown.Convert(src, &buf); err != nil {
		return "", err
	}
	return buf.String(), nil
}
