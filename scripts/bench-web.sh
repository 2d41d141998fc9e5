#!/usr/bin/env bash
# `make bench-web`: serves the built binary against a throwaway database and measures every public
# route and one job page with Lighthouse 12 (mobile preset, Debian's Chromium). BENCH_ROUTES="/ /about-us" limits the routes.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x /usr/bin/chromium ] || { echo "bench-web needs /usr/bin/chromium (apt-get install chromium)" >&2; exit 1; }

serve_and_measure() {
  local addr=127.0.0.1:8097
  APP_ENV=development HTTP_ADDR=$addr LOG_LEVEL=warn bin/teachbay serve &
  local pid=$!
  trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null' RETURN
  for _ in $(seq 100); do curl -fs "http://$addr/readyz" >/dev/null && break; sleep 0.1; done
  node scripts/bench-web.mjs "http://$addr"
}
export -f serve_and_measure
scripts/with-postgres.sh bash -c serve_and_measure
