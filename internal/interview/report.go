package interview

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/rehearse-dev/rehearse/internal/quiz"
)

// Report is a session's scorecard with its timeline, as the report page
// and the Markdown download show it.
type Report struct {
	Candidate string
	Level     quiz.Level
	Minutes   int
	CreatedAt time.Time
	StartedAt time.Time
	EndedAt   time.Time
	Verdict   Verdict
	Questions []ReportQuestion
	Timeline  []TimelineEntry
	// Private is set on the interviewer's copy, the only one with the
	// private notes.
	Private bool
}

// ReportQuestion is one question of the report.
type ReportQuestion struct {
	// Number counts from 1.
	Number   int
	Title    string
	Question string
	// Asked is set once the question was shown to the candidate, at
	// ShownAt; Spent is the time on its clock.
	Asked     bool
	ShownAt   time.Time
	Spent     time.Duration
	FollowUps []ReportFollowUp
	// Covered and Missed split the key points by the interviewer's ticks;
	// Said lists the red flags ticked.
	Covered []quiz.RubricItem
	Missed  []quiz.RubricItem
	Said    []quiz.RubricItem
	// Scored is set once the interviewer judged the answer (ticks, a
	// level or a comment); the answer hints' ticks alone do not count.
	Scored  bool
	Level   ShownLevel
	Comment string
	// Notes is empty on the candidate's copy.
	Notes  string
	Answer string
}

// Coverage is the share of key points covered, from 0 to 1.
func (q ReportQuestion) Coverage() float64 {
	n := len(q.Covered) + len(q.Missed)
	if n == 0 {
		return 0
	}
	return float64(len(q.Covered)) / float64(n)
}

// ReportFollowUp is a follow-up shown to the candidate, and when.
type ReportFollowUp struct {
	Question string
	ShownAt  time.Time
}

// TimelineEntry is one line of the session's timeline.
type TimelineEntry struct {
	At   time.Time
	What string
}

// BuildReport puts a session, its recorded events and the bank's questions
// together. The candidate's copy (private false) leaves out the private
// notes. now is used for a question whose clock still runs.
func BuildReport(s *Session, events []Event, lookup Lookup, private bool, now time.Time) Report {
	r := Report{
		Candidate: s.Candidate, Level: s.Level, Minutes: s.Minutes, Verdict: s.Verdict,
		CreatedAt: s.CreatedAt, StartedAt: s.StartedAt, EndedAt: s.EndedAt, Private: private,
	}
	questions := make([]*quiz.Question, len(s.Answers))
	for i, a := range s.Answers {
		q, ok := lookup(a.QuestionID)
		if !ok {
			// The content lost the question since; keep what we know.
			q = &quiz.Question{ID: a.QuestionID, Title: a.QuestionID}
		}
		questions[i] = q
		rq := ReportQuestion{
			Number: i + 1, Title: q.Title, Question: q.QuestionText, Answer: a.Text,
			Scored: a.Scorecard.Judged(), Level: a.Scorecard.Level, Comment: a.Scorecard.Comment,
		}
		if private {
			rq.Notes = a.Scorecard.Notes
		}
		for _, k := range q.KeyPoints {
			if slices.Contains(a.Scorecard.Covered, k.ID) {
				rq.Covered = append(rq.Covered, k)
			} else {
				rq.Missed = append(rq.Missed, k)
			}
		}
		for _, f := range q.RedFlags {
			if slices.Contains(a.Scorecard.Said, f.ID) {
				rq.Said = append(rq.Said, f)
			}
		}
		r.Questions = append(r.Questions, rq)
	}

	// Replay the events: when each question and follow-up was shown, and
	// how long each question's clock ran.
	var clock Clock
	current := -1
	leave := func(at time.Time) {
		if current >= 0 {
			r.Questions[current].Spent = clock.At(at)
		}
	}
	for _, e := range events {
		if e.Position < 0 || e.Position >= len(r.Questions) {
			continue
		}
		rq := &r.Questions[e.Position]
		switch e.Kind {
		case EventQuestion:
			leave(e.At)
			current, clock = e.Position, e.Clock
			rq.Asked, rq.ShownAt = true, e.At
			r.Timeline = append(r.Timeline, TimelineEntry{e.At, fmt.Sprintf("Question %d shown: %s", rq.Number, rq.Title)})
		case EventFollowUp:
			fs := questions[e.Position].FollowUps
			if e.FollowUp < 0 || e.FollowUp >= len(fs) {
				continue
			}
			rq.FollowUps = append(rq.FollowUps, ReportFollowUp{Question: fs[e.FollowUp].Question, ShownAt: e.At})
			r.Timeline = append(r.Timeline, TimelineEntry{e.At, fmt.Sprintf("Follow-up on question %d shown: %s", rq.Number, fs[e.FollowUp].Question)})
		case EventClock:
			clock = e.Clock
			what := "Clock paused"
			if e.Clock.Running {
				what = "Clock started"
			}
			r.Timeline = append(r.Timeline, TimelineEntry{e.At, fmt.Sprintf("%s on question %d at %s", what, rq.Number, Minutes(e.Clock.At(e.At)))})
		case EventEnded:
			leave(e.At)
			current = -1
			r.Timeline = append(r.Timeline, TimelineEntry{e.At, "Interview ended"})
		case EventShared:
			what := "Report shared with the candidate"
			if !e.Shared {
				what = "Report no longer shared with the candidate"
			}
			if private {
				r.Timeline = append(r.Timeline, TimelineEntry{e.At, what})
			}
		}
	}
	leave(now)
	return r
}

// Minutes formats a duration as m:ss.
func Minutes(d time.Duration) string {
	s := int(d.Round(time.Second) / time.Second)
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// Markdown renders the report as a Markdown document. Free text typed by
// people is escaped, and the candidate's answers go in fenced blocks, so
// nothing they typed becomes markup or HTML in a Markdown viewer.
func (r Report) Markdown() string {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	stamp := func(t time.Time) string { return t.UTC().Format("2006-01-02 15:04 UTC") }
	clock := func(t time.Time) string { return t.UTC().Format("15:04:05") }

	p("# Mock interview: %s\n\n", escapeInline(r.Candidate))
	p("- Target level: %s\n", r.Level)
	p("- Created: %s\n", stamp(r.CreatedAt))
	if !r.StartedAt.IsZero() {
		p("- Started: %s\n", stamp(r.StartedAt))
	}
	if !r.EndedAt.IsZero() {
		p("- Ended: %s\n", stamp(r.EndedAt))
	}
	p("- Minutes per question: %d\n", r.Minutes)
	if r.Verdict.Recommendation != "" {
		p("- Recommendation: **%s**\n", r.Verdict.Recommendation.Label())
	} else {
		p("- Recommendation: not given\n")
	}
	if r.Verdict.Summary != "" {
		p("\n## Summary\n\n%s\n", escapeBlock(r.Verdict.Summary))
	}
	for _, q := range r.Questions {
		p("\n## Question %d: %s\n\n", q.Number, q.Title)
		if !q.Asked {
			p("Not asked.\n")
			continue
		}
		p("Shown at %s; %s on the clock of %d:00.\n\n", clock(q.ShownAt), Minutes(q.Spent), r.Minutes)
		if q.Question != "" {
			p("%s\n\n", quoteBlock(q.Question))
		}
		if !q.Scored {
			p("Not scored.\n\n")
		} else {
			level := "not judged"
			if q.Level != "" {
				level = q.Level.Label()
			}
			p("- Level shown: %s\n", level)
			p("- Key points covered: %d of %d (%.0f%%)\n", len(q.Covered), len(q.Covered)+len(q.Missed), q.Coverage()*100)
			p("- Red flags said: %d\n\n", len(q.Said))
			for _, k := range q.Covered {
				p("- [x] %s\n", k.Text)
			}
			for _, k := range q.Missed {
				p("- [ ] %s\n", k.Text)
			}
			if len(q.Said) > 0 {
				p("\nRed flags said:\n\n")
				for _, f := range q.Said {
					p("- %s\n", f.Text)
				}
			}
			if q.Comment != "" {
				p("\nComment:\n\n%s\n", escapeBlock(q.Comment))
			}
			p("\n")
		}
		if len(q.FollowUps) > 0 {
			p("Follow-ups shown:\n\n")
			for _, f := range q.FollowUps {
				p("- %s: %s\n", clock(f.ShownAt), f.Question)
			}
			p("\n")
		}
		if r.Private && q.Notes != "" {
			p("Private notes:\n\n%s\n\n", escapeBlock(q.Notes))
		}
		if q.Answer == "" {
			p("The candidate wrote nothing.\n")
		} else {
			p("The candidate's answer:\n\n%s\n", fence(q.Answer))
		}
	}
	if len(r.Timeline) > 0 {
		p("\n## Timeline\n\n")
		for _, t := range r.Timeline {
			p("- %s %s\n", clock(t.At), escapeInline(t.What))
		}
	}
	return b.String()
}

// escapeInline backslash-escapes the characters that make Markdown markup
// or raw HTML inside a line.
func escapeInline(s string) string {
	var b strings.Builder
	for _, r := range s {
		if strings.ContainsRune("\\`*_{}[]<>()#+-!|~&", r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// escapeBlock escapes multi-line text, keeping its line breaks.
func escapeBlock(s string) string {
	lines := strings.Split(strings.ReplaceAll(strings.TrimSpace(s), "\r\n", "\n"), "\n")
	for i, l := range lines {
		lines[i] = escapeInline(l)
		if strings.TrimSpace(l) != "" && i+1 < len(lines) && strings.TrimSpace(lines[i+1]) != "" {
			lines[i] += "  " // a hard line break, as typed
		}
	}
	return strings.Join(lines, "\n")
}

// quoteBlock puts content text in a block quote.
func quoteBlock(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight("> "+l, " ")
	}
	return strings.Join(lines, "\n")
}

// fence puts text in a fenced block whose fence is longer than any run of
// backticks in it, so that nothing inside can close it.
func fence(s string) string {
	longest, run := 0, 0
	for _, r := range s {
		if r == '`' {
			run++
			longest = max(longest, run)
		} else {
			run = 0
		}
	}
	f := strings.Repeat("`", max(3, longest+1))
	return f + "text\n" + strings.TrimRight(strings.ReplaceAll(s, "\r\n", "\n"), "\n") + "\n" + f
}
