#!/usr/bin/env bash
# `make test`'s image check, for a machine without a container engine: it builds the binary from
# exactly the files the Dockerfile's Go stage copies, and checks docker-compose.yml.
#
# The Go stage is the one whose RUN lines call `go build`. Its WORKDIR, COPY and RUN lines are
# replayed in a scratch directory that stands for the image's /: each COPY takes its sources from
# the build context (the repository minus .dockerignore), or, with --from=<stage>, from what that
# stage copied there (the web stage's `npm run build` output is the web/dist that `make build`
# already made); each RUN runs as written, its absolute paths moved under the scratch directory.
# The Go build cache is the usual one, so a rerun takes seconds.
#
# Then scripts/checkcompose checks the compose file: every image pinned, and the teachbay
# service's environment accepted by the production configuration (internal/config).
#
#	scripts/check-image.sh [Dockerfile] [docker-compose.yml]
set -euo pipefail
set -f # COPY and RUN words are the Dockerfile's, never globs of this shell
cd "$(dirname "$0")/.."
dockerfile=${1:-Dockerfile}
compose=${2:-docker-compose.yml}
root=$PWD

scratch=$(mktemp -d /tmp/teachbay-image-XXXXXX)
trap 'chmod -R u+w "$scratch" 2>/dev/null; rm -rf "$scratch"' EXIT

# The Dockerfile as one instruction per line (continuations joined), each prefixed with its stage.
instructions() {
  awk '
    /^[[:space:]]*#/ { next }
    { line = line $0 }
    /\\$/ { sub(/\\$/, "", line); next }
    line ~ /[^[:space:]]/ {
      gsub(/^[[:space:]]+|[[:space:]]+$/, "", line)
      split(line, w, /[[:space:]]+/)
      if (toupper(w[1]) == "FROM") { stage = (tolower(w[3]) == "as") ? w[4] : ++n }
      print stage "\t" line
    }
    { line = "" }
  ' "$dockerfile"
}

go_stage=$(instructions | awk -F'\t' '$2 ~ /^RUN .*go build/ { print $1; exit }')
[ -n "$go_stage" ] || { echo "$dockerfile: no stage runs go build" >&2; exit 1; }

# The build context without what .dockerignore leaves out (plain paths, as ours are).
context=$scratch/context
mkdir -p "$context"
tar -C "$root" --anchored --exclude-from=<(grep -v '^[[:space:]]*\(#\|$\)' .dockerignore | sed 's#^/##; s#/$##; s#^#./#') \
  -cf - . | tar -C "$context" -xf -

# from_stage STAGE PATH: where PATH of stage STAGE comes from in the context, through that
# stage's WORKDIR and COPY lines (the longest destination that holds PATH, the last of equals).
# PATH is read in the repository, not the context: that stage made it (web/dist, say).
from_stage() {
  local stage=$1 path=$2 workdir=/ best= bestsrc= dest src target
  while IFS=$'\t' read -r s ins; do
    [ "$s" = "$stage" ] || continue
    set -- $ins
    case ${1^^} in
      WORKDIR) workdir=$(abs "$workdir" "$2") ;;
      COPY)
        [[ $2 == --* ]] && continue
        shift; dest=$(abs "$workdir" "${!#}")
        for src in "${@:1:$#-1}"; do
          if [ -d "$context/$src" ]; then
            [[ $path == "$dest" || $path == "${dest%/}/"* ]] || continue
          else
            target=$dest; [[ $dest == */ ]] && target=$dest$(basename "$src")
            [ "$path" = "$target" ] || continue
          fi
          [ ${#dest} -ge ${#best} ] && best=$dest bestsrc=$src
        done ;;
    esac
  done < <(instructions)
  [ -n "$best" ] || { echo "$dockerfile: stage $stage copies nothing to $path" >&2; return 1; }
  echo "$root/${bestsrc%/}${path#"${best%/}"}"
}

# abs WORKDIR PATH: PATH made absolute against WORKDIR.
abs() { case $2 in /*) echo "$2" ;; *) echo "${1%/}/${2#./}" ;; esac; }

# copy SRC DEST: Docker's COPY of one source: a directory's contents, or a file (into DEST when
# DEST is a directory).
copy() {
  local src=$1 dest=$2
  [ -e "$src" ] || { echo "$dockerfile: COPY source ${src#"$context/"} is not in the build context" >&2; return 1; }
  if [ -d "$src" ]; then
    mkdir -p "$dest" && cp -a "$src/." "$dest/"
  elif [[ $dest == */ || -d $dest ]]; then
    mkdir -p "$dest" && cp -a "$src" "$dest/"
  else
    mkdir -p "$(dirname "$dest")" && cp -a "$src" "$dest"
  fi
}

image=$scratch/image
workdir=/
while IFS=$'\t' read -r stage ins; do
  [ "$stage" = "$go_stage" ] || continue
  read -r op rest <<<"$ins"
  case ${op^^} in
    WORKDIR) workdir=$(abs "$workdir" "$rest"); mkdir -p "$image$workdir" ;;
    COPY)
      set -- $rest
      from=
      [[ $1 == --from=* ]] && { from=${1#--from=}; shift; }
      dest=$(abs "$workdir" "${!#}")
      [ $# -gt 2 ] && dest=${dest%/}/
      for src in "${@:1:$#-1}"; do
        if [ -n "$from" ]; then
          path=$(from_stage "$from" "$(abs / "$src")")
          [ -e "$path" ] || { echo "$path is missing: run 'make build' first (the $from stage's output)" >&2; exit 1; }
          copy "$path" "$image$dest"
        else
          copy "$context/${src%/}" "$image$dest"
        fi
      done ;;
    RUN)
      echo "RUN $rest"
      # Absolute paths of the image live under $image; GOWORK=off, as no go.work is copied.
      (cd "$image$workdir" && GOWORK=off bash -c "${rest//[[:space:]]\// $image/}") ;;
  esac
done < <(instructions)
echo "$dockerfile: stage $go_stage builds from what it copies"

go run ./scripts/checkcompose "$compose"
