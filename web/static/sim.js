// Simulator enhancements: see sim.templ.
