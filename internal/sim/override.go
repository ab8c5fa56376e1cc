package sim

import (
	"encoding/json"
	"slices"
)

// ParseScenarioOver decodes a scenario document over base instead of over
// the defaults, with the same strict rules as ParseScenario: a preset with
// a visitor's changes, or a CLI scenario over a named preset. Fields the
// document omits keep base's values; "fixes", when given, replaces base's
// list. base is not changed.
func ParseScenarioOver(base Scenario, data []byte) (Scenario, error) {
	s := base
	s.Fixes = slices.Clone(base.Fixes)
	err := decodeObject(data, func(key string, raw json.RawMessage) error {
		return s.setField(key, raw)
	})
	if err != nil {
		return Scenario{}, err
	}
	if err := s.Validate(); err != nil {
		return Scenario{}, err
	}
	return s, nil
}
