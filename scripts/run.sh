#!/usr/bin/env bash
# `make run`: serves the built binary with development defaults. Without DATABASE_URL it runs a
# private Postgres cluster under ./.data/postgres, kept between runs and stopped on exit.
set -euo pipefail
cd "$(dirname "$0")/.."

export APP_ENV=${APP_ENV:-development}
export HTTP_ADDR=${HTTP_ADDR:-:8080}

if [ -z "${DATABASE_URL:-}" ]; then
  pg_port=${TEACHBAY_PG_PORT:-54329}
  DATABASE_URL=$(scripts/postgres.sh start .data/postgres "$pg_port")
  export DATABASE_URL
  trap 'scripts/postgres.sh stop .data/postgres' EXIT
  echo "Private Postgres on 127.0.0.1:$pg_port, data in .data/postgres"
fi

bin/teachbay seed --demo
echo
echo "  TeachBay: http://localhost:${HTTP_ADDR##*:}   (Ctrl-C stops it and the private database)"
echo
bin/teachbay serve
