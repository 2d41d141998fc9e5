#!/usr/bin/env bash
# `make bench-api`: vacancy search latency under load (DESIGN.md §9: with 50,000 vacancies, vacancy
# search p99 <= 25 ms at 300 requests/s). Starts a throwaway Postgres, migrates it, seeds the
# reference data and 50,000 generated vacancies (bin/teachbay seed --bench-vacancies), serves
# them, and drives GET /api/vacancies with a mix of realistic searches at a fixed rate with the
# open-loop generator scripts/loadgen (latency measured from each request's scheduled time). Prints
# requests/s achieved, errors, p50/p95/p99/max beside the budget, and the server's peak RSS.
# A measurement: it exits 0 whatever the latencies are, and non-zero only when something does not
# start or requests fail. Environment: BENCH_DURATION (default 60s, long enough to include the
# background recount of every search's total: internal/store/vacancy_totals.go), BENCH_RATE
# (default 300), BENCH_VACANCIES (default 50000), BENCH_WARMUP (default 5s).
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1

duration=${BENCH_DURATION:-60s}
rate=${BENCH_RATE:-300}
vacancies=${BENCH_VACANCIES:-50000}
warmup=${BENCH_WARMUP:-5s}
budget_p99=25ms

die() { echo "bench-api: $*" >&2; exit 1; }

# free_port prints a loopback port nothing listens on.
free_port() {
  local port
  while :; do
    port=$((20000 + RANDOM % 40000))
    (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null || { echo "$port"; return; }
  done
}

[ -x bin/teachbay ] && [ -f web/dist/index.html ] || die "run make build first"

work=$(mktemp -d /tmp/teachbay-bench-api-XXXXXX)
# Its own directory, not under $work: as root the cluster belongs to the postgres user.
pg_dir=$(mktemp -d /tmp/teachbay-bench-api-pg-XXXXXX)
server_pid=''
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null; wait "$server_pid" 2>/dev/null; fi
  scripts/postgres.sh stop "$pg_dir" 2>/dev/null
  rm -rf "$work" "$pg_dir"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

log=$work/teachbay.log
DATABASE_URL=$(scripts/postgres.sh start "$pg_dir" "$(free_port)") || die "Postgres did not start"
export DATABASE_URL APP_ENV=development MAIL_TRANSPORT=log

step() { echo "bench-api: $*" >&2; }
run_logged() { "$@" >>"$log" 2>&1 || { tail -5 "$log" >&2; die "$* failed"; }; }

step "migrate, seed the reference data and $vacancies vacancies"
run_logged bin/teachbay migrate
run_logged bin/teachbay seed
start=$(date +%s.%N)
run_logged bin/teachbay seed --bench-vacancies "$vacancies"
load_s=$(awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN { printf "%.1f", e - s }')
# What autovacuum would do within a minute of the import; the run should not race it.
psql "$DATABASE_URL" -qc 'VACUUM ANALYZE' >/dev/null || die "VACUUM ANALYZE failed"
counts=$(psql "$DATABASE_URL" -tAc "SELECT count(*) || ' vacancies (' || count(*) FILTER (WHERE status = 'open') || ' open) at '
  || (SELECT count(*) FROM schools) || ' schools' FROM vacancies") || die "cannot count the vacancies"

step "building scripts/loadgen"
go build -o "$work/loadgen" ./scripts/loadgen || die "cannot build scripts/loadgen"

port=$(free_port)
base=http://127.0.0.1:$port
step "starting bin/teachbay serve on 127.0.0.1:$port (log: $log)"
HTTP_ADDR=127.0.0.1:$port bin/teachbay serve >>"$log" 2>&1 &
server_pid=$!
ready=''
for _ in $(seq 600); do
  curl -fs -o /dev/null "$base/readyz" && { ready=1; break; }
  kill -0 "$server_pid" 2>/dev/null || break
  sleep 0.1
done
[ -n "$ready" ] || { tail -5 "$log" >&2; die "bin/teachbay serve did not become ready"; }

# The query mix: what the search page sends while visitors type and filter, the empty search and
# later pages most often. q matches titles and descriptions regardless of case and accents, its
# last word as a prefix.
paths=$work/paths.txt
{
  for _ in 1 2 3; do echo "/api/vacancies"; done
  for p in 2 3 4 5; do echo "/api/vacancies?page=$p"; done
  for q in math biology esol teacher grade science reading substitute; do echo "/api/vacancies?q=$q"; done
  for q in mathem bio eso tea sci; do echo "/api/vacancies?q=$q"; done
  echo "/api/vacancies?q=%C3%89SOL"            # ÉSOL
  echo "/api/vacancies?q=matem%C3%A1ticas"     # matemáticas
  echo "/api/vacancies?q=ingl%C3%A9s"          # inglés
  echo "/api/vacancies?q=math+teacher"
  echo "/api/vacancies?q=high+school+biol"
  echo "/api/vacancies?q=grade+5"
  echo "/api/vacancies?level=high"
  echo "/api/vacancies?level=elementary"
  echo "/api/vacancies?subject=math"
  echo "/api/vacancies?subject=esol"
  echo "/api/vacancies?designation=title1"
  echo "/api/vacancies?type=part_time"
  echo "/api/vacancies?type=substitute&page=2"
  echo "/api/vacancies?level=high&subject=math"
  echo "/api/vacancies?level=middle&subject=science&type=full_time"
  echo "/api/vacancies?designation=title1&type=full_time&page=3"
  echo "/api/vacancies?q=teacher&level=high&page=2"
  echo "/api/vacancies?q=bio&subject=biology"
  echo "/api/vacancies?q=esol&designation=title1"
  echo "/api/vacancies?q=math&level=middle&type=part_time"
  echo "/api/vacancies?q=%C3%A9sol&level=elementary&designation=title1"
  echo "/api/vacancies?subject=math&pageSize=50"
} >"$paths"
# Every path must answer 200 before it is measured: a 400 is fast and would flatter the numbers.
while read -r p; do
  code=$(curl -s -o /dev/null -w '%{http_code}' "$base$p")
  [ "$code" = 200 ] || die "$p answered HTTP $code, not 200"
done <"$paths"

step "warm-up: $warmup at $rate requests/s"
"$work/loadgen" -url "$base" -rate "$rate" -duration "$warmup" -paths "$paths" -quiet
step "measuring: $duration at $rate requests/s"
out=$("$work/loadgen" -url "$base" -rate "$rate" -duration "$duration" -paths "$paths" -p99-budget "$budget_p99")
status=$?
kill -0 "$server_pid" 2>/dev/null || die "bin/teachbay serve exited during the run: $(tail -3 "$log")"
hwm=$(awk '$1 == "VmHWM:" { printf "%.1f MB", $2 / 1024 }' "/proc/$server_pid/status")
rss=$(awk '$1 == "VmRSS:" { printf "%.1f MB", $2 / 1024 }' "/proc/$server_pid/status")

echo
echo "GET /api/vacancies, $counts (loaded in ${load_s} s), $(nproc) CPUs shared by Postgres, the server and the generator"
echo "$out"
echo "  server memory   peak RSS (VmHWM) $hwm, RSS now $rss (idle RSS budget <= 80 MB, DESIGN.md §9; the peak is under load)"
[ "$status" = 0 ] || die "some requests failed"
