// Package migrations embeds the SQL migrations that golang-migrate applies.
package migrations

import "embed"

// FS holds the numbered up and down migration files.
//
//go:embed *.sql
var FS embed.FS
