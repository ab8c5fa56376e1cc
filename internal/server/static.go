package server

import (
	"bytes"
	"net/http"
	"strings"
	"time"

	"github.com/alecthomas/chroma/v2"
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

func highlightCSS() []byte {
	var buf bytes.Buffer
	formatter := chromahtml.New(chromahtml.WithClasses(true))
	write := func(style *chroma.Style) {
		if err := formatter.WriteCSS(&buf, style); err != nil {
			panic(err) // the styles are built in; writing to a buffer cannot fail
		}
	}
	write(styles.Get(quiz.HighlightStyle))
	buf.WriteString("@media (prefers-color-scheme: dark) {\n")
	var dark bytes.Buffer
	formatter.WriteCSS(&dark, styles.Get(quiz.HighlightDarkStyle))
	for _, line := range strings.Split(dark.String(), "\n") {
		buf.WriteString("  " + line + "\n")
	}
	buf.WriteString("}\n")
	return buf.Bytes()
}
