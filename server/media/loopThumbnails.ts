/** WebVTT time of a number of seconds (hh:mm:ss.000). */
function vttTime(seconds: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}.000`;
}

export interface LoopSprite {
  /** URL of the looped clip's sprite: one tile per segment of the loop, in a row. */
  url: string;
  tileWidth: number;
  tileHeight: number;
  /** Segments in the loop (tiles in the sprite). */
  loopLength: number;
}

/** One cue per this many seconds of a window: 360 for an hour's programme. */
const CUE_SECONDS = 10;

/**
 * Issue 26: the thumbnails track of a catch-up window over a looped clip (livePlaylist.ts): each cue
 * shows the tile of the loop segment playing at its start, so the pictures match what the seek lands
 * on. Segments `first` to `last` are epoch-based indexes, as in the window's playlist.
 */
export function loopThumbnails(
  sprite: LoopSprite,
  first: number,
  last: number,
  segmentSeconds: number,
): string {
  const seconds = (last - first + 1) * segmentSeconds;
  const lines = ['WEBVTT'];
  for (let start = 0; start < seconds; start += CUE_SECONDS) {
    const tile = (first + Math.floor(start / segmentSeconds)) % sprite.loopLength;
    lines.push(
      '',
      `${vttTime(start)} --> ${vttTime(Math.min(seconds, start + CUE_SECONDS))}`,
      `${sprite.url}#xywh=${tile * sprite.tileWidth},0,${sprite.tileWidth},${sprite.tileHeight}`,
    );
  }
  return `${lines.join('\n')}\n`;
}
