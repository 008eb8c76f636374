import type { ApiSource } from './catalogTypes.ts';

/** The encoded clips under media/ (scripts/media/generate-media.sh). */
export const vodClips = [
  'northern-lights',
  'city-of-tides',
  'glass-harbour',
  'the-signal-s1e1',
  'the-signal-s1e2',
  'trailer',
] as const;
export type VodClip = (typeof vodClips)[number];

/** One encode, two formats: DASH for Shaka, HLS for hls.js. */
export function vodSources(clip: string): ApiSource[] {
  return [
    { file: `/media/vod/${clip}/master.m3u8`, type: 'application/vnd.apple.mpegurl', label: 'hls' },
    { file: `/media/vod/${clip}/manifest.mpd`, type: 'application/dash+xml', label: 'dash' },
  ];
}

/** A media item's track (browsing 3: JW's tracks), here the trick-play thumbnails (issue 26). */
export interface ApiTrack {
  file: string;
  kind: 'thumbnails';
}

/** Every clear clip has a thumbnails sprite and its WebVTT (scripts/media/thumbnails.sh). */
export function vodTracks(clip: string): ApiTrack[] {
  return (vodClips as readonly string[]).includes(clip)
    ? [{ file: `/media/vod/${clip}/thumbnails.vtt`, kind: 'thumbnails' }]
    : [];
}

/** A clip's sources and tracks, as an item carries them. */
export function clipFields(clip: string): { sources: ApiSource[]; tracks: ApiTrack[] } {
  return { sources: vodSources(clip), tracks: vodTracks(clip) };
}
