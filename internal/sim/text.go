package sim

import "strconv"

// Event texts are built without an allocation each: constant texts are
// stored as they are, and the few that carry a number are assembled into
// one per-run arena, turned into a single string once the run is over
// (materialize). Compare records nothing at all.

// piece is one part of an assembled text: a literal, a number or a
// duration in milliseconds.
type piece struct {
	text string
	n    int64
	kind uint8
}

const (
	pieceText uint8 = iota
	pieceNum
	pieceMS
)

func lit(s string) piece { return piece{text: s} }
func num(n int64) piece  { return piece{n: n, kind: pieceNum} }
func ms(v int64) piece   { return piece{n: v, kind: pieceMS} }
func (p piece) appendTo(b []byte) []byte {
	switch p.kind {
	case pieceNum:
		return strconv.AppendInt(b, p.n, 10)
	case pieceMS:
		return appendDuration(b, p.n)
	}
	return append(b, p.text...)
}

// span says which part of the arena is the text of which event.
type span struct {
	event, start, end int32
}

// keep reports whether the next event will be recorded, counting it as
// dropped when the log is full.
func (m *sim) keep() bool {
	if !m.record {
		return false
	}
	if len(m.events) >= MaxEvents {
		m.dropped++
		return false
	}
	return true
}

// emit records an event with a constant text.
func (m *sim) emit(a Actor, k Kind, container, text string) {
	if m.keep() {
		m.events = append(m.events, Event{AtMS: m.now, Actor: a, Kind: k, Text: text, Container: container})
	}
}

// emitf records an event whose text is assembled from parts, and reports
// whether it was kept.
func (m *sim) emitf(a Actor, k Kind, container string, parts ...piece) bool {
	if !m.keep() {
		return false
	}
	m.assemble(parts)
	m.events = append(m.events, Event{AtMS: m.now, Actor: a, Kind: k, Container: container})
	return true
}

// final records the run's last event, which always has a place, so a log
// holds at most MaxEvents + 1 events.
func (m *sim) final(k Kind, parts ...piece) {
	m.assemble(parts)
	m.events = append(m.events, Event{AtMS: m.now, Actor: ActorKubelet, Kind: k})
}

// assemble writes parts into the arena as the text of the next event.
func (m *sim) assemble(parts []piece) {
	start := len(m.arena)
	for _, p := range parts {
		m.arena = p.appendTo(m.arena)
	}
	m.spans = append(m.spans, span{event: int32(len(m.events)), start: int32(start), end: int32(len(m.arena))})
}

// keepStatus stores a pod row where an event can point at it. Rows go into
// chunks that are never moved, so earlier pointers stay valid.
func (m *sim) keepStatus(st PodStatus) *PodStatus {
	if len(m.pods) == cap(m.pods) {
		m.pods = make([]PodStatus, 0, 12)
	}
	m.pods = append(m.pods, st)
	return &m.pods[len(m.pods)-1]
}

// materialize gives the assembled events their texts, all slices of one
// string.
func (m *sim) materialize() {
	all := string(m.arena)
	for _, s := range m.spans {
		m.events[s.event].Text = all[s.start:s.end]
	}
}

// appendDuration formats milliseconds as Go's time.Duration prints them:
// 0s, 500ms, 1.5s, 1m20s, 5m0s, 1h17m50.35s.
func appendDuration(b []byte, ms int64) []byte {
	if ms < 0 {
		b = append(b, '-')
		ms = -ms
	}
	if ms < 1000 {
		if ms == 0 {
			return append(b, "0s"...)
		}
		b = strconv.AppendInt(b, ms, 10)
		return append(b, "ms"...)
	}
	h, rest := ms/3_600_000, ms%3_600_000
	mins, rest := rest/60_000, rest%60_000
	if h > 0 {
		b = strconv.AppendInt(b, h, 10)
		b = append(b, 'h')
	}
	if h > 0 || mins > 0 {
		b = strconv.AppendInt(b, mins, 10)
		b = append(b, 'm')
	}
	b = strconv.AppendInt(b, rest/1000, 10)
	if frac := rest % 1000; frac > 0 {
		digits := []byte{byte('0' + frac/100), byte('0' + frac/10%10), byte('0' + frac%10)}
		for digits[len(digits)-1] == '0' {
			digits = digits[:len(digits)-1]
		}
		b = append(b, '.')
		b = append(b, digits...)
	}
	return append(b, 's')
}
