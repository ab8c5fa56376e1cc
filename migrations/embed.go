// Package migrations holds the SQL that builds the database schema, one file
// per step, named NNNN_name.sql and applied in order at start-up.
package migrations

import "embed"

// FS holds every migration file.
//
//go:embed *.sql
var FS embed.FS
