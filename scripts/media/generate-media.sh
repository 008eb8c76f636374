#!/usr/bin/env bash
# Regenerates the sample media under media/ (committed; tests never need ffmpeg).
# Needs Debian's ffmpeg (apt-get install -y ffmpeg) and Node. Every picture carries its title,
# rendition and running time burnt in, so a screenshot proves which item and rendition plays.
#
#   media/vod/{clip}/    one encode, served as DASH (manifest.mpd) and HLS (master.m3u8), 2 renditions
#                        and one audio track; city-of-tides has two audio languages, English (the
#                        clip's tone) and Spanish (a 660 Hz tone), to choose between with real media
#   media/cenc/{clip}/   the same, CENC-encrypted for ClearKey (scripts/media/encryptCenc.ts)
#                        city-of-tides and encrypted-sample also carry en/es WebVTT subtitles
#                        (scripts/media/addSubtitles.ts)
#   media/hls/{clip}/    muxed audio+video HLS fMP4 per rendition: the server loops these for live
#                        channels and stitches the ad into the SSAI stream
#   media/ads/ad.mp4     the ad as one progressive file, for client-side (VAST) ads
#   media/previews/      4-second silent MP4s that cards play as focus/hover previews
#   media/images/{id}/   card, background, portrait and channel-logo images of every catalogue item
#   thumbnails.jpg/.vtt  trick-play sprites of the clear clips and the live loop (scripts/media/thumbnails.sh)
set -euo pipefail
cd "$(dirname "$0")/../.."
out=media
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
command -v ffmpeg >/dev/null || { echo "ffmpeg is missing: apt-get install -y ffmpeg" >&2; exit 1; }
[ -f "$font" ] || { echo "DejaVu fonts are missing: apt-get install -y fonts-dejavu-core" >&2; exit 1; }

# Two renditions with the title, rendition and time burnt in; $3 is the background pattern.
filter() {
  local title=$1 hue=$2
  printf '%s' "[0:v]hue=h=${hue},drawtext=fontfile=${font}:text='${title}':fontsize=72:fontcolor=white:box=1:boxcolor=black@0.65:boxborderw=18:x=(w-tw)/2:y=h*0.28,drawtext=fontfile=${font}:text='%{pts\\:hms}':fontsize=44:fontcolor=white:box=1:boxcolor=black@0.65:boxborderw=10:x=(w-tw)/2:y=h*0.70,split=2[a][b];[a]scale=640:360,drawtext=fontfile=${font}:text='360p':fontsize=28:fontcolor=yellow:box=1:boxcolor=black@0.6:x=16:y=16[v360];[b]drawtext=fontfile=${font}:text='720p':fontsize=48:fontcolor=yellow:box=1:boxcolor=black@0.6:x=32:y=32[v720]"
}

sources() {
  local seconds=$1 tone=$2
  echo -f lavfi -i "testsrc2=size=1280x720:rate=30:duration=${seconds}" -f lavfi -i "sine=frequency=${tone}:duration=${seconds}:sample_rate=48000"
}

# Fixed GOPs of 2 s so both renditions and both formats cut at the same instants.
video_args=(-c:v libx264 -profile:v main -preset veryfast -g 60 -keyint_min 60 -sc_threshold 0
  -b:v:0 250k -maxrate:v:0 280k -bufsize:v:0 500k -b:v:1 700k -maxrate:v:1 770k -bufsize:v:1 1400k
  -c:a aac -b:a 48k -ac 2 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact)

vod() { # id title hue tone seconds [spanish-tone]
  local dir=$out/vod/$1 audio=(-map 1:a) sets='id=1,streams=a' spanish=()
  # With a sixth argument the clip gets a second audio track: the first is English, this one
  # Spanish, each in its own DASH AdaptationSet (lang en/es) and in one HLS audio group.
  if [ -n "${6:-}" ]; then
    spanish=(-f lavfi -i "sine=frequency=$6:duration=$5:sample_rate=48000")
    audio=(-map 1:a -map 2:a -metadata:s:a:0 language=en -metadata:s:a:1 language=es)
    sets='id=1,streams=2 id=2,streams=3'
  fi
  rm -rf "$dir" && mkdir -p "$dir"
  # shellcheck disable=SC2046
  ffmpeg -nostdin -hide_banner -loglevel error -y $(sources "$5" "$4") "${spanish[@]}" -filter_complex "$(filter "$2" "$3")" \
    -map '[v360]' -map '[v720]' "${audio[@]}" "${video_args[@]}" \
    -f dash -seg_duration 2 -use_template 1 -use_timeline 0 -hls_playlist 1 -write_prft 0 \
    -adaptation_sets "id=0,streams=v ${sets}" \
    -init_seg_name 'init-$RepresentationID$.m4s' -media_seg_name 'seg-$RepresentationID$-$Number%05d$.m4s' \
    "$dir/manifest.mpd"
  # ffmpeg stamps wall-clock dates into the HLS playlists; VOD needs none, and without them the
  # files stay identical from one generation to the next.
  sed -i '/^#EXT-X-PROGRAM-DATE-TIME/d' "$dir"/media_*.m3u8
  if [ -n "${6:-}" ]; then
    # ffmpeg names HLS renditions audio_{representation} with no LANGUAGE, and gives DASH sets a
    # lang but no Label: the players' audio menus show these names (as for the subtitles).
    sed -i -e 's/NAME="audio_2",DEFAULT=YES,/NAME="English",LANGUAGE="en",DEFAULT=YES,AUTOSELECT=YES,/' \
      -e 's/NAME="audio_3",DEFAULT=NO,/NAME="Español",LANGUAGE="es",DEFAULT=NO,AUTOSELECT=YES,/' "$dir/master.m3u8"
    sed -i -e 's|^\(\t\t<AdaptationSet [^>]*contentType="audio"[^>]* lang="en">\)$|\1\n\t\t\t<Role schemeIdUri="urn:mpeg:dash:role:2011" value="main" />\n\t\t\t<Label>English</Label>|' \
      -e 's|^\(\t\t<AdaptationSet [^>]*contentType="audio"[^>]* lang="es">\)$|\1\n\t\t\t<Label>Español</Label>|' "$dir/manifest.mpd"
  fi
  echo "vod/$1: $(du -sh "$dir" | cut -f1)"
}

muxed_hls() { # id title hue tone seconds
  local dir=$out/hls/$1
  rm -rf "$dir" && mkdir -p "$dir"
  # shellcheck disable=SC2046
  ffmpeg -nostdin -hide_banner -loglevel error -y $(sources "$5" "$4") -filter_complex "$(filter "$2" "$3")" \
    -map '[v360]' -map 1:a -map '[v720]' -map 1:a "${video_args[@]}" \
    -f hls -hls_time 2 -hls_playlist_type vod -hls_segment_type fmp4 -hls_fmp4_init_filename init.mp4 \
    -hls_segment_filename "$dir/v%v/seg-%05d.m4s" -master_pl_name master.m3u8 \
    -var_stream_map "v:0,a:0 v:1,a:1" "$dir/v%v/index.m3u8"
  echo "hls/$1: $(du -sh "$dir" | cut -f1)"
}

vod northern-lights 'Northern Lights' 0 440 12
vod city-of-tides 'City of Tides' 90 494 12 660
vod glass-harbour 'Glass Harbour' 180 523 12
vod the-signal-s1e1 'The Signal S1 E1' 240 587 12
vod the-signal-s1e2 'The Signal S1 E2' 300 659 12
vod trailer 'Trailer' 45 698 8
vod encrypted-sample 'Encrypted Sample' 135 740 12
muxed_hls live-loop 'Live Channel' 200 392 12
muxed_hls ssai-content 'SSAI Sample' 20 349 12
muxed_hls ad 'Advertisement' 330 880 6

rm -rf "$out/cenc" && mkdir -p "$out/cenc"
npx tsx scripts/media/encryptCenc.ts "$out/vod/encrypted-sample" "$out/cenc/encrypted-sample"

# WebVTT subtitles (en, es) on one clear clip (hls.js) and the encrypted one (Shaka): the player's
# subtitles control has something to choose on both engines.
npx tsx scripts/media/addSubtitles.ts "$out/vod/city-of-tides" city-of-tides
npx tsx scripts/media/addSubtitles.ts "$out/cenc/encrypted-sample" encrypted-sample

mkdir -p "$out/ads"
# shellcheck disable=SC2046
ffmpeg -nostdin -hide_banner -loglevel error -y $(sources 6 880) \
  -filter_complex "[0:v]hue=h=330,drawtext=fontfile=${font}:text='Advertisement':fontsize=72:fontcolor=white:box=1:boxcolor=black@0.65:x=(w-tw)/2:y=h*0.28,scale=640:360[v]" \
  -map '[v]' -map 1:a -c:v libx264 -profile:v main -preset veryfast -b:v 300k -c:a aac -b:a 48k -ac 2 \
  -movflags +faststart -fflags +bitexact "$out/ads/ad.mp4"

# Card hover/focus previews (spec: browsing 2, Card — image entries of type video/*): short, small,
# silent progressive MP4s that loop while a card holds focus.
preview() { # id title hue
  mkdir -p "$out/previews"
  ffmpeg -nostdin -hide_banner -loglevel error -y -f lavfi -i "testsrc2=size=480x270:rate=25:duration=4" \
    -vf "hue=h=$3,drawtext=fontfile=${font}:text='$2 (preview)':fontsize=28:fontcolor=white:box=1:boxcolor=black@0.65:x=(w-tw)/2:y=h*0.4" \
    -an -c:v libx264 -profile:v main -preset veryfast -b:v 150k -movflags +faststart -fflags +bitexact "$out/previews/$1.mp4"
}
preview northern-lights 'Northern Lights' 90
preview city-of-tides 'City of Tides' 180

npx tsx scripts/media/generateImages.ts
bash scripts/media/thumbnails.sh

echo "media/: $(du -sh "$out" | cut -f1)"
