// The web app is its own Go module so that `go ... ./...` in the main module never walks
// into node_modules (some npm packages ship Go files). It only embeds the built app.
module github.com/teachbay/teachbay/web

go 1.26.8
