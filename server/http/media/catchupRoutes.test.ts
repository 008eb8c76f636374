import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../providers/shared/testApp.ts';

let t: TestApp;
let nowSeconds: number;
beforeAll(async () => {
  t = await openTestApp();
  nowSeconds = Math.floor(t.clock.now / 1000);
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });

describe('catch-up windows are held to the channel and cached (issue 22)', () => {
  it('refuses a window older than the channel keeps, naming t', async () => {
    // chan0003 keeps 4 hours; a programme 22 hours old is not there any more.
    const old = await get(
      `/media/live/chan0003/v0.m3u8?t=${nowSeconds - 22 * 3600}-${nowSeconds - 21 * 3600}`,
    );
    expect(old.status).toBe(400);
    expect(await old.json()).toMatchObject({
      issues: [{ path: 't', message: expect.stringContaining('4 h') }],
    });
    expect(
      (await get(`/media/live/chan0003/v0.m3u8?t=${nowSeconds - 3 * 3600}-${nowSeconds - 2 * 3600}`)).status,
    ).toBe(200);
  });

  it('refuses a window longer than a programme can be', async () => {
    const long = await get(`/media/live/chan0004/v0.m3u8?t=${nowSeconds - 20 * 3600}-${nowSeconds - 1}`);
    expect(long.status).toBe(400);
  });

  it('refuses a bad t at the master playlist instead of copying it into the variants (issue 18)', async () => {
    expect((await get('/media/live/chan0001/master.m3u8?t=abc')).status).toBe(400);
  });

  it('serves a closed window gzipped, cacheable, with a validator that answers 304', async () => {
    const path = `/media/live/chan0001/v0.m3u8?t=${nowSeconds - 7200}-${nowSeconds - 3600}`;
    const zipped = await get(path, { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('cache-control')).toContain('max-age');
    const text = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8');
    expect(text).toContain('#EXT-X-ENDLIST');
    expect(text.match(/#EXTINF/g)).toHaveLength(1800);
    const etag = zipped.headers.get('etag') ?? '';
    expect((await get(path, { 'if-none-match': etag })).status).toBe(304);
    const plain = await get(path);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(text);
  });
});

describe('trick-play thumbnails of a catch-up window (issue 26)', () => {
  it('serves a WebVTT track over the loop sprite for a window, and none for the live stream', async () => {
    const answer = await get(
      `/media/live/chan0002/thumbnails.vtt?t=${nowSeconds - 7200}-${nowSeconds - 3600}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/vtt');
    const text = await answer.text();
    expect(text.startsWith('WEBVTT')).toBe(true);
    expect(text.match(/-->/g)).toHaveLength(360);
    expect(text).toContain('/media/hls/live-loop/thumbnails.jpg#xywh=');
    expect((await get('/media/live/chan0002/thumbnails.vtt')).status).toBe(404);
    expect((await get('/media/hls/live-loop/thumbnails.jpg')).headers.get('content-type')).toBe('image/jpeg');
  });
});
