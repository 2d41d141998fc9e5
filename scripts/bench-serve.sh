#!/usr/bin/env bash
# `make bench-serve`: measures with wrk how fast the built binary serves the web app and two API
# reads, beside nginx serving the same web/dist with gzip_static and brotli_static, and through
# the front operators deploy (deploy/nginx.conf: nginx serving the hashed assets itself and passing
# the rest to TeachBay), and prints the ratios the serving issue and issue 36 aim at. A measurement: it exits 0 whatever the ratios are, and non-zero
# only when a server does not start, the two servers answer differently encoded files, or wrk sees
# errors. BENCH_DURATION (default 15s) sets the length of each measured run.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1

duration=${BENCH_DURATION:-15s}
warmup=2s
wrk_args=(-t2 -c50 -H 'Accept-Encoding: gzip, br')
# wrk may count a few socket errors while connections open and close; more means a real fault.
max_errors=10

die() { echo "bench-serve: $*" >&2; exit 1; }
# shellcheck source=scripts/bench-front.sh
. scripts/bench-front.sh

brotli_module() { find /usr/lib/nginx/modules -name 'ngx_http_brotli_static_module.so' 2>/dev/null | head -1; }

# free_port prints a loopback port nothing listens on.
free_port() {
  local port
  while :; do
    port=$((20000 + RANDOM % 40000))
    (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null || { echo "$port"; return; }
  done
}

# start_nginx writes an nginx.conf into $work and runs nginx on 127.0.0.1:$1 in the foreground
# of a background job, with its own pid file, logs and temp paths, none of Debian's defaults.
start_nginx() {
  local port=$1 module dist
  module=$(brotli_module)
  [ -n "$module" ] || die "ngx_http_brotli_static_module.so not found under /usr/lib/nginx/modules"
  dist=$(pwd)/web/dist
  cat >"$work/nginx.conf" <<EOF
load_module $module;
worker_processes auto;
daemon off;
pid $work/nginx.pid;
error_log $work/nginx-error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  client_body_temp_path $work/client_body;
  proxy_temp_path $work/proxy;
  fastcgi_temp_path $work/fastcgi;
  uwsgi_temp_path $work/uwsgi;
  scgi_temp_path $work/scgi;
  server {
    listen 127.0.0.1:$port;
    root $dist;
    gzip_static on;
    brotli_static on;
    gzip_vary on;
    # TeachBay's caching: hashed assets for a year, other files an hour, pages revalidated.
    location /assets/ {
      add_header Cache-Control "public, max-age=31536000, immutable";
      try_files \$uri =404;
    }
    location / {
      add_header Cache-Control "public, max-age=3600";
      try_files \$uri /index.html;
    }
    location = /index.html {
      add_header Cache-Control "no-cache";
    }
  }
}
EOF
  # -t fails on "unknown directive brotli_static" when the module does not load.
  /usr/sbin/nginx -t -q -e "$work/nginx-error.log" -p "$work" -c "$work/nginx.conf" 2>"$work/nginx-test.log" ||
    { cat "$work/nginx-test.log" >&2; die "nginx rejected its configuration (is the brotli module loadable?)"; }
  /usr/sbin/nginx -e "$work/nginx-error.log" -p "$work" -c "$work/nginx.conf" 2>"$work/nginx-stderr.log" &
  nginx_pid=$!
}

# wait_for URL PID NAME waits up to 60 s for URL to answer 2xx while PID lives.
wait_for() {
  local url=$1 pid=$2 name=$3
  for _ in $(seq 600); do
    curl -fs -o /dev/null "$url" && return 0
    kill -0 "$pid" 2>/dev/null || return 1
    sleep 0.1
  done
  echo "bench-serve: $name did not answer $url within 60 s" >&2
  return 1
}

# check URL NAME prints the status, Content-Encoding and bytes sent for a gzip/br request and sets
# $encoding; a non-2xx status is an error.
check() {
  local url=$1 name=$2 out status
  out=$(curl -s -o /dev/null -D "$work/headers" -H 'Accept-Encoding: gzip, br' -w '%{http_code} %{size_download}' "$url") ||
    { echo "bench-serve: $name: $url does not answer" >&2; return 1; }
  status=${out% *}
  encoding=$(awk -F': *' 'tolower($1) == "content-encoding" { gsub(/\r/, "", $2); print $2 }' "$work/headers")
  printf '  %-9s %-40s HTTP %s, Content-Encoding: %s, %s bytes\n' "$name" "/${url#http://*/}" "$status" "${encoding:-(none)}" "${out#* }"
  [ "${status:0:1}" = 2 ] || { echo "bench-serve: $name answered $status for $url" >&2; return 1; }
}

# to_ms turns a wrk latency (850.00us, 1.23ms, 1.02s) into milliseconds.
to_ms() {
  awk -v v="$1" 'BEGIN {
    n = v + 0; u = v; sub(/^[0-9.]+/, "", u)
    if (u == "us") n /= 1000; else if (u == "s") n *= 1000; else if (u == "m") n *= 60000
    printf "%.2f", n }'
}

# measure LABEL URL warms up, runs wrk once and appends "label rps p50 p99" to $results.
measure() {
  local label=$1 url=$2 out rps p50 p99 non2xx sockerr
  echo "bench-serve: $label ($warmup warm-up, $duration measured)" >&2
  wrk "${wrk_args[@]}" -d"$warmup" "$url" >/dev/null 2>&1
  out=$(wrk "${wrk_args[@]}" -d"$duration" --latency "$url" 2>&1) || { echo "$out" >&2; failures+=("$label: wrk failed"); return; }
  rps=$(awk '/^Requests\/sec:/ { print $2 }' <<<"$out")
  p50=$(awk '$1 == "50%" { print $2 }' <<<"$out")
  p99=$(awk '$1 == "99%" { print $2 }' <<<"$out")
  non2xx=$(awk '/Non-2xx or 3xx responses:/ { print $NF }' <<<"$out")
  sockerr=$(awk '/Socket errors:/ { gsub(/,/, ""); print $4 + $6 + $8 + $10 }' <<<"$out")
  [ -n "$rps" ] || { echo "$out" >&2; failures+=("$label: no wrk result"); return; }
  [ "${non2xx:-0}" -gt "$max_errors" ] && failures+=("$label: $non2xx non-2xx/3xx responses")
  [ "${sockerr:-0}" -gt "$max_errors" ] && failures+=("$label: $sockerr socket errors ($(grep 'Socket errors' <<<"$out" | sed 's/^ *//'))")
  results+=("$label $rps $(to_ms "$p50") $(to_ms "$p99")")
}

rps_of() {
  local r label rps rest
  for r in "${results[@]}"; do
    read -r label rps rest <<<"$r"
    [ "$label" = "$1" ] && { echo "$rps"; return; }
  done
}

# ratio_line NAME NUMERATOR DENOMINATOR [AIM] prints a ratio of requests/s, against its aim if any.
ratio_line() {
  local name=$1 num den aim=${4:-}
  num=$(rps_of "$2"); den=$(rps_of "$3")
  [ -n "$num" ] && [ -n "$den" ] || { printf '  %-42s %6s   %s\n' "$name" "-" "NOT MEASURED"; return; }
  awk -v n="$num" -v d="$den" -v a="$aim" -v name="$name" 'BEGIN {
    r = n / d; printf "  %-42s %6.2f", name, r
    if (a == "") print "   (no aim: the reference)"; else printf "   aim >= %.2f  %s\n", a, (r >= a ? "PASS" : "BELOW") }'
}

stop_servers() {
  local pid
  for pid in $nginx_pid $teachbay_pid $bare_pid $bare_page_pid $front_pid; do kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; done
  rm -rf "$work"
}

# run_inside runs under scripts/with-postgres.sh (DATABASE_URL set): both servers, then wrk.
run_inside() {
  work=$(mktemp -d /tmp/teachbay-bench-serve-XXXXXX)
  nginx_pid='' teachbay_pid='' bare_pid='' bare_page_pid='' front_pid=''
  trap stop_servers EXIT

  local script nginx_port tb_port bare_port nginx tb bare bare_page
  script=$(cd web/dist && ls assets/framework-*.js 2>/dev/null | head -1)
  [ -n "$script" ] || script=$(cd web/dist && ls -S assets/*.js | head -1)
  [ -n "$script" ] || die "no JavaScript under web/dist/assets: run make build"

  nginx_port=$(free_port)
  start_nginx "$nginx_port"
  nginx=http://127.0.0.1:$nginx_port
  wait_for "$nginx/" "$nginx_pid" nginx || { cat "$work/nginx-stderr.log" "$work/nginx-error.log" >&2; die "nginx did not start"; }

  tb_port=$(free_port)
  # Default logging, as in production: one JSON line per request, written to /dev/null. wrk's 50
  # connections come from one address: the per-client share of MAX_IN_FLIGHT (32) would answer
  # some 429 whenever the machine stalls, which measures the limit, not how fast pages are served.
  APP_ENV=development HTTP_ADDR=127.0.0.1:$tb_port MAX_IN_FLIGHT_PER_CLIENT=64 bin/teachbay serve >/dev/null 2>"$work/teachbay.log" &
  teachbay_pid=$!
  tb=http://127.0.0.1:$tb_port
  if ! wait_for "$tb/readyz" "$teachbay_pid" TeachBay; then
    # Its log went to /dev/null: start it once more in the foreground to show why it stops.
    kill "$teachbay_pid" 2>/dev/null; wait "$teachbay_pid" 2>/dev/null; teachbay_pid=''
    cat "$work/teachbay.log" >&2
    APP_ENV=development HTTP_ADDR=127.0.0.1:$tb_port timeout 20 bin/teachbay serve 2>&1 | tail -5 >&2
    die "TeachBay did not start"
  fi

  # The front, with this one process as its upstream.
  start_front "$work" "$(free_port)" off "127.0.0.1:$tb_port"
  local front=$front_url
  wait_for "$front/readyz" "$front_pid" "the front" || { cat "$work/front-error.log" >&2; die "the front (deploy/nginx.conf) did not start"; }

  # The floor of any Go server here: net/http with no middleware, writing the same bytes.
  go build -o "$work/bare" scripts/bench-serve-bare/main.go || die "cannot build scripts/bench-serve-bare"
  bare_port=$(free_port)
  "$work/bare" "127.0.0.1:$bare_port" "web/dist/$script.br" br 2>"$work/bare.log" &
  bare_pid=$!
  bare=http://127.0.0.1:$bare_port
  wait_for "$bare/" "$bare_pid" "bare net/http" || { cat "$work/bare.log" >&2; die "the bare net/http server did not start"; }
  bare_port=$(free_port)
  # index.html as nginx sends it: uncompressed, since the build keeps no compressed copy of it.
  "$work/bare" "127.0.0.1:$bare_port" web/dist/index.html 2>"$work/bare-page.log" &
  bare_page_pid=$!
  bare_page=http://127.0.0.1:$bare_port
  wait_for "$bare_page/" "$bare_page_pid" "bare net/http" || { cat "$work/bare-page.log" >&2; die "the bare net/http server did not start"; }

  echo "$(/usr/sbin/nginx -v 2>&1 | sed 's/^.*: //'), $(wrk -v 2>&1 | awk 'NR == 1 { print $1, $2 }'), $(nproc) CPUs"
  echo "What each server sends for 'Accept-Encoding: gzip, br':"
  check "$nginx/" nginx || exit 1
  check "$tb/" teachbay || exit 1
  check "$nginx/$script" nginx || exit 1
  local nginx_enc=$encoding
  check "$tb/$script" teachbay || exit 1
  [ "$nginx_enc" = br ] && [ "$encoding" = br ] ||
    die "both servers must send $script with Content-Encoding: br (nginx: ${nginx_enc:-none}, TeachBay: ${encoding:-none}); not comparing unlike responses"
  check "$front/$script" front || exit 1
  [ "$encoding" = br ] || die "the front must send $script with Content-Encoding: br, not ${encoding:-none}"
  check "$tb/healthz" teachbay || exit 1
  check "$tb/api/schools" teachbay || exit 1
  check "$tb/api/countries?lang=en" teachbay || exit 1
  echo

  # Each ratio's two runs are measured one after the other, so that the machine's drift over
  # the three minutes of runs (its second CPU is shared) stays out of the ratio.
  results=() failures=()
  measure "nginx:/" "$nginx/"
  measure "teachbay:/" "$tb/"
  measure "front:/" "$front/"
  measure "bare-go:/" "$bare_page/"
  measure "nginx:/script" "$nginx/$script"
  measure "front:/script" "$front/$script"
  measure "teachbay:/script" "$tb/$script"
  measure "bare-go:/script" "$bare/"
  measure "teachbay:/healthz" "$tb/healthz"
  measure "teachbay:/api/schools" "$tb/api/schools"
  measure "front:/api/schools" "$front/api/schools"
  measure "teachbay:/api/countries" "$tb/api/countries?lang=en"
  kill -0 "$teachbay_pid" 2>/dev/null || failures+=("TeachBay exited during the runs: $(tail -3 "$work/teachbay.log")")
  kill -0 "$nginx_pid" 2>/dev/null || failures+=("nginx exited during the runs")
  kill -0 "$front_pid" 2>/dev/null || failures+=("the front exited during the runs")
  kill -0 "$bare_pid" 2>/dev/null && kill -0 "$bare_page_pid" 2>/dev/null || failures+=("a bare net/http server exited during the runs")

  echo
  echo "wrk ${wrk_args[*]:0:2} -d$duration --latency, 'Accept-Encoding: gzip, br'; /script is /$script"
  printf '  %-26s %10s %10s %10s\n' target req/s "p50 ms" "p99 ms"
  local r label rps p50 p99
  for r in "${results[@]}"; do
    read -r label rps p50 p99 <<<"$r"
    printf '  %-26s %10.0f %10s %10s\n' "$label" "$rps" "$p50" "$p99"
  done
  echo
  echo "Ratios of requests/s:"
  ratio_line "/ TeachBay / nginx" teachbay:/ nginx:/ 0.80
  ratio_line "/ bare net/http / nginx" bare-go:/ nginx:/
  ratio_line "framework script TeachBay / nginx" teachbay:/script nginx:/script 0.80
  ratio_line "framework script bare net/http / nginx" bare-go:/script nginx:/script
  ratio_line "/api/schools / /healthz" teachbay:/api/schools teachbay:/healthz 0.50
  ratio_line "/api/countries / /healthz" teachbay:/api/countries teachbay:/healthz 0.50
  echo "Through the front (deploy/nginx.conf, one TeachBay behind it):"
  ratio_line "framework script front / nginx" front:/script nginx:/script 0.95
  ratio_line "/ front / TeachBay" front:/ teachbay:/ 0.90
  ratio_line "/api/schools front / TeachBay" front:/api/schools teachbay:/api/schools 0.90

  if [ ${#failures[@]} -gt 0 ]; then
    echo
    printf 'bench-serve: FAILED: %s\n' "${failures[@]}" >&2
    exit 1
  fi
}

if [ "${1:-}" = --inside ]; then
  run_inside
  exit 0
fi

[ -x bin/teachbay ] && [ -f web/dist/index.html ] || die "run make build first"
install_packages wrk nginx-light libnginx-mod-http-brotli-static
[ -n "$(brotli_module)" ] || die "ngx_http_brotli_static_module.so not found under /usr/lib/nginx/modules"
exec scripts/with-postgres.sh "$(pwd)/scripts/bench-serve.sh" --inside
