// Package shared holds the descriptions that the web app and the server both read, so the two
// cannot drift apart: the web app imports the JSON files, the server embeds them from here.
package shared

import _ "embed"

// Disclosures is disclosures.json: every section of the disclosures wizard with its questions,
// their follow-ups and rules. It drives the wizard's steps and the server's validation alike.
//
//go:embed disclosures.json
var Disclosures []byte

// CommonPasswords is common-passwords.txt: the 10,000 most common passwords, lower-cased, one a
// line, which no account may use. The server refuses them; the web app's strength hint names them.
//
//go:embed common-passwords.txt
var CommonPasswords []byte

// USStates is us-states.json: the USPS codes (and names) of the states, the District of
// Columbia and the territories, the `state` of an address in the United States.
//
//go:embed us-states.json
var USStates []byte
