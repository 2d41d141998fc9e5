// Package shared holds the descriptions that the web app and the server both read, so the two
// cannot drift apart: the web app imports the JSON files, the server embeds them from here.
package shared

import _ "embed"

// Disclosures is disclosures.json: every section of the disclosures wizard with its questions,
// their follow-ups and rules. It drives the wizard's steps and the server's validation alike.
//
//go:embed disclosures.json
var Disclosures []byte
