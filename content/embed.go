// Package content embeds the question bank that ships with Rehearse, so the
// binary serves it with no files beside it.
package content

import (
	"embed"
	"io/fs"
)

//go:embed questions/*.md questions/*.stance
var files embed.FS

// Questions returns the embedded question files, one markdown file per
// question at the root of the returned file system.
func Questions() fs.FS {
	sub, err := fs.Sub(files, "questions")
	if err != nil {
		panic(err) // the folder is embedded above; it cannot be missing
	}
	return sub
}
