package sim

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"strconv"
)

// FieldError is a problem with one field of a scenario or a request: the
// HTTP layer answers it with 400 and its message. Every error ParseScenario,
// ParseCompareRequest, Validate, Compare and Sweep return for bad input is a
// *FieldError; find it with errors.As.
type FieldError struct {
	// Field is the JSON name of the field, with a path for nested values
	// ("fixes[2]", "scenario.proxy_config_ms"). It is empty when the
	// document as a whole is malformed.
	Field string
	// Problem says what is wrong, e.g. "must be between 0 and 86400000".
	Problem string
}

// Error formats the problem as "field: problem", or just the problem when no
// single field is to blame.
func (e *FieldError) Error() string {
	if e.Field == "" {
		return e.Problem
	}
	return e.Field + ": " + e.Problem
}

// within returns a copy of e with its field placed under parent, so a
// scenario's error reads "scenario.proxy_config_ms: ..." inside a request.
func (e *FieldError) within(parent string) *FieldError {
	if e.Field == "" {
		return &FieldError{Field: parent, Problem: e.Problem}
	}
	return &FieldError{Field: parent + "." + e.Field, Problem: e.Problem}
}

// errUnknownField tells decodeObject that a key names no field.
var errUnknownField = errors.New("unknown field")

// ParseScenario decodes a scenario strictly. Every field is optional: an
// omitted field (or one set to null) keeps its DefaultScenario value. An
// unknown field (names match exactly, case included), a value of the wrong
// type, an unknown workload, redirection or fix, a repeated fix, a number out
// of range, trailing data or malformed JSON is an error: a *FieldError whose
// message names the field, e.g. "proxy_config_ms: must be between 0 and
// 86400000".
func ParseScenario(data []byte) (Scenario, error) {
	return ParseScenarioOver(DefaultScenario(), data)
}

// setField decodes one JSON member into s. It returns errUnknownField for a
// key that is not a field, or a *FieldError for a value of the wrong type.
func (s *Scenario) setField(key string, raw json.RawMessage) error {
	if isNull(raw) {
		if s.isField(key) {
			return nil
		}
		return errUnknownField
	}
	switch key {
	case "workload":
		return decodeString(key, raw, (*string)(&s.Workload), `must be "deployment" or "job"`)
	case "redirection":
		return decodeString(key, raw, (*string)(&s.Redirection), `must be "init-container" or "cni"`)
	case "fixes":
		var names []Fix
		if err := json.Unmarshal(raw, &names); err != nil {
			return &FieldError{Field: key, Problem: "must be a list of fix names; known fixes are " + fixList()}
		}
		s.Fixes = append([]Fix{}, names...)
		return nil
	case "startup_probe":
		return decodeBool(key, raw, &s.StartupProbe)
	case "app_init_call":
		return decodeBool(key, raw, &s.AppInitCall)
	case "seed":
		if err := json.Unmarshal(raw, &s.Seed); err != nil {
			return &FieldError{Field: key, Problem: "must be a whole number"}
		}
		return nil
	}
	for _, f := range s.numFields() {
		if f.name == key {
			return decodeInt(key, raw, f.v, f.min, f.max)
		}
	}
	return errUnknownField
}

// isField reports whether key names a field of Scenario.
func (s *Scenario) isField(key string) bool {
	switch key {
	case "workload", "redirection", "fixes", "startup_probe", "app_init_call", "seed":
		return true
	}
	for _, f := range s.numFields() {
		if f.name == key {
			return true
		}
	}
	return false
}

// decodeObject reads data as one JSON object and hands each member to set,
// in document order. It rejects anything but a single object, repeated keys
// and keys set does not know.
func decodeObject(data []byte, set func(key string, raw json.RawMessage) error) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	tok, err := dec.Token()
	if err == io.EOF {
		return &FieldError{Problem: "empty body: expected a JSON object"}
	}
	if err != nil {
		return syntaxError(err)
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return &FieldError{Problem: "malformed JSON: expected an object"}
	}
	seen := make(map[string]bool)
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return syntaxError(err)
		}
		key, _ := tok.(string)
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return syntaxError(err)
		}
		if seen[key] {
			return &FieldError{Field: key, Problem: "appears twice"}
		}
		seen[key] = true
		if err := set(key, raw); err != nil {
			if errors.Is(err, errUnknownField) {
				return &FieldError{Field: key, Problem: "unknown field"}
			}
			return err
		}
	}
	if _, err := dec.Token(); err != nil {
		return syntaxError(err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return &FieldError{Problem: "malformed JSON: unexpected data after the object"}
	}
	return nil
}

// syntaxError turns a decoder error into a whole-document FieldError.
func syntaxError(err error) *FieldError {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return &FieldError{Problem: "malformed JSON at byte " + itoa(se.Offset) + ": " + se.Error()}
	}
	if err == io.ErrUnexpectedEOF || err == io.EOF {
		return &FieldError{Problem: "malformed JSON: unexpected end of input"}
	}
	return &FieldError{Problem: "malformed JSON: " + err.Error()}
}

func isNull(raw json.RawMessage) bool { return string(bytes.TrimSpace(raw)) == "null" }

func decodeString(key string, raw json.RawMessage, v *string, want string) error {
	if err := json.Unmarshal(raw, v); err != nil {
		return &FieldError{Field: key, Problem: want}
	}
	return nil
}

func decodeBool(key string, raw json.RawMessage, v *bool) error {
	if err := json.Unmarshal(raw, v); err != nil {
		return &FieldError{Field: key, Problem: "must be true or false"}
	}
	return nil
}

// decodeInt decodes a whole number; fractions, strings and numbers beyond
// int64 are refused with the field's range, the same words Validate uses.
func decodeInt(key string, raw json.RawMessage, v *int64, lo, hi int64) error {
	if err := json.Unmarshal(raw, v); err != nil {
		return &FieldError{Field: key, Problem: "must be a whole number between " + itoa(lo) + " and " + itoa(hi)}
	}
	return nil
}

func itoa(n int64) string   { return strconv.FormatInt(n, 10) }
func quote(s string) string { return strconv.Quote(s) }
