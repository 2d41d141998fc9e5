# Sourced by scripts/bench-api.sh and scripts/bench-serve.sh: the packages they need, and nginx
# as TeachBay's front, run from deploy/nginx.conf itself with only its ports and paths replaced,
# so the benchmarks measure the file operators deploy. The caller defines die.

# install_packages installs those of the Debian packages given that are missing, with apt-get.
install_packages() {
  local missing=() p
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return
  [ "$(id -u)" = 0 ] || die "needs ${missing[*]}: run 'apt-get install ${missing[*]}' as root"
  echo "installing ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null ||
    { apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null; } ||
    die "apt-get install ${missing[*]} failed"
}

# start_front DIR PORT ACCESS_LOG BACKEND... runs deploy/nginx.conf in the background (front_pid)
# listening on 127.0.0.1:PORT, its upstream the BACKENDs (host:port), its files this checkout's
# web/dist, its access log ACCESS_LOG (a path, or off), its pid, error log and temporary files
# under DIR; front_url is its address.
start_front() {
  local dir=$1 port=$2 access=$3 servers='' b
  shift 3
  for b in "$@"; do servers+="    server $b max_fails=3 fail_timeout=10s;"$'\n'; done
  [ "$access" = off ] || access="$access teachbay"
  # nginx's workers, another user than its master, keep the cache under DIR.
  chmod 755 "$dir"
  awk -v servers="$servers" -v port="$port" -v dist="$(pwd)/web/dist" -v dir="$dir" -v access="$access" '
    /^ *server [0-9.]+:[0-9]+ max_fails/ { if (!done) printf "%s", servers; done = 1; next }
    /^ *listen 80;$/ { print "    listen 127.0.0.1:" port ";"; n++; next }
    /^ *root \/srv\/teachbay\/web\/dist;$/ { print "    root " dist ";"; n++; next }
    /^ *access_log / { print "  access_log " access ";"; n++; next }
    /^ *proxy_cache_path \/var\/lib\/nginx\/teachbay-cache / { sub(/\/var\/lib\/nginx\/teachbay-cache/, dir "/cache"); print; n++; next }
    { print }
    /^http {$/ { n++; print "  client_body_temp_path " dir "/client_body;\n  proxy_temp_path " dir "/proxy;\n  fastcgi_temp_path " dir "/fastcgi;\n  uwsgi_temp_path " dir "/uwsgi;\n  scgi_temp_path " dir "/scgi;" }
    END { if (n != 5 || !done) exit 1 }' deploy/nginx.conf >"$dir/front.conf" ||
    die "deploy/nginx.conf no longer has the lines the benchmarks replace (listen 80, root, access_log, proxy_cache_path, upstream servers)"
  /usr/sbin/nginx -t -q -e "$dir/front-error.log" -g "pid $dir/front.pid;" -c "$dir/front.conf" 2>"$dir/front-test.log" ||
    { cat "$dir/front-test.log" >&2; die "nginx rejected deploy/nginx.conf"; }
  /usr/sbin/nginx -e "$dir/front-error.log" -g "pid $dir/front.pid; daemon off;" -c "$dir/front.conf" 2>>"$dir/front-error.log" &
  front_pid=$!
  front_url=http://127.0.0.1:$port
}
