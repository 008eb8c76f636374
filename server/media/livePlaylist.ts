import type { MediaPlaylist } from './mediaPlaylist.ts';

/** The instant every live channel's loop counts from; far enough back that sequence numbers are large. */
export const LIVE_EPOCH_MS = Date.UTC(2026, 0, 1);
/** Segments in the sliding window (notes: media-and-browser: about 6). */
export const WINDOW_SEGMENTS = 6;

export interface LiveWindow {
  /** The clip's playlist for one variant; every segment is assumed to last `segmentSeconds`. */
  clip: MediaPlaylist;
  /** URL prefix that turns a media-folder path into a URL (e.g. '/media/'). */
  mediaBase: string;
  segmentSeconds: number;
}

/** Index (from the live epoch) of the segment being produced at `nowMs`. */
export function liveSegmentIndex(nowMs: number, segmentSeconds: number): number {
  return Math.floor((nowMs - LIVE_EPOCH_MS) / (segmentSeconds * 1000));
}

/**
 * A media playlist of segments `first` to `last` (inclusive, epoch-based indexes) over the looped
 * clip: a discontinuity where the loop restarts (and the init segment again), program-date-time on
 * every segment. `ended` closes it as VOD (catch-up); otherwise it is a live sliding window.
 */
export function loopedPlaylist(
  { clip, mediaBase, segmentSeconds }: LiveWindow,
  first: number,
  last: number,
  ended: boolean,
): string {
  const loopLength = clip.segments.length;
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${Math.ceil(segmentSeconds)}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    // A segment's discontinuity number is the count of loop restarts before it.
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / loopLength)}`,
  ];
  if (ended) lines.push('#EXT-X-PLAYLIST-TYPE:VOD');
  lines.push(`#EXT-X-MAP:URI="${mediaBase}${clip.map}"`);
  for (let index = first; index <= last; index += 1) {
    const position = index % loopLength;
    if (position === 0 && index !== first) {
      lines.push('#EXT-X-DISCONTINUITY', `#EXT-X-MAP:URI="${mediaBase}${clip.map}"`);
    }
    const segment = clip.segments[position];
    if (!segment) throw new Error('Empty clip');
    lines.push(
      `#EXT-X-PROGRAM-DATE-TIME:${new Date(LIVE_EPOCH_MS + index * segmentSeconds * 1000).toISOString()}`,
      `#EXTINF:${segmentSeconds.toFixed(3)},`,
      `${mediaBase}${segment.uri}`,
    );
  }
  if (ended) lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}
