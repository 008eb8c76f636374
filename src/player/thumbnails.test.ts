import { describe, expect, it } from 'vitest';
import type { MediaItem } from '../content/contentSchemas.ts';
import { parseThumbnailsVtt, thumbnailAt, thumbnailsTrackOf } from './thumbnails.ts';

const vtt = `WEBVTT

00:00:00.000 --> 00:00:02.000
thumbnails.jpg#xywh=0,0,192,108

00:00:02.000 --> 00:00:04.000
thumbnails.jpg#xywh=192,0,192,108

not a cue

01:00:00.000 --> 01:00:10.000 align:start
/media/hls/live-loop/thumbnails.jpg#xywh=384,0,192,108

00:00:09.000 --> 00:00:10.000
broken.jpg
`;

describe('thumbnails tracks (issue 26: trick play previews)', () => {
  it('reads each cue: its times, the sprite resolved against the track, the tile', () => {
    const thumbnails = parseThumbnailsVtt(vtt, 'http://cdn.example/media/vod/a/thumbnails.vtt');
    expect(thumbnails).toHaveLength(3);
    expect(thumbnails[1]).toEqual({
      start: 2,
      end: 4,
      url: 'http://cdn.example/media/vod/a/thumbnails.jpg',
      x: 192,
      y: 0,
      width: 192,
      height: 108,
    });
    expect(thumbnails[2]).toMatchObject({
      start: 3600,
      url: 'http://cdn.example/media/hls/live-loop/thumbnails.jpg',
    });
  });

  it('finds the thumbnail of a time: the cue covering it, or the last before it', () => {
    const thumbnails = parseThumbnailsVtt(vtt, 'http://cdn.example/t.vtt');
    expect(thumbnailAt(thumbnails, 2.5)?.x).toBe(192);
    expect(thumbnailAt(thumbnails, 100)?.x).toBe(192);
    expect(thumbnailAt([], 1)).toBeUndefined();
  });

  it("takes the item's thumbnails track, and ignores malformed tracks", () => {
    const item = (tracks: unknown) => ({ mediaid: 'x', title: 'x', tracks }) as unknown as MediaItem;
    expect(
      thumbnailsTrackOf(
        item([
          { file: '/a.vtt', kind: 'captions' },
          { file: '/t.vtt', kind: 'thumbnails' },
        ]),
      ),
    ).toBe('/t.vtt');
    expect(thumbnailsTrackOf(item('nonsense'))).toBeUndefined();
    expect(thumbnailsTrackOf(item(undefined))).toBeUndefined();
  });
});
