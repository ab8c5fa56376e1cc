package interview

import "time"

// EventKind names what happened in a session.
type EventKind string

// The events a session records. Each is kept with a sequence number, so
// that a side that reconnects, even to a restarted server, is sent what it
// missed, and the report can show when each thing happened.
const (
	// EventQuestion shows the question at Position to the candidate.
	EventQuestion EventKind = "question"
	// EventFollowUp shows follow-up FollowUp of the question at Position.
	EventFollowUp EventKind = "followup"
	// EventClock starts or stops the clock; Clock is its new state.
	EventClock EventKind = "clock"
	// EventEnded ends the session.
	EventEnded EventKind = "ended"
	// EventShared shares the report with the candidate, or takes it back.
	EventShared EventKind = "shared"
)

// Event is one recorded change of a session. It carries positions and
// indexes only, never text: each side's stream turns it into what that
// side may see.
type Event struct {
	// Seq numbers the session's events from 1, in order; the store sets
	// it when it records the event.
	Seq  int64
	Kind EventKind
	// Position is the question the event concerns.
	Position int
	// FollowUp is the follow-up's index for EventFollowUp, -1 otherwise.
	FollowUp int
	// Clock is the clock after the event, for EventQuestion, EventClock
	// and EventEnded.
	Clock Clock
	// Shared is the new sharing state, for EventShared.
	Shared bool
	At     time.Time
}

// ForCandidate reports whether the candidate's stream carries the event.
// Every kind does today; the check keeps the rule in one place.
func (e Event) ForCandidate() bool {
	switch e.Kind {
	case EventQuestion, EventFollowUp, EventClock, EventEnded, EventShared:
		return true
	}
	return false
}
