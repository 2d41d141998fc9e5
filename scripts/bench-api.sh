#!/usr/bin/env bash
# `make bench-api`: the API under a realistic mix of load, beside docs/design.md §9's budgets (with
# 50,000 vacancies: vacancy search p99 <= 25 ms at 300 requests/s, a teacher's top-20 matches
# <= 50 ms; and, for this wave's endpoints, near searches <= 25 ms as the search, a school's lists
# <= 50 ms as the matches, the referee's page <= 50 ms: see budgets below). Starts a throwaway
# Postgres, migrates it, seeds the reference data, 50,000 generated vacancies, 5,000 generated
# teachers with complete profiles and 1,500 of their applications, 100 to each of the newest
# vacancies, read by a school user per district, with a referee's link per applicant (bin/teachbay
# seed --bench-vacancies N --bench-teachers N --bench-applications N), and drives the open-loop
# generator scripts/loadgen (latency measured from each request's scheduled time) with a weighted
# mix: vacancy searches (the paths below), searches near each school (radii 5-50 km, some with a
# filter, as saved searches keep), job views as JSON and as the server-rendered page of vacancies
# that state their pay, teachers' matches (50 teachers logged in before measuring), the school
# users' ranked applicants and analytics (logged in with their authenticator's code), referees
# opening their links' page, and logins. Logins and referees' pages each come from their own
# X-Forwarded-For address, which the servers trust from 127.0.0.1 (TRUSTED_PROXIES), so the
# per-IP limits are never reached; the referees' 1,500 links keep each far below its own limit.
#   Run 1: one bin/teachbay serve at BENCH_RATE. Run 2: two bin/teachbay serve processes behind
# nginx run from deploy/nginx.conf (round-robin, appends X-Forwarded-For; scripts/bench-front.sh
# installs nginx-light when missing), configured as a scaled-out deployment is (one AUTH_SECRET,
# one BASE_URL: the front's), at BENCH_RATE2, to show that the binary is stateless and scales out.
# Before run 1 it prints the first server's time from start to ready (docs/design.md §9: <= 1 s)
# and its RSS once idle, with the match index read in the background. Each run prints requests/s, errors and p50/p95/p99/max per
# endpoint, the budgets beside their rows, each server's peak RSS and the CPU time each server
# used while measured; run 1 also prints, from the first server's profiles (DEBUG_ADDR), the five
# functions that took the most CPU while measured and that allocated the most. One machine's CPUs do not grow with the processes on it, so run 2 shows
# scaling as the work divides: the requests and the CPU time split between the two servers, each
# request costing what it cost alone, with no errors; on machines of their own, each server's
# share is then what it could answer more. BENCH_RATE2 above what the machine can serve shows the
# overload instead: requests past MAX_IN_FLIGHT answered 503 at once, memory bounded.
#   A measurement: it exits 0 whatever the latencies are, and non-zero only when something does
# not start or requests fail. Environment: BENCH_DURATION (default 60s, long enough to include
# the background recount of every search's total: internal/store/vacancy_totals.go), BENCH_RATE
# (default 356: with the default mix, 300 searches/s as the budget says), BENCH_RATE2 (default
# BENCH_RATE), BENCH_MIX (default search=300,near=15,job=20,job-page=10,matches=3,
# school-applicants=3,school-analytics=2,reference=2,login=1), BENCH_VACANCIES (default 50000),
# BENCH_TEACHERS (default 5000), BENCH_APPLICATIONS (default 1500), BENCH_WARMUP (default 5s).
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1

duration=${BENCH_DURATION:-60s}
rate=${BENCH_RATE:-356}
rate2=${BENCH_RATE2:-$rate}
# Weights; at the default rate, requests/s: searches at the budget's 300/s, and beside them what
# a board with 5,000 teachers and three districts might see. A near search is one search in 21,
# as often as the board's most used filters: the Near field and a saved search near a place are
# one way of several to search, and each costs about twice a search's CPU (the schools in range,
# then the page), on 2 CPUs that the searches alone nearly fill. A teacher's matches take about
# 30 ms each on an idle 2-CPU machine (ranking every open vacancy) and a login one password hash:
# on 2 CPUs, a few per second of each already take a good share of the machine. A district's
# staff read their lists a few times a second between them at the busiest (3 ranked lists of 100
# applicants, 2 analytics), and referees, one per application at most, open their link twice a
# second here, far more than 1,500 applications a season bring.
mix=${BENCH_MIX:-search=300,near=15,job=20,job-page=10,matches=3,school-applicants=3,school-analytics=2,reference=2,login=1}
vacancies=${BENCH_VACANCIES:-50000}
teachers=${BENCH_TEACHERS:-5000}
applications=${BENCH_APPLICATIONS:-1500}
warmup=${BENCH_WARMUP:-5s}
# docs/design.md §9. The matches budget names no percentile; the strictest reading, the p99 under
# load, is what the table compares. A near search is held to the search's 25 ms, a school's lists
# to the matches' 50 ms. §9's budgets of pages are Lighthouse's, in the browser, with no time of
# the server's own, so the referee's page, which counts the visit against two limits (two writes)
# and reads the link, is held to the 50 ms of the API's reads that do as much.
budgets=search=25ms,near=25ms,matches=50ms,school-applicants=50ms,school-analytics=50ms,reference=50ms

die() { echo "bench-api: $*" >&2; exit 1; }
step() { echo "bench-api: $*" >&2; }
# shellcheck source=scripts/bench-front.sh
. scripts/bench-front.sh

# free_port prints a loopback port nothing listens on.
free_port() {
  local port
  while :; do
    port=$((20000 + RANDOM % 40000))
    (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null || { echo "$port"; return; }
  done
}

[ -x bin/teachbay ] && [ -f web/dist/index.html ] || die "run make build first"
install_packages nginx-light libnginx-mod-http-brotli-static

work=$(mktemp -d /tmp/teachbay-bench-api-XXXXXX)
# Its own directory, not under $work: as root the cluster belongs to the postgres user.
pg_dir=$(mktemp -d /tmp/teachbay-bench-api-pg-XXXXXX)
pids=()  # the servers and the front this script started and has not stopped yet
stop_pid() {
  kill "$1" 2>/dev/null
  wait "$1" 2>/dev/null
  local left=() pid
  for pid in "${pids[@]}"; do [ "$pid" = "$1" ] || left+=("$pid"); done
  pids=("${left[@]}")
}
cleanup() {
  local pid
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; done
  scripts/postgres.sh stop "$pg_dir" 2>/dev/null
  rm -rf "$work" "$pg_dir"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

log=$work/teachbay.log
DATABASE_URL=$(scripts/postgres.sh start "$pg_dir") || die "Postgres did not start"
# The generator sends each login from its own X-Forwarded-For address, as many visitors would
# come (the per-IP login limit is 60 an hour); the servers believe it from loopback only. Servers
# behind one front share the secret that signs sessions, as a scaled-out deployment must (README:
# AUTH_SECRET): a session from one is then good on the other.
AUTH_SECRET=$(head -c 48 /dev/urandom | base64 -w0)
export DATABASE_URL APP_ENV=development MAIL_TRANSPORT=log TRUSTED_PROXIES=127.0.0.1/32 AUTH_SECRET

run_logged() { "$@" >>"$log" 2>&1 || { tail -5 "$log" >&2; die "$* failed"; }; }
# timed prints how many seconds its command took.
timed() {
  local start
  start=$(date +%s.%N)
  run_logged "$@"
  awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN { printf "%.1f", e - s }'
}

step "migrate, seed the reference data, $vacancies vacancies, $teachers teachers and $applications applications"
run_logged bin/teachbay migrate
run_logged bin/teachbay seed
vacancies_s=$(timed bin/teachbay seed --bench-vacancies "$vacancies") || exit 1
teachers_s=$(timed bin/teachbay seed --bench-teachers "$teachers") || exit 1
applications_s=$(timed bin/teachbay seed --bench-applications "$applications") || exit 1
# What autovacuum would do within a minute of the import; the run should not race it.
psql "$DATABASE_URL" -qc 'VACUUM ANALYZE' >/dev/null || die "VACUUM ANALYZE failed"
counts=$(psql "$DATABASE_URL" -tAc "SELECT count(*) || ' vacancies (' || count(*) FILTER (WHERE status = 'open') || ' open) at '
  || (SELECT count(*) FROM schools) || ' schools, ' || (SELECT count(*) FROM users WHERE role = 'teacher') || ' teachers, '
  || (SELECT count(*) FROM applications) || ' applications'
  FROM vacancies") || die "cannot count the seeded data"
# One bench school user per district, and a referee's link per teacher who applied.
school_users=$(psql "$DATABASE_URL" -tAc "SELECT count(*) FROM users WHERE email LIKE 'bench-school-%@bench.test'") ||
  die "cannot count the bench school users"
referees=$((applications < teachers ? applications : teachers))

step "building scripts/loadgen"
go build -o "$work/loadgen" ./scripts/loadgen || die "cannot build scripts/loadgen"

# The search mix: what the search page sends while visitors type and filter, the empty search and
# later pages most often. q matches titles and descriptions regardless of case and accents, its
# last word as a prefix. The generator checks that each answers 200 before measuring.
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

# start_server starts bin/teachbay serve on a free port, waits until it is ready and sets
# server_pid, server_url and ready_s (seconds from start to ready). Its public address, BASE_URL (which also names the issuer of the
# session tokens), is $1, or its own URL; its runtime profiles are served on $debug_addr when set
# (DEBUG_ADDR). Other programs on the machine may take the port between free_port and the listen:
# then it tries another.
start_server() {
  local port attempt start
  for attempt in 1 2 3; do
    port=$(free_port)
    start=$(date +%s.%N)
    server_url=http://127.0.0.1:$port
    BASE_URL=${1:-$server_url} HTTP_ADDR=127.0.0.1:$port DEBUG_ADDR=${debug_addr:-} bin/teachbay serve >>"$log" 2>&1 &
    server_pid=$!
    pids+=("$server_pid")
    step "started bin/teachbay serve on 127.0.0.1:$port (pid $server_pid, log: $log)"
    for _ in $(seq 600); do
      if curl -fs -o /dev/null "$server_url/readyz"; then
        ready_s=$(awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN { printf "%.2f", e - s }')
        return 0
      fi
      kill -0 "$server_pid" 2>/dev/null || break
      sleep 0.02
    done
    stop_pid "$server_pid"
    grep -q "listen tcp 127.0.0.1:$port: bind: address already in use" "$log" || break
    step "port $port was taken meanwhile (attempt $attempt)"
  done
  tail -5 "$log" >&2
  die "bin/teachbay serve did not become ready"
}

# cpu_seconds prints the CPU time (user and system) the processes have used so far, each.
cpu_seconds() {
  local pid
  for pid in "$@"; do
    awk -v tck="$(getconf CLK_TCK)" '{ sub(/^.*\) /, ""); printf "%.2f ", ($12 + $13) / tck }' "/proc/$pid/stat"
  done
}

# machine_ticks prints the whole machine's CPU time so far, in clock ticks: busy (user, nice,
# system, interrupts), idle (with I/O wait), and stolen (steal: the hypervisor gave it to another
# machine while this one had work).
machine_ticks() { awk '$1 == "cpu" { print $2 + $3 + $4 + $7 + $8, $5 + $6, $9; exit }' /proc/stat; }

# measure warms up and then measures url at rate; it sets out and status, cpu: the CPU seconds
# each of the server processes given after the rate used while measured, and machine: how busy
# the machine was meanwhile. With $profile_addr (a server's DEBUG_ADDR), it also keeps the
# server's CPU profile of the measurement and its allocations since it started, in
# $work/cpu.prof and $work/allocs.prof.
measure() {
  local url=$1 rate=$2; shift 2
  local args=(-url "$url" -paths "$paths" -mix "$mix" -teachers "$teachers" -school-users "$school_users"
    -referees "$referees" -budgets "$budgets") before after ticks_before ticks_after
  step "warm-up: $warmup at $rate requests/s"
  "$work/loadgen" "${args[@]}" -rate "$rate" -duration "$warmup" -quiet
  step "measuring: $duration at $rate requests/s"
  read -ra before <<<"$(cpu_seconds "$@")"
  read -ra ticks_before <<<"$(machine_ticks)"
  local profiling=
  if [[ -n ${profile_addr:-} ]]; then
    curl -fs -o "$work/cpu.prof" "http://$profile_addr/debug/pprof/profile?seconds=${duration%s}" &
    profiling=$!
  fi
  out=$("$work/loadgen" "${args[@]}" -rate "$rate" -duration "$duration")
  status=$?
  read -ra after <<<"$(cpu_seconds "$@")"
  read -ra ticks_after <<<"$(machine_ticks)"
  machine=$(echo "${ticks_before[*]} ${ticks_after[*]}" | awk '{ busy = $4 - $1; idle = $5 - $2; stolen = $6 - $3
    all = busy + idle + stolen; printf "%.0f%% of its CPU time busy, %.0f%% stolen by the hypervisor", 100 * busy / all, 100 * stolen / all }')
  if [[ -n $profiling ]]; then
    wait "$profiling"
    curl -fs -o "$work/allocs.prof" "http://$profile_addr/debug/pprof/allocs"
  fi
  cpu=()
  for i in "${!after[@]}"; do cpu+=("$(awk -v a="${after[$i]}" -v b="${before[$i]}" 'BEGIN { printf "%.1f", a - b }')"); done
}

# cpu_line prints the servers' CPU time while measured and what one answered request cost.
cpu_line() {
  local answered=$1; shift
  awk -v n="$answered" -v d="${duration%s}" -v list="$*" 'BEGIN {
    k = split(list, s, " "); for (i = 1; i <= k; i++) { total += s[i]; each = each sep s[i] " s"; sep = " + " }
    printf "  server CPU      %s while measured (%.2f CPUs), %.2f ms of server CPU per answered request\n", each, total / d, 1000 * total / (n * d) }'
}

# machine_line prints how busy the machine was while measured: the tails grow with stolen time,
# which no process here can see or avoid.
machine_line() {
  echo "  machine         $1 while measured (all processes)"
}

# memory prints a server's peak RSS (VmHWM) and its RSS now; it dies if the server exited.
memory() {
  kill -0 "$1" 2>/dev/null || die "bin/teachbay serve (pid $1) exited during the run: $(tail -3 "$log")"
  awk '$1 == "VmHWM:" { hwm = $2 } $1 == "VmRSS:" { rss = $2 }
    END { printf "peak RSS (VmHWM) %.1f MB, RSS now %.1f MB", hwm / 1024, rss / 1024 }' "/proc/$1/status"
}

achieved() { sed -n 's/^  achieved \([0-9.]*\) requests\/s.*/\1/p' <<<"$1"; }
errors() { sed -n 's/^  achieved .*, \([0-9]*\) errors$/\1/p' <<<"$1"; }

notes() {
  echo "  notes: the search budget is p99 <= 25 ms at 300 searches/s with 50,000 vacancies, and a near search's the"
  echo "    same; the matches budget, \"a teacher's top-20 matches <= 50 ms\", is compared with the p99 under this load,"
  echo "    as the school's lists and the referee's page are. Job views have no budget of their own. Login has none: it"
  echo "    is slow by design, one argon2id hash of 19 MiB (two passes) per login (internal/auth/password.go, docs/design.md §7)."
}

# profile_top prints the five functions that took the most of a profile's sample (flat): CPU
# time, or bytes allocated (alloc_space).
profile_top() {
  go tool pprof -top -nodecount=5 ${2:+-sample_index=$2} "$1" 2>/dev/null | tail -n 5 | sed 's/^/      /'
}

# Run 1: one process, its profiles served on a loopback port of their own. Its memory once idle:
# started, its match index read in the background (the server logs when), no request served but
# the readiness checks.
debug_addr=127.0.0.1:$(free_port)
start_server
profile_addr=$debug_addr debug_addr=
ready1=$ready_s
for _ in $(seq 300); do grep -q '"match index ready"' "$log" && break; sleep 0.1; done
sleep 1
idle1=$(awk '$1 == "VmRSS:" { printf "%.1f MB", $2 / 1024 }' "/proc/$server_pid/status")
measure "$server_url" "$rate" "$server_pid"
out1=$out status1=$status cpu1=("${cpu[@]}") machine1=$machine
mem1=$(memory "$server_pid") || exit 1
stop_pid "$server_pid"

echo
echo "== Run 1: one bin/teachbay serve; $counts (vacancies loaded in ${vacancies_s} s, teachers in ${teachers_s} s,"
echo "   applications in ${applications_s} s);"
echo "   $(nproc) CPUs shared by Postgres, the server and the generator"
echo "$out1"
echo "  server start    ready in $ready1 s (budget <= 1 s), RSS $idle1 once idle with the match index read (budget <= 80 MB)"
echo "  server memory   $mem1 under load (budget <= 150 MB per process, docs/design.md §9)"
cpu_line "$(achieved "$out1")" "${cpu1[@]}"
machine_line "$machine1"
echo "  where its CPU went while measured (top 5 functions, flat; DEBUG_ADDR's profile):"
profile_top "$work/cpu.prof"
echo "  what it allocated since it started (top 5 functions by bytes, flat; warm-up and measurement):"
profile_top "$work/allocs.prof" alloc_space
notes

profile_addr=
# Run 2: two processes behind the front, fresh, so their peaks are this run's; the front's
# address is their public one.
front_port=$(free_port)
start_server "http://127.0.0.1:$front_port"
pid_a=$server_pid url_a=$server_url
start_server "http://127.0.0.1:$front_port"
pid_b=$server_pid url_b=$server_url
start_front "$work" "$front_port" "$work/front-access.log" "${url_a#http://}" "${url_b#http://}"
pids+=("$front_pid")
for _ in $(seq 100); do
  curl -fs -o /dev/null "$front_url/readyz" && break
  kill -0 "$front_pid" 2>/dev/null || die "nginx (deploy/nginx.conf) did not start: $(tail -3 "$work/front-error.log")"
  sleep 0.1
done
measure "$front_url" "$rate2" "$pid_a" "$pid_b"
out2=$out status2=$status cpu2=("${cpu[@]}") machine2=$machine
mem_a=$(memory "$pid_a") || exit 1
mem_b=$(memory "$pid_b") || exit 1
stop_pid "$front_pid"
share="${url_a#http://} $(grep -c " ${url_a#http://} " "$work/front-access.log"), ${url_b#http://} $(grep -c " ${url_b#http://} " "$work/front-access.log")"

echo
echo "== Run 2: two bin/teachbay serve behind nginx (deploy/nginx.conf, round-robin), at $rate2 requests/s;"
echo "   the same $(nproc) CPUs, now also shared by the two servers and nginx"
echo "$out2"
echo "  server 1 memory $mem_a"
echo "  server 2 memory $mem_b"
echo "  requests per server (from nginx's access log, warm-up and checks included): $share"
a1=$(achieved "$out1") a2=$(achieved "$out2")
cpu_line "$a2" "${cpu2[@]}"
machine_line "$machine2"
if [ -n "$a1" ] && [ -n "$a2" ]; then
  echo "  scale-out: $a2 requests/s answered without error by two processes ($(errors "$out2") errors), $a1 by one ($(errors "$out1")"
  echo "    errors); nginx split the requests evenly and sessions made on one server held on the other. Both run on"
  echo "    the same $(nproc) CPUs as Postgres, nginx and the generator, so here they add no CPU: compare the CPU time"
  echo "    per request of the two runs: each server did its share of the work at the cost one did alone"
fi
notes

[ "$status1" = 0 ] && [ "$status2" = 0 ] || die "some requests failed"
