#!/usr/bin/env bash
# Runs a private PostgreSQL cluster with the machine's server binaries (initdb, pg_ctl).
#   scripts/postgres.sh start DIR [PORT] creates the cluster in DIR if needed, starts it on
#                                        127.0.0.1:PORT and prints its DATABASE_URL (database teachbay).
#                                        Without PORT it picks one at random, and another if the
#                                        server finds that one taken.
#   scripts/postgres.sh stop DIR         stops it
# TEACHBAY_PG_OPTIONS adds server options (e.g. "-c fsync=off" for a cluster only tests use).
# PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` user.
set -euo pipefail

die() { echo "postgres.sh: $*" >&2; exit 1; }
as_owner() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

for tool in initdb pg_ctl; do
  command -v "$tool" >/dev/null || die "$tool not found: install the PostgreSQL server (Debian: apt-get install postgresql)"
done

cmd=${1:-}; dir=${2:-}
[ -n "$dir" ] || die "usage: postgres.sh start DIR [PORT] | stop DIR"
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
data="$dir/data"

case "$cmd" in
start)
  port=${3:-}
  if [ "$(id -u)" = 0 ]; then
    id postgres >/dev/null 2>&1 || die "running as root needs a 'postgres' user to own the cluster"
    chown postgres "$dir"
    as_owner test -w "$dir" ||
      die "the postgres user cannot reach $dir: let others search its parent directories (chmod o+x)"
  fi
  if [ ! -f "$data/PG_VERSION" ]; then
    # A random password, kept beside the cluster, so other local users cannot connect.
    [ -f "$dir/password" ] || (umask 077; head -c 18 /dev/urandom | base64 | tr '+/' '-_' > "$dir/password")
    [ "$(id -u)" = 0 ] && chown postgres "$dir/password"
    as_owner initdb --pgdata="$data" --username=postgres --pwfile="$dir/password" \
      --auth=scram-sha-256 --encoding=UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 ||
      { cat "$dir/initdb.log" >&2; die "initdb failed"; }
  fi
  if as_owner pg_ctl --pgdata="$data" status >/dev/null 2>&1; then
    port=$(head -4 "$data/postmaster.pid" | tail -1)
  else
    # A chosen port lies below the kernel's range for outgoing connections (32768 and up on
    # Linux), which another test's connections may hold at any moment.
    for attempt in 1 2 3 4 5; do
      try=${port:-$((20000 + RANDOM % 12000))}
      seen=0
      [ -f "$dir/postgres.log" ] && seen=$(wc -l <"$dir/postgres.log")
      if as_owner pg_ctl --pgdata="$data" --log="$dir/postgres.log" --wait --timeout=60 \
        -o "-p $try -c listen_addresses=127.0.0.1 -c unix_socket_directories='' ${TEACHBAY_PG_OPTIONS:-}" start >/dev/null 2>&1; then
        port=$try
        break
      fi
      if [ -n "$port" ] || [ "$attempt" = 5 ] || ! tail -n +$((seen + 1)) "$dir/postgres.log" | grep -q "could not bind"; then
        tail -20 "$dir/postgres.log" >&2
        die "the cluster did not start (port $try in use?)"
      fi
    done
  fi
  url="postgres://postgres:$(cat "$dir/password")@127.0.0.1:$port"
  if ! psql "$url/postgres" -tAc "SELECT 1 FROM pg_database WHERE datname = 'teachbay'" | grep -q 1; then
    psql "$url/postgres" -qc "CREATE DATABASE teachbay" >/dev/null
  fi
  echo "$url/teachbay?sslmode=disable"
  ;;
stop)
  [ -f "$data/postmaster.pid" ] && as_owner pg_ctl --pgdata="$data" --mode=fast --wait stop >/dev/null
  exit 0
  ;;
*) die "usage: postgres.sh start DIR [PORT] | stop DIR" ;;
esac
