# TeachBay. The two commands that matter: `make run` and `make test` (see README.md).
SHELL := /bin/bash
.DEFAULT_GOAL := run

BIN := bin/teachbay
NPM_STAMP := web/node_modules/.package-lock.json
GO_SOURCES := $(shell find cmd internal migrations web/shared -type f) go.mod go.sum web/embed.go web/go.mod
WEB_SOURCES := $(shell find web/src web/shared web/public web/scripts -type f 2>/dev/null) web/index.html web/package.json \
	$(wildcard web/vite.config.* web/tsconfig*.json)

.PHONY: run test build web-deps bench-web bench-serve bench-api bench-go clean

## run: build everything and serve http://localhost:8080 with a private Postgres and demo data
run: build
	@scripts/run.sh

## test: the whole suite (Go vet + tests, web checks and unit tests, build, browser tests)
test:
	@scripts/test.sh

## build: web/dist and bin/teachbay
build: web/dist/index.html $(BIN)

web-deps: $(NPM_STAMP)

$(NPM_STAMP): web/package.json web/package-lock.json
	cd web && npm ci --no-audit --no-fund --loglevel=error
	@touch $@

web/dist/index.html: $(NPM_STAMP) $(WEB_SOURCES)
	cd web && npm run build

# The image's build (Dockerfile), so scripts/check-image.sh finds its packages in the build cache.
$(BIN): web/dist/index.html $(GO_SOURCES)
	CGO_ENABLED=0 go build -trimpath -ldflags "-s -w" -o $(BIN) ./cmd/teachbay

## bench-web: per-route initial JavaScript and Lighthouse (mobile) scores of the public pages and a job page
bench-web: build
	@scripts/bench-web.sh

## bench-serve: requests/s of the web app and API reads with wrk, beside nginx serving the same web/dist and through the front of deploy/nginx.conf
bench-serve: build
	@scripts/bench-serve.sh

## bench-api: searches, near searches, job views and pages with pay, matches, a school's ranked applicants and analytics, the referee's page and logins over 50,000 vacancies, 5,000 teachers and 1,500 applications, one server then two behind nginx (deploy/nginx.conf)
bench-api: build
	@scripts/bench-api.sh

## bench-go: Go benchmarks of the engine: a teacher's top 20 among 50,000 open vacancies, reading them into the match index (its heap: index-MB), ranking in memory, resume review
bench-go:
	@scripts/with-postgres.sh go test -run='^$$' -bench=. -benchmem ./internal/app ./internal/matching ./internal/resume

clean:
	rm -rf bin web/dist web/dist-ssr
