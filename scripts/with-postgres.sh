#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throwaway Postgres cluster seeded with the demo
# data (with DEMO_SEED=0 the reference data only: the browser tests seed the demo accounts into
# their own file store); the cluster is removed afterwards. Used by the browser tests and the
# benchmarks.
set -uo pipefail
cd "$(dirname "$0")/.."

dir=$(mktemp -d /tmp/teachbay-pg-XXXXXX)
cleanup() { scripts/postgres.sh stop "$dir"; rm -rf "$dir"; }
trap cleanup EXIT
DATABASE_URL=$(scripts/postgres.sh start "$dir") || exit 1
export DATABASE_URL
if [ "${DEMO_SEED:-1}" = 0 ]; then
  APP_ENV=development bin/teachbay seed >/dev/null || exit 1
else
  APP_ENV=development bin/teachbay seed --demo >/dev/null || exit 1
fi
"$@"
