package templates

import "strings"

// SimView is the simulator panel for one preset.
type SimView struct {
	Preset string
}

func simScripts(v *SimView) []string {
	if v == nil {
		return nil
	}
	return []string{"sim.js"}
}

func joinIDs(ids []string) string { return strings.Join(ids, " ") }
