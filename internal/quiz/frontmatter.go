package quiz

import (
	"bytes"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"gopkg.in/yaml.v3"
)

// idPattern is what ids of questions, topics and rubric items look like:
// they appear in URLs and in stored attempts.
var idPattern = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// splitFrontMatter separates the YAML block between the leading "---" lines
// from the markdown body. bodyLine is the file line the body starts on.
func splitFrontMatter(src []byte) (front []byte, body []byte, bodyLine int, err error) {
	src = bytes.TrimPrefix(src, []byte("\ufeff"))
	first, rest, ok := bytes.Cut(src, []byte("\n"))
	if !ok || strings.TrimRight(string(first), "\r ") != "---" {
		return nil, nil, 0, fmt.Errorf("the file must start with a front matter block: a line \"---\", YAML, and another \"---\"")
	}
	line := 2
	for offset := 0; offset < len(rest); {
		end := bytes.IndexByte(rest[offset:], '\n')
		next := len(rest)
		if end >= 0 {
			next = offset + end + 1
		}
		if strings.TrimRight(string(rest[offset:next]), "\r\n ") == "---" {
			return rest[:offset], rest[next:], line + 1, nil
		}
		offset = next
		line++
	}
	return nil, nil, 0, fmt.Errorf("the front matter block opened on line 1 is never closed with \"---\"")
}

// frontMatter decodes the YAML block key by key, so that every problem can
// name the line it is on. lineOffset maps YAML lines to file lines.
type frontMatter struct {
	c          *collector
	lineOffset int
	// keyLines remembers where each top-level key is, for errors found
	// later (such as a related id that does not exist).
	keyLines map[string]int
	// concepts are the named lists of alternatives that signals refer to
	// as "$name" (see match_concepts.go), or nil.
	concepts *conceptSet
}

func (f *frontMatter) line(n *yaml.Node) int { return n.Line + f.lineOffset }

// decode fills q from the front matter and reports every problem.
func (f *frontMatter) decode(src []byte, q *Question) {
	var doc yaml.Node
	if err := yaml.Unmarshal(src, &doc); err != nil {
		f.c.add(f.yamlErrorLine(err), "front matter is not valid YAML: %s", trimYAMLError(err))
		return
	}
	if len(doc.Content) == 0 || doc.Content[0].Kind != yaml.MappingNode {
		f.c.add(1, "front matter must be a YAML mapping of keys such as id, title and level")
		return
	}
	root := doc.Content[0]
	// Concepts first: signals refer to them wherever they are written.
	for i := 0; i+1 < len(root.Content); i += 2 {
		if root.Content[i].Value == "concepts" {
			f.decodeConcepts(root.Content[i+1])
			break
		}
	}
	seen := map[string]bool{}
	for i := 0; i+1 < len(root.Content); i += 2 {
		key, val := root.Content[i], root.Content[i+1]
		name := key.Value
		if seen[name] {
			f.c.add(f.line(key), "%s is given twice", name)
			continue
		}
		seen[name] = true
		f.keyLines[name] = f.line(key)
		switch name {
		case "id":
			q.ID = f.str(val, name)
		case "title":
			q.Title = f.str(val, name)
		case "level":
			q.Level = Level(f.str(val, name))
			if !q.Level.Valid() {
				f.c.add(f.line(val), "level %q is not one of junior, middle, senior, principal", q.Level)
			}
		case "importance":
			q.Importance = Importance(f.str(val, name))
			if !q.Importance.Valid() {
				f.c.add(f.line(val), "importance %q is not one of must-know, should-know, nice-to-know", q.Importance)
			}
		case "frequency":
			if f.into(val, name, &q.Frequency) && (q.Frequency < 0 || q.Frequency > 100) {
				f.c.add(f.line(val), "frequency must be a percentage from 0 to 100, not %d", q.Frequency)
			}
		case "topics":
			q.Topics = f.ids(val, name)
		case "related":
			q.Related = f.ids(val, name)
		case "timing":
			f.timing(val, &q.Timing)
		case "sim":
			q.Sim = f.str(val, name)
		case "key_points":
			q.KeyPoints = f.rubric(val, name, false)
		case "red_flags":
			q.RedFlags = f.rubric(val, name, true)
		case "concepts":
			// Decoded above.
		default:
			f.c.add(f.line(key), "unknown front matter key %q", name)
		}
	}
	for _, required := range []string{"id", "title", "level", "importance", "frequency", "topics", "timing", "key_points", "red_flags"} {
		if !seen[required] {
			f.c.add(1, "front matter is missing %s", required)
		}
	}
	f.reportUnusedConcepts()
}

// str decodes a non-empty string.
func (f *frontMatter) str(n *yaml.Node, name string) string {
	if n.Kind != yaml.ScalarNode || n.Tag == "!!null" {
		f.c.add(f.line(n), "%s must be a text value", name)
		return ""
	}
	s := strings.TrimSpace(n.Value)
	if s == "" {
		f.c.add(f.line(n), "%s must not be empty", name)
	}
	return s
}

// into decodes n into v and reports a failure at n's line.
func (f *frontMatter) into(n *yaml.Node, name string, v any) bool {
	if err := n.Decode(v); err != nil {
		f.c.add(f.line(n), "%s: %s", name, trimYAMLError(err))
		return false
	}
	return true
}

// ids decodes a non-empty list of slugs.
func (f *frontMatter) ids(n *yaml.Node, name string) []string {
	if n.Kind != yaml.SequenceNode {
		f.c.add(f.line(n), "%s must be a list, such as [a, b]", name)
		return nil
	}
	var out []string
	for _, item := range n.Content {
		s := f.str(item, name)
		if s != "" && !idPattern.MatchString(s) {
			f.c.add(f.line(item), "%s entry %q must be lower-case words joined by hyphens", name, s)
			continue
		}
		if s != "" {
			out = append(out, s)
		}
	}
	return out
}

func (f *frontMatter) timing(n *yaml.Node, t *Timing) {
	if n.Kind != yaml.MappingNode {
		f.c.add(f.line(n), "timing must be a mapping such as {basics: 20, solid: 50}")
		return
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		key, val := n.Content[i], n.Content[i+1]
		var dst *int
		switch key.Value {
		case "basics":
			dst = &t.Basics
		case "solid":
			dst = &t.Solid
		default:
			f.c.add(f.line(key), "unknown timing key %q: use basics and solid", key.Value)
			continue
		}
		if f.into(val, "timing."+key.Value, dst) && (*dst <= 0 || *dst > 3600) {
			f.c.add(f.line(val), "timing.%s must be a number of seconds from 1 to 3600", key.Value)
		}
	}
	if t.Basics == 0 || t.Solid == 0 {
		f.c.add(f.line(n), "timing needs both basics and solid, in seconds")
	}
}

// redFlagKeys may stand on red flags only.
var redFlagKeys = map[string]bool{"omits": true, "rivals": true, "contradicts": true, "refuted_by": true}

// group decodes one signal group written as a flat list ("unless: [a, b]"),
// or returns nil after reporting what is wrong with it.
func (f *frontMatter) group(val *yaml.Node, name string) SignalGroup {
	groups := f.signals(&yaml.Node{Kind: yaml.SequenceNode, Content: []*yaml.Node{val}, Line: val.Line, Column: val.Column}, name)
	if len(groups) == 1 {
		return groups[0]
	}
	return nil
}

// rubric decodes a list of key points or red flags.
func (f *frontMatter) rubric(n *yaml.Node, name string, redFlags bool) []RubricItem {
	if n.Kind != yaml.SequenceNode {
		f.c.add(f.line(n), "%s must be a list of items with id and text", name)
		return nil
	}
	var items []RubricItem
	for _, node := range n.Content {
		if node.Kind != yaml.MappingNode {
			f.c.add(f.line(node), "each entry of %s must be a mapping with id and text", name)
			continue
		}
		var it RubricItem
		var signalsLine int
		for i := 0; i+1 < len(node.Content); i += 2 {
			key, val := node.Content[i], node.Content[i+1]
			if redFlagKeys[key.Value] && !redFlags {
				f.c.add(f.line(key), "%s belongs on red flags only", key.Value)
				continue
			}
			switch key.Value {
			case "id":
				it.ID = f.str(val, name+".id")
				if it.ID != "" && !idPattern.MatchString(it.ID) {
					f.c.add(f.line(val), "%s id %q must be lower-case words joined by hyphens", name, it.ID)
				}
			case "text":
				it.Text = f.str(val, name+".text")
			case "signals":
				signalsLine = f.line(val)
				it.Signals = f.signals(val, name)
			case "omits":
				it.Omits = f.str(val, name+".omits")
			case "unless":
				it.Unless = f.group(val, name)
			case "rivals":
				it.Rivals = f.group(val, name)
			case "contradicts":
				it.Contradicts = f.str(val, name+".contradicts")
			case "refuted_by":
				it.RefutedBy = f.str(val, name+".refuted_by")
			default:
				f.c.add(f.line(key), "unknown %s key %q", name, key.Value)
			}
		}
		line := f.line(node)
		if it.ID == "" {
			f.c.add(line, "%s entry needs an id", name)
		}
		if it.Text == "" {
			f.c.add(line, "%s entry %q needs a text", name, it.ID)
		}
		switch {
		case !redFlags && len(it.Signals) == 0:
			f.c.add(line, "key point %q needs signals for the hints matcher", it.ID)
		case redFlags && len(it.Signals) == 0 && it.Omits == "":
			f.c.add(line, "red flag %q needs signals or omits", it.ID)
		case redFlags && len(it.Signals) > 0 && it.Omits != "":
			f.c.add(signalsLine, "red flag %q has both signals and omits: use one", it.ID)
		}
		items = append(items, it)
		f.keyLines[name+"/"+it.ID] = line
	}
	if len(items) == 0 {
		f.c.add(f.line(n), "%s must not be empty", name)
	}
	return items
}

// signals decodes a list of groups, each a list of alternatives, with
// every concept reference expanded.
func (f *frontMatter) signals(n *yaml.Node, name string) []SignalGroup {
	if n.Kind != yaml.SequenceNode {
		f.c.add(f.line(n), "%s signals must be a list of groups, such as [[redirect*, iptables], [before]]", name)
		return nil
	}
	var groups []SignalGroup
	for _, g := range n.Content {
		if g.Kind != yaml.SequenceNode || len(g.Content) == 0 {
			f.c.add(f.line(g), "each signal group must be a non-empty list of alternatives")
			continue
		}
		var group SignalGroup
		for _, alt := range g.Content {
			if s := f.str(alt, "signal"); s != "" {
				for _, a := range f.expandSignal(s, f.line(alt)) {
					// An increase ("+timeout", match_quantity.go) is
					// checked here, at its line.
					if strings.Contains(a, quantityOp) {
						if _, _, err := parseSignal(a); err != nil {
							f.c.add(f.line(alt), "signal %q: %v", a, err)
							continue
						}
					}
					if !slices.Contains(group, a) {
						group = append(group, a)
					}
				}
			}
		}
		groups = append(groups, group)
	}
	return groups
}

// yamlErrorLine digs the line out of a yaml.v3 syntax error, whose text
// reads "yaml: line N: ...".
func (f *frontMatter) yamlErrorLine(err error) int {
	var n int
	if _, scanErr := fmt.Sscanf(strings.TrimPrefix(err.Error(), "yaml: "), "line %d:", &n); scanErr == nil {
		return n + f.lineOffset
	}
	return 1
}

// trimYAMLError drops the library's prefix and its own line number, which
// counts from the start of the front matter and so would mislead.
func trimYAMLError(err error) string {
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	msg = strings.TrimPrefix(msg, "unmarshal errors:\n  ")
	if strings.HasPrefix(msg, "line ") {
		if _, after, ok := strings.Cut(msg, ": "); ok {
			msg = after
		}
	}
	return msg
}
