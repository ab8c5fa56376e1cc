// Package static embeds the stylesheets, scripts and images served under
// /static/. There is no build step: what is here is what the browser gets.
package static

import "embed"

// FS holds every static file.
//
//go:embed *.css *.js *.svg
var FS embed.FS
