package quiz

import (
	"fmt"
	"strings"

	"gopkg.in/yaml.v3"
)

// This file resolves the concepts of a question's front matter: named
// lists of signal alternatives that several rubric items share, so that
// the vocabulary of an idea ("the called service", "wait longer", "the
// order in the pod spec") is written once and every item that needs it
// grows with it.
//
//	concepts:
//	  proxy: [proxy, sidecar, envoy, linkerd-proxy]
//	  ready: [ready, listening, serving, "is up"]
//	key_points:
//	  - id: redirect-before-proxy
//	    signals:
//	      - [redirect*, iptables]
//	      - [before, "$proxy ... not $ready"]
//
// A signal alternative refers to a concept with "$name". Written alone,
// "$proxy" stands for every alternative of the concept; inside a phrase,
// "send* to $proxy" stands for one phrase per alternative ("send* to
// proxy", "send* to sidecar", ...), and two references multiply. A concept
// may refer to other concepts, but not to itself, directly or through
// others. The parser expands every reference, so the matcher only ever
// sees plain alternatives, and reports at its line: a reference to a
// concept that is not defined, a concept that no signal or concept uses, a
// bad alternative inside a concept, a cycle, an alternative that expands
// to more than maxExpansion alternatives and a concept that expands to more
// than maxConcept.

// maxExpansion bounds the alternatives one signal alternative expands to,
// and maxConcept those of a whole concept, so that a typo such as "$a $a
// $a" cannot make a matcher of millions of phrases.
const (
	maxExpansion = 1024
	maxConcept   = 4 * maxExpansion
)

// conceptSet is the concepts of one front matter, being expanded.
type conceptSet struct {
	f    *frontMatter
	defs map[string]*concept
	// order lists the concepts as written, for reporting unused ones.
	order []*concept
}

type concept struct {
	name  string
	line  int
	alts  []*yaml.Node
	used  bool
	state int // 0 not expanded, 1 being expanded, 2 done
	// expanded holds the concept's plain alternatives once state is 2.
	expanded []string
}

// decodeConcepts reads the concepts mapping; it runs before the rest of
// the front matter so that signals anywhere can refer to concepts.
func (f *frontMatter) decodeConcepts(n *yaml.Node) {
	cs := &conceptSet{f: f, defs: map[string]*concept{}}
	f.concepts = cs
	if n.Kind != yaml.MappingNode {
		f.c.add(f.line(n), "concepts must be a mapping of names to lists of alternatives, such as {proxy: [envoy, sidecar]}")
		return
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		key, val := n.Content[i], n.Content[i+1]
		name := key.Value
		switch {
		case !idPattern.MatchString(name):
			f.c.add(f.line(key), "concept name %q must be lower-case words joined by hyphens", name)
			continue
		case cs.defs[name] != nil:
			f.c.add(f.line(key), "concept %q is defined twice", name)
			continue
		}
		c := &concept{name: name, line: f.line(key)}
		cs.defs[name] = c
		cs.order = append(cs.order, c)
		if val.Kind != yaml.SequenceNode || len(val.Content) == 0 {
			f.c.add(f.line(val), "concept %q must be a non-empty list of alternatives, such as [envoy, sidecar]", name)
			c.state = 2
			continue
		}
		c.alts = val.Content
	}
	// Expand every concept now, so that a bad alternative or a cycle is
	// reported once, at the concept, whether or not a signal uses it.
	for _, c := range cs.order {
		cs.expandConcept(c, nil)
	}
}

// expandConcept resolves c's alternatives; path holds the concepts being
// expanded that led to c, to report a cycle.
func (cs *conceptSet) expandConcept(c *concept, path []string) []string {
	switch c.state {
	case 1:
		cs.f.c.add(c.line, "concept %q refers to itself through %s", c.name, strings.Join(append(path, c.name), " -> "))
		return nil
	case 2:
		return c.expanded
	}
	c.state = 1
	var out []string
	seen := map[string]bool{}
	for _, n := range c.alts {
		s := cs.f.str(n, "concept "+c.name)
		if s == "" {
			continue
		}
		alts, err := cs.expand(s, append(path[:len(path):len(path)], c.name))
		if err != "" {
			cs.f.c.add(cs.f.line(n), "concept %q: alternative %q: %s", c.name, s, err)
			continue
		}
		for _, a := range alts {
			if _, _, perr := parseSignal(a); perr != nil {
				cs.f.c.add(cs.f.line(n), "concept %q: alternative %q: %v", c.name, a, perr)
				continue
			}
			if !seen[a] {
				seen[a] = true
				out = append(out, a)
			}
		}
	}
	if len(out) > maxConcept {
		cs.f.c.add(c.line, "concept %q expands to %d alternatives, more than %d", c.name, len(out), maxConcept)
		out = out[:maxConcept]
	}
	c.state, c.expanded = 2, out
	return out
}

// expand replaces the concept references of one alternative, returning
// the plain alternatives it stands for, or a message saying what is wrong.
func (cs *conceptSet) expand(s string, path []string) ([]string, string) {
	i := strings.IndexByte(s, '$')
	if i < 0 {
		return []string{s}, ""
	}
	j := i + 1
	for j < len(s) && (s[j] >= 'a' && s[j] <= 'z' || s[j] >= '0' && s[j] <= '9' || s[j] == '-') {
		j++
	}
	name := s[i+1 : j]
	switch {
	case name == "":
		return nil, `"$" must start the name of a concept, as in $proxy`
	case !idPattern.MatchString(name):
		return nil, fmt.Sprintf("concept name %q must be lower-case words joined by hyphens", name)
	case j < len(s) && s[j] != ' ':
		return nil, fmt.Sprintf("a concept reference must end at a space or the end, not %q", s[j:j+1])
	}
	var c *concept
	if cs != nil {
		c = cs.defs[name]
	}
	if c == nil {
		return nil, fmt.Sprintf("concept %q is not defined under concepts", name)
	}
	c.used = true
	options := cs.expandConcept(c, path)
	rest, msg := cs.expand(s[j:], path)
	if msg != "" {
		return nil, msg
	}
	if i == 0 && j == len(s) {
		return options, "" // the whole concept, already bounded by maxConcept
	}
	var out []string
	for _, o := range options {
		for _, r := range rest {
			out = append(out, s[:i]+o+r)
			if len(out) > maxExpansion {
				return nil, fmt.Sprintf("expands to more than %d alternatives", maxExpansion)
			}
		}
	}
	return out, ""
}

// expandSignal resolves one signal alternative written at line.
func (f *frontMatter) expandSignal(s string, line int) []string {
	if !strings.Contains(s, "$") {
		return []string{s}
	}
	out, msg := f.concepts.expand(s, nil)
	if msg != "" {
		f.c.add(line, "signal %q: %s", s, msg)
	}
	return out
}

// reportUnusedConcepts flags concepts that nothing refers to.
func (f *frontMatter) reportUnusedConcepts() {
	if f.concepts == nil {
		return
	}
	for _, c := range f.concepts.order {
		if !c.used {
			f.c.add(c.line, "concept %q is never used by a signal or another concept", c.name)
		}
	}
}
