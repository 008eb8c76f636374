import type { MediaPlaylist } from './mediaPlaylist.ts';

export interface AdBreak {
  /** Seconds from the start of the stitched stream. */
  time_offset: number;
  duration: number;
}

export interface StitchPlan {
  content: MediaPlaylist;
  ad: MediaPlaylist;
  /** Content segment indexes before which an ad break is inserted (0 = pre-roll). */
  breaksBefore: number[];
}

/**
 * Server-side ad insertion: the ad's segments spliced into the content's, each switch marked as a
 * discontinuity with its own init segment, and the breaks as the session document lists them.
 */
export function stitch({ content, ad, breaksBefore }: StitchPlan, mediaBase: string) {
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${Math.max(content.targetDuration, ad.targetDuration)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
  ];
  const breaks: AdBreak[] = [];
  let time = 0;
  let currentMap: string | undefined;
  const append = (playlist: MediaPlaylist, segment: MediaPlaylist['segments'][number]) => {
    if (currentMap !== playlist.map) {
      if (currentMap !== undefined) lines.push('#EXT-X-DISCONTINUITY');
      lines.push(`#EXT-X-MAP:URI="${mediaBase}${playlist.map}"`);
      currentMap = playlist.map;
    }
    lines.push(`#EXTINF:${segment.duration.toFixed(3)},`, `${mediaBase}${segment.uri}`);
    time += segment.duration;
  };
  content.segments.forEach((segment, index) => {
    if (breaksBefore.includes(index)) {
      const start = time;
      for (const adSegment of ad.segments) append(ad, adSegment);
      breaks.push({
        time_offset: Math.round(start * 1000) / 1000,
        duration: Math.round((time - start) * 1000) / 1000,
      });
    }
    append(content, segment);
  });
  lines.push('#EXT-X-ENDLIST', '');
  return { playlist: lines.join('\n'), breaks, duration: time };
}
