package server

import (
	"bytes"
	"net/http"
	"strings"
	"time"

	chromahtml "github.com/alecthomas/chroma/v2/formatters/html"
	"github.com/alecthomas/chroma/v2/styles"

	"github.com/rehearse-dev/rehearse/internal/quiz"
	"github.com/rehearse-dev/rehearse/web/static"
)

// startTime stamps the embedded files, which change only with the binary.
var startTime = time.Now()

// staticHandler serves the embedded files under /static/, plus the code
// highlighting stylesheet generated from the chroma styles the markdown
// renderer uses, light and dark.
func staticHandler() http.Handler {
	files := http.StripPrefix("/static/", http.FileServerFS(static.FS))
	css := highlightCSS()
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "public, max-age=3600")
		if r.URL.Path == "/static/highlight.css" {
			http.ServeContent(w, r, "highlight.css", startTime, bytes.NewReader(css))
			return
		}
		files.ServeHTTP(w, r)
	})
}

// highlightCSS is the light style, then the dark one inside a
// prefers-color-scheme query.
func highlightCSS() []byte {
	formatter := chromahtml.New(chromahtml.WithClasses(true))
	var light, dark bytes.Buffer
	// The styles are built in and the writers are buffers: nothing fails.
	_ = formatter.WriteCSS(&light, styles.Get(quiz.HighlightStyle))
	_ = formatter.WriteCSS(&dark, styles.Get(quiz.HighlightDarkStyle))
	light.WriteString("@media (prefers-color-scheme: dark) {\n")
	for _, line := range strings.Split(dark.String(), "\n") {
		light.WriteString("  " + line + "\n")
	}
	light.WriteString("}\n")
	return light.Bytes()
}
