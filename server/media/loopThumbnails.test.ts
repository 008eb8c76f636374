import { describe, expect, it } from 'vitest';
import { loopThumbnails } from './loopThumbnails.ts';

const sprite = { url: '/media/hls/live-loop/thumbnails.jpg', tileWidth: 192, tileHeight: 108, loopLength: 6 };

describe('loopThumbnails (issue 26: trick-play pictures of a catch-up window)', () => {
  it('cues every 10 s, each on the tile of the loop segment playing at its start', () => {
    // Segment 13 is loop position 1: the window starts on the second tile.
    const vtt = loopThumbnails(sprite, 13, 13 + 14, 2);
    const cues = vtt.trim().split('\n\n').slice(1);
    expect(cues).toHaveLength(3);
    expect(cues[0]).toBe(
      '00:00:00.000 --> 00:00:10.000\n/media/hls/live-loop/thumbnails.jpg#xywh=192,0,192,108',
    );
    // 10 s on: segment 18, loop position 0.
    expect(cues[1]).toContain('#xywh=0,0,192,108');
    expect(cues[2]?.startsWith('00:00:20.000 --> 00:00:30.000')).toBe(true);
  });

  it('covers an hour with 360 cues ending on the hour', () => {
    const cues = loopThumbnails(sprite, 0, 1799, 2).trim().split('\n\n').slice(1);
    expect(cues).toHaveLength(360);
    expect(cues.at(-1)?.startsWith('00:59:50.000 --> 01:00:00.000')).toBe(true);
  });
});
