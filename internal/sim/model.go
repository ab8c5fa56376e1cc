package sim

import _ "embed"

// ModelDoc is a short Markdown page that explains the simulator's model,
// its fixes, assumptions and sources to candidates; the web layer renders
// it at /sim/model. Treat it as read-only.
//
//go:embed model.md
var ModelDoc string
