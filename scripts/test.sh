#!/usr/bin/env bash
# `make test`: every check, in order, with one summary line per stage (and, under the Go and
# browser stages, a line per part: the servers' start, then the tests). It stops at the first
# failing stage (later stages depend on earlier ones) and exits non-zero when any stage failed.
set -uo pipefail
cd "$(dirname "$0")/.."

summary=()
# A stage may write its parts' times, a line each, to $stage_parts: the summary lists them after it.
stage_parts=$(mktemp /tmp/teachbay-test-parts-XXXXXX)
trap 'rm -f "$stage_parts"' EXIT
run_stage() {
  local name=$1; shift
  local start=$SECONDS result=PASS
  : > "$stage_parts"
  echo "=== $name"
  "$@" || result=FAIL
  summary+=("$result  $name ($((SECONDS - start)) s)")
  while IFS= read -r part; do summary+=("        $part"); done < "$stage_parts"
  if [ $result = FAIL ]; then
    print_summary
    exit 1
  fi
}
print_summary() {
  echo
  echo "=== make test summary"
  printf '%s\n' "${summary[@]}"
}

ensure_chromium() {
  [ -x /usr/bin/chromium ] && return 0
  if [ "$(id -u)" = 0 ]; then
    echo "Installing Debian's chromium for the browser tests..."
    (apt-get install -y -q chromium >/dev/null 2>&1 || { apt-get update -q >/dev/null && apt-get install -y -q chromium >/dev/null; })
  else
    echo "The browser tests need /usr/bin/chromium: run 'sudo apt-get install chromium'." >&2
    return 1
  fi
}

# The blob store's tests run versitygw, a real S3-compatible server (internal/blob/blobtest),
# found through VERSITYGW.
ensure_versitygw() {
  local bin
  bin=$(go env GOBIN); bin=${bin:-$(go env GOPATH | cut -d: -f1)/bin}
  VERSITYGW=${VERSITYGW:-$(command -v versitygw || echo "$bin/versitygw")}
  if [ ! -x "$VERSITYGW" ]; then
    echo "Installing versitygw v1.8.0 for the S3 tests..."
    go install github.com/versity/versitygw/cmd/versitygw@v1.8.0 || return 1
  fi
  export VERSITYGW
}

# The Go tests of every package share one throwaway cluster (internal/testdb), tuned for speed.
go_tests() {
  local dir url rc start=$SECONDS
  ensure_versitygw || return 1
  dir=$(mktemp -d /tmp/teachbay-gotest-pg-XXXXXX)
  url=$(TEACHBAY_PG_OPTIONS="-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=400" \
    scripts/postgres.sh start "$dir") || return 1
  echo "versitygw and Postgres $((SECONDS - start)) s" >> "$stage_parts"
  start=$SECONDS
  TEACHBAY_TEST_DATABASE_URL=${url%/teachbay*} go test -race -count=1 -parallel=8 ./...
  rc=$?
  echo "go test $((SECONDS - start)) s" >> "$stage_parts"
  scripts/postgres.sh stop "$dir"
  rm -rf "$dir"
  return $rc
}

# The browser tests' uploads go to versitygw too (web/playwright.config.ts). Their server's whole
# log goes to server_log, which the next stage scans for secrets.
server_log=$(mktemp /tmp/teachbay-e2e-server-XXXXXX.log)
# Its parts: Postgres with the reference data, then Playwright's, which starts the test servers
# and then runs the tests (web/e2e/timing.ts).
e2e() {
  ensure_chromium && ensure_versitygw || return 1
  TEACHBAY_E2E_START=$(date +%s) TEACHBAY_E2E_PARTS=$stage_parts TEACHBAY_SERVER_LOG=$server_log DEMO_SEED=0 \
    scripts/with-postgres.sh bash -c 'echo "Postgres and reference data $(($(date +%s) - TEACHBAY_E2E_START)) s" >> "$TEACHBAY_E2E_PARTS"
      cd web && npm run --silent e2e'
}

run_stage "web: install packages"      make --no-print-directory web-deps
run_stage "web: type-check"            bash -c 'cd web && npm run --silent typecheck'
run_stage "web: lint"                  bash -c 'cd web && npm run --silent lint'
run_stage "web: unit tests (Vitest)"   bash -c 'cd web && npm run --silent test'
run_stage "build: web/dist + binary"   make --no-print-directory build
run_stage "build: the image's Go stage and compose file" scripts/check-image.sh
run_stage "go: vet"                    go vet ./...
run_stage "go: tests (-race, real Postgres)" go_tests
run_stage "e2e: Playwright + Chromium" e2e
run_stage "e2e: server log holds no secret" scripts/scan-logs.sh "$server_log"
rm -f "$server_log"
print_summary
