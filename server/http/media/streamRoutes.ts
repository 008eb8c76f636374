import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { z } from 'zod';
import { catalogue } from '../../catalog/index.ts';
import { catchupWindow } from '../../media/catchupWindow.ts';
import { liveSegmentIndex, loopedPlaylist, WINDOW_SEGMENTS } from '../../media/livePlaylist.ts';
import { loopThumbnails } from '../../media/loopThumbnails.ts';
import { masterPlaylist, readMediaPlaylist } from '../../media/mediaPlaylist.ts';
import { renderedCache, sendRendered } from '../../media/renderedCache.ts';
import { stitch } from '../../media/ssaiStream.ts';
import { HttpError, parseInput } from '../apiError.ts';
import { idSchema } from '../content/contentRoutes.ts';
import { assertEventStarted } from './liveEventGate.ts';

const HLS = 'application/vnd.apple.mpegurl';
const SEGMENT_SECONDS = 2;

/** The loop's thumbnails sprite (scripts/media/thumbnails.sh). */
const LOOP_SPRITE = { url: '/media/hls/live-loop/thumbnails.jpg', tileWidth: 192, tileHeight: 108 };

const variantSchema = z.coerce.number().int().min(0).max(1);
/** spec: browsing 7 — live streams get t = start-end (epoch seconds) for catch-up. */
const catchupSchema = z.object({
  t: z
    .string()
    .regex(/^\d+-\d+$/, 't must be start-end in epoch seconds')
    .transform((value) => value.split('-').map(Number) as [number, number])
    .refine(([start, end]) => end > start, 't must end after it starts')
    .optional(),
});

/** Every live stream, the channels and the live events. */
const liveItems = new Map(
  catalogue.items
    .filter((item) => item.contentType === 'liveChannel' || item.contentType === 'liveEvent')
    .map((item) => [item.mediaid, item]),
);
/** Hours of catch-up of a live stream (events: none). */
const catchupHoursOf = (id: string) => Number(liveItems.get(id)?.catchupHours ?? 0);

const isSsaiItem = (mediaId: string) =>
  catalogue.items.some((item) => item.mediaid === mediaId && item.is_ssai_enabled === 'true');

/** Before the first content segment (pre-roll) and before the fourth (mid-roll at 6 s of content). */
const SSAI_BREAKS_BEFORE = [0, 3];

/**
 * Streams made per request from the committed clips: live channels (a sliding window over a looped
 * clip, or a catch-up window), the SSAI stitch, and two streams that fail on purpose.
 */
export function streamRoutes(mediaDir: string, now: () => number = () => Date.now()) {
  const liveClip = (variant: number) => readMediaPlaylist(mediaDir, 'live-loop', variant);
  const stitched = (variant: number) =>
    stitch(
      {
        content: readMediaPlaylist(mediaDir, 'ssai-content', variant),
        ad: readMediaPlaylist(mediaDir, 'ad', variant),
        breaksBefore: SSAI_BREAKS_BEFORE,
      },
      '/media/',
    );
  const liveId = (raw: string) => {
    const id = parseInput(idSchema, raw);
    const item = liveItems.get(id);
    if (!item) throw new HttpError(404, 'not_found', `No live stream '${id}'`);
    // An event's playlists exist from its start (issue 18: evt00001 played three days early); its
    // segments are the shared loop's, reachable only through these playlists.
    assertEventStarted(item, now());
    return id;
  };
  const windows = renderedCache(256);

  return new Hono()
    .get('/media/live/:id/master.m3u8', (c) => {
      liveId(c.req.param('id'));
      // A bad t is refused here, not copied into the variant URLs (issue 18).
      parseInput(catchupSchema, c.req.query());
      const query = new URL(c.req.url).search;
      return c.body(
        masterPlaylist((index) => `v${index}.m3u8${query}`),
        200,
        {
          'content-type': HLS,
          'cache-control': 'no-cache',
        },
      );
    })
    .get('/media/live/:id/:variant{v[01]\\.m3u8}', async (c) => {
      const id = liveId(c.req.param('id'));
      const variant = parseInput(variantSchema, c.req.param('variant').slice(1, 2));
      const { t } = parseInput(catchupSchema, c.req.query());
      const window = { clip: liveClip(variant), mediaBase: '/media/', segmentSeconds: SEGMENT_SECONDS };
      const current = liveSegmentIndex(now(), SEGMENT_SECONDS);
      const { first, last, ended } = t
        ? catchupWindow(t, now(), catchupHoursOf(id), SEGMENT_SECONDS)
        : { first: current - WINDOW_SEGMENTS, last: current - 1, ended: false };
      const rendered = await windows.get(`${variant}:${first}:${last}:${ended}`, () =>
        loopedPlaylist(window, first, last, ended),
      );
      // A closed window never changes and may be cached; a live one changes every segment.
      return sendRendered(c.req, rendered, {
        'content-type': HLS,
        'cache-control': ended ? 'public, max-age=3600' : 'no-cache',
      });
    })
    .get('/media/live/:id/thumbnails.vtt', async (c) => {
      const id = liveId(c.req.param('id'));
      const { t } = parseInput(catchupSchema, c.req.query());
      // Thumbnails are for seeking, and only a catch-up window seeks.
      if (!t) throw new HttpError(404, 'not_found', 'Live thumbnails need a catch-up window (t)');
      const { first, last } = catchupWindow(t, now(), catchupHoursOf(id), SEGMENT_SECONDS);
      const sprite = { ...LOOP_SPRITE, loopLength: liveClip(1).segments.length };
      const rendered = await windows.get(`thumbnails:${first}:${last}`, () =>
        loopThumbnails(sprite, first, last, SEGMENT_SECONDS),
      );
      return sendRendered(c.req, rendered, {
        'content-type': 'text/vtt',
        'cache-control': 'public, max-age=3600',
      });
    })
    .get('/v2/sites/:siteId/media/:mediaId/ssai.m3u8', (c) => {
      parseInput(idSchema, c.req.param('siteId'));
      const mediaId = parseInput(idSchema, c.req.param('mediaId'));
      const { ad_config_id: adConfigId } = parseInput(z.object({ ad_config_id: idSchema }), c.req.query());
      if (!isSsaiItem(mediaId))
        throw new HttpError(404, 'not_found', `Media '${mediaId}' has no SSAI stream`);
      const query = new URL(c.req.url).search;
      // spec: browsing 7, SSAI session — the session is found from this line.
      const session = `#EXT-X-SESSION-DATA:DATA-ID="com.openott.ssai.session-endpoint",URI="ssai_session/${mediaId}-${adConfigId}/info.json"`;
      return c.body(
        masterPlaylist((index) => `ssai/v${index}.m3u8${query}`, [session]),
        200,
        { 'content-type': HLS },
      );
    })
    .get('/v2/sites/:siteId/media/:mediaId/ssai/:variant{v[01]\\.m3u8}', (c) => {
      const mediaId = parseInput(idSchema, c.req.param('mediaId'));
      if (!isSsaiItem(mediaId))
        throw new HttpError(404, 'not_found', `Media '${mediaId}' has no SSAI stream`);
      const variant = parseInput(variantSchema, c.req.param('variant').slice(1, 2));
      return c.body(stitched(variant).playlist, 200, { 'content-type': HLS });
    })
    .get('/v2/sites/:siteId/ssai_session/:file{[A-Za-z0-9_-]+\\.json}', (c) => {
      const id = c.req.param('file').replace(/\.json$/, '');
      const mediaId = id.split('-')[0] ?? '';
      if (!isSsaiItem(mediaId)) throw new HttpError(404, 'not_found', `No SSAI session '${id}'`);
      const { breaks, duration } = stitched(0);
      return c.json({ id, media_id: mediaId, duration, breaks });
    })
    .get('/media/geo/*', (c) =>
      c.json(
        { status: 403, code: 'geo_blocked', message: 'This content is not available in your region' },
        403,
      ),
    )
    .get('/media/failing/:id/:file', async (c) => {
      // City of Tides, whose segments fail from the third on: playback starts, then breaks.
      const file = c.req.param('file');
      if (!/^[\w.-]+$/.test(file)) throw new HttpError(400, 'invalid_request', 'Bad file name');
      const segment = file.match(/^seg-\d+-(\d+)\.m4s$/);
      if (segment && Number(segment[1]) >= 3) {
        return c.json({ status: 500, code: 'segment_failed', message: 'Segment unavailable' }, 500);
      }
      try {
        const body = await readFile(join(mediaDir, 'vod', 'city-of-tides', file));
        const type = file.endsWith('.m3u8') ? HLS : 'video/mp4';
        return c.body(body, 200, { 'content-type': type });
      } catch {
        throw new HttpError(404, 'not_found', `No file '${file}'`);
      }
    });
}
