#!/usr/bin/env bash
# Trick-play thumbnails (issue 26): one JPEG sprite per clip, a 192x108 tile every 2 s in a row, and a
# WebVTT track naming each tile's place (#xywh), as JW Player's thumbnails tracks do; the media items
# list it as tracks[{kind: 'thumbnails'}]. Made from the clips already under media/, so it also runs
# alone: bash scripts/media/thumbnails.sh (needs Debian's ffmpeg).
set -euo pipefail
cd "$(dirname "$0")/../.."
out=media
command -v ffmpeg >/dev/null || { echo "ffmpeg is missing: apt-get install -y ffmpeg" >&2; exit 1; }
width=192
height=108
step=2

thumbnails() { # dir playlist seconds
  local dir=$1 tiles=$(( $3 / step ))
  ffmpeg -nostdin -hide_banner -loglevel error -y -allowed_extensions ALL -i "$dir/$2" \
    -vf "fps=1/${step},scale=${width}:${height},tile=${tiles}x1" -frames:v 1 -q:v 6 "$dir/thumbnails.jpg"
  {
    echo 'WEBVTT'
    for ((tile = 0; tile < tiles; tile++)); do
      printf '\n%s --> %s\nthumbnails.jpg#xywh=%d,0,%d,%d\n' \
        "$(date -u -d "@$((tile * step))" +%H:%M:%S.000)" "$(date -u -d "@$(((tile + 1) * step))" +%H:%M:%S.000)" \
        $((tile * width)) "$width" "$height"
    done
  } > "$dir/thumbnails.vtt"
  echo "$dir: $tiles thumbnails"
}

for clip in northern-lights city-of-tides glass-harbour the-signal-s1e1 the-signal-s1e2; do
  thumbnails "$out/vod/$clip" media_1.m3u8 12
done
thumbnails "$out/vod/trailer" media_1.m3u8 8
# The live channels loop this clip: the server repeats its tiles along a catch-up window.
thumbnails "$out/hls/live-loop" v1/index.m3u8 12
