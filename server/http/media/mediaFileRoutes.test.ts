import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFileRoutes } from './mediaFileRoutes.ts';

let dir: string;
const app = () => mediaFileRoutes(dir);
const get = (path: string, init?: RequestInit) => app().request(`/media/vod/film/${path}`, init);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'media-'));
  mkdirSync(join(dir, 'vod', 'film'), { recursive: true });
  const write = (name: string, content: string) => writeFileSync(join(dir, 'vod', 'film', name), content);
  write(
    'manifest.mpd',
    '<MPD><AdaptationSet contentType="video"><Representation id="0" mimeType="video/mp4"/></AdaptationSet>' +
      '<AdaptationSet contentType="audio"><Representation id="1" mimeType="audio/mp4"/></AdaptationSet></MPD>',
  );
  write('master.m3u8', '#EXTM3U\n');
  write('init-0.m4s', '0123456789');
  write('init-1.m4s', 'abcdefghij');
  write('subs-en.vtt', 'WEBVTT\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Issue 18: /media/* as TV players need it. */
describe('media files', () => {
  it.each([
    ['master.m3u8', 'application/vnd.apple.mpegurl'],
    ['manifest.mpd', 'application/dash+xml'],
    ['init-0.m4s', 'video/mp4'],
    ['init-1.m4s', 'audio/mp4'],
    ['subs-en.vtt', 'text/vtt'],
  ])('%s is served as %s, cacheable', async (file, type) => {
    const answer = await get(file);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe(type);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('answers byte ranges, 416 past the end, and HEAD', async () => {
    const part = await get('init-0.m4s', { headers: { range: 'bytes=2-5' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(await part.text()).toBe('2345');
    const past = await get('init-0.m4s', { headers: { range: 'bytes=50-' } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe('bytes */10');
    const head = await get('init-1.m4s', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('10');
    expect(head.headers.get('content-type')).toBe('audio/mp4');
  });

  it('leaves a missing file to the routes after it, with no media headers', async () => {
    const answer = await get('missing.m4s');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('cache-control')).toBeNull();
  });
});
