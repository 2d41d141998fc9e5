#!/usr/bin/env bash
# make-media.sh draws TeachBay's background and promo videos and their poster images.
#
# Run it from anywhere, after installing ffmpeg (Debian/Ubuntu: `apt-get install -y ffmpeg`):
#
#     web/scripts/make-media.sh              # all three videos
#     web/scripts/make-media.sh hero         # only the videos named
#
# It writes into web/public/media/ and takes a few minutes on two cores:
#   hero.mp4 + hero-poster.webp             the home page hero: sunrise over the bay, a 10 s loop
#   promo.mp4 + promo-poster.webp           the home page promo: dawn turning into morning, 16 s
#   subscribe.mp4 + subscribe-poster.webp   the /subscribe background: drifting lights, a 10 s loop
# (icons.svg, the home page's line icons in the same folder, is drawn by hand, not by this script.)
#
# Every picture is computed from formulas (ffmpeg's geq filter), so the output is original,
# has no text burned in (the site is bilingual) and is the same on every run with the same
# ffmpeg build. The loops are seamless: every moving term is periodic in the loop length.
# Videos are H.264 without audio, with the index at the front (faststart) so they can start
# playing before they are fully downloaded. Posters are the first frame of each loop (the
# page shows the poster first, then the video takes over without a jump) and a typical
# frame of the promo.
set -euo pipefail

OUT="$(cd "$(dirname "$0")/.." && pwd)/public/media"
FPS=24
# Frames are computed small, then scaled up: the pictures are soft gradients, so nothing is
# lost, and the formulas run 16 times fewer times than at full size.
SRC=384x216
SIZE=1280:720

command -v ffmpeg >/dev/null || {
  echo "make-media.sh: ffmpeg is missing (apt-get install -y ffmpeg)" >&2
  exit 1
}
mkdir -p "$OUT"

# encode NAME SECONDS FILTER POSTER_SECOND: renders FILTER (a chain that turns blank frames
# into the picture) to NAME.mp4, then saves the frame at POSTER_SECOND as NAME-poster.webp.
encode() {
  local name=$1 seconds=$2 filter=$3 poster_at=$4
  echo "make-media.sh: drawing $name.mp4 ($seconds s)"
  ffmpeg -v error -y -f lavfi -i "nullsrc=s=$SRC:r=$FPS:d=$seconds" \
    -vf "$filter,scale=$SIZE:flags=bicubic,format=yuv420p" \
    -an -c:v libx264 -preset slow -crf 21 -profile:v high -g $((FPS * 2)) -threads 2 \
    -map_metadata -1 -fflags +bitexact -flags:v +bitexact -movflags +faststart \
    "$OUT/$name.mp4"
  ffmpeg -v error -y -ss "$poster_at" -i "$OUT/$name.mp4" -frames:v 1 \
    -c:v libwebp -quality 88 -compression_level 6 -map_metadata -1 "$OUT/$name-poster.webp"
}

# Shared terms: U and V run from 0 to 1 across and down the frame.
U="(X/W)"
V="(Y/H)"

# sea_and_sky PHASE SUN_X SUN_Y HORIZON LIGHT SUN: the three channel formulas of a sun over
# the bay. LIGHT (0 dawn .. 1 morning) blends the dawn palette into the morning one; SUN
# scales the sun's own light (below 1 it turns from white-hot to a softer peach).
sea_and_sky() {
  local wt=$1 sx=$2 sy=$3 hz=$4 light=$5 sun=$6
  local d2="((($U-$sx)*16/9)^2+($V-$sy)^2)"
  local sky_t="clip($V/$hz,0,1)" depth="clip(($V-$hz)/(1-$hz),0,1)"
  local glow="$sun*exp(-$d2/0.025)"
  local disc="$sun/(1+exp(($d2-0.0036)*2500))"
  local haze="exp(-(($V-$hz)^2)/0.0006)"
  local ripple="sin(4.5/($depth+0.2)+1.4*sin(2*PI*$U*2+$wt)-2*$wt)"
  local swell="sin(2*PI*($U*3+$depth*2)+$wt)*sin(6/($depth+0.3)-$wt)"
  local path="exp(-(($U-$sx)^2)/(0.002+0.03*$depth))*pow(0.5+0.5*$ripple,2)*pow(1-$depth,1.2)"
  local clouds="(0.5+0.5*sin(2*PI*$U-$wt+6*$V))"
  # channel DAWN_TOP DAWN_HORIZON MORNING_TOP MORNING_HORIZON GLOW DISC SEA_TOP SEA_DEEP SHINE HAZE
  channel() {
    local top="($1+($3-$1)*$light)" horizon="($2+($4-$2)*$light)"
    local sea="($7+($8-$7)*sqrt($depth)+36*$light*(1-$depth))"
    echo "clip(if(lt($V,$hz),$top+($horizon-$top)*pow($sky_t,2.2)+$5*$glow+$6*$disc+14*$clouds*$sky_t*$sky_t,$sea+$9*$path+6*$swell*(1-$depth)+$5*0.3*$glow)+${10}*$haze,0,255)"
  }
  echo "geq=r='$(channel 6 214 90 236 120 120 28 4 150 30)'"
  echo ":g='$(channel 52 132 150 200 70 110 84 38 120 25)'"
  echo ":b='$(channel 64 110 170 190 30 80 98 50 100 20)'"
}

# hero: a 10 s loop. The risen sun sways a little on the horizon and light ripples run
# across the water towards the viewer. The page lays a dark veil over it for the text, which
# would turn a white sun olive: this one is peach.
hero() {
  local wt="(2*PI*T/10)"
  encode hero 10 \
    "format=gbrp,$(sea_and_sky "$wt" "(0.68+0.02*sin($wt))" "(0.6+0.01*cos($wt))" 0.64 0 0.45 | tr -d '\n')" 0
}

# promo: 16 s, not a loop. The sun climbs out of the bay while dawn turns into morning;
# LIGHT eases in and out (smoothstep), the last second fades to the site's deep teal.
promo() {
  local wt="(2*PI*T/8)" light="(3*pow(T/16,2)-2*pow(T/16,3))"
  encode promo 16 \
    "format=gbrp,$(sea_and_sky "$wt" "(0.58+0.06*T/16)" "(0.72-0.42*$light)" 0.62 "$light" 1 | tr -d '\n'),fade=t=out:st=15:d=1:c=0x083f49" 9
}

# ramp DARK MIDDLE LIGHT: a colour channel going from DARK (0) to MIDDLE (96) to LIGHT (255).
ramp() {
  echo "if(lt(val,96),$1+($2-$1)*val/96,$2+($3-$2)*(val-96)/159)"
}

# subscribe: soft lights drifting over a teal field, a 10 s loop. One brightness channel is
# computed, then coloured: deep teal in the dark, a brighter teal in the middle, warm sand at
# the brightest.
subscribe() {
  local wt="(2*PI*T/10)" lights="" spec cx cy dx dy r b ph
  # Each light: centre X, centre Y, drift X, drift Y, radius, brightness, phase.
  local specs=(
    "0.15 0.30 0.06 0.05 0.09 90 0.0"
    "0.32 0.72 0.05 0.06 0.13 70 1.3"
    "0.50 0.22 0.07 0.04 0.07 110 2.1"
    "0.66 0.58 0.05 0.07 0.16 60 3.4"
    "0.82 0.28 0.06 0.05 0.10 85 4.2"
    "0.90 0.80 0.04 0.05 0.12 65 5.0"
    "0.05 0.85 0.05 0.04 0.08 75 5.8"
  )
  for spec in "${specs[@]}"; do
    read -r cx cy dx dy r b ph <<<"$spec"
    local d="hypot(($U-($cx+$dx*sin($wt+$ph)))*16/9,$V-($cy+$dy*cos($wt+$ph)))"
    lights+="+$b*(0.75+0.25*sin($wt+$ph))/(1+exp(($d-$r)*60))"
  done
  local field="26+34*($U+$V)/2+10*sin(2*PI*($U*1.5-T/10)+3*$V)"
  encode subscribe 10 \
    "format=gray,geq=lum='clip($field$lights,0,255)',format=gbrp,lutrgb=r='$(ramp 8 16 246)':g='$(ramp 63 104 200)':b='$(ramp 73 118 170)'" 0
}

# With names as arguments (hero, promo, subscribe) only those videos are drawn again.
videos=("$@")
[ ${#videos[@]} -gt 0 ] || videos=(hero promo subscribe)
for video in "${videos[@]}"; do
  case $video in
    hero | promo | subscribe) "$video" ;;
    *) echo "make-media.sh: unknown video '$video' (hero, promo or subscribe)" >&2 && exit 2 ;;
  esac
done
ls -l "$OUT"
