import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverSettingsSchema } from './serverSettings.ts';
import { type RunningServer, startServer } from './startServer.ts';

let server: RunningServer;
/** A stand-in for the build output: the real settings file and an index page. */
const staticDir = mkdtempSync(join(tmpdir(), 'ott-static-'));

beforeAll(async () => {
  copyFileSync('public/.webapp.ini', join(staticDir, '.webapp.ini'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>app</title>');
  server = await startServer(
    serverSettingsSchema.parse({
      PORT: '0',
      HOST: '127.0.0.1',
      PGLITE_DATA_DIR: 'memory://',
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'silent',
    }),
  );
});

afterAll(async () => {
  await server?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

async function get(path: string) {
  const response = await fetch(`${server.url}${path}`);
  const text = await response.text();
  const json = response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined;
  return { status: response.status, type: response.headers.get('content-type') ?? '', text, json };
}

describe('content API (spec: browsing 7, Content API)', () => {
  it('pages a playlist with page_offset (from 1) and page_limit, linking the next page', async () => {
    const first = await get('/v2/playlists/toprated?page_offset=1&page_limit=4');
    expect(first.status).toBe(200);
    expect(first.json.feedid).toBe('toprated');
    expect(first.json.title).toBe('Top 10 Movies');
    expect(first.json.playlist.map((item: { mediaid: string }) => item.mediaid)).toEqual([
      'm007demo',
      'm008demo',
      'm009demo',
      'm010demo',
    ]);
    expect(first.json.links.next).toBe('/v2/playlists/toprated?page_offset=5&page_limit=4');

    const last = await get('/v2/playlists/toprated?page_offset=9&page_limit=4');
    expect(last.json.playlist).toHaveLength(2);
    expect(last.json.links.next).toBeUndefined();
  });

  it('serves an empty playlist as empty, not as an error', async () => {
    const empty = await get('/v2/playlists/emptyrow');
    expect(empty.status).toBe(200);
    expect(empty.json.playlist).toEqual([]);
  });

  it.each([
    ['/v2/playlists/toprated?page_limit=abc', 'page_limit'],
    ['/v2/playlists/toprated?page_offset=0', 'page_offset'],
    ['/v2/playlists/toprated?page_limit=100000', 'page_limit'],
    ['/v2/playlists/bad%20id', ''],
  ])('answers %s with a 400 naming the problem', async (path, field) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ status: 400, code: 'invalid_request' });
    expect(response.json.issues[0].path).toBe(field);
  });

  it('answers an unknown playlist with the error shape', async () => {
    const response = await get('/v2/playlists/nothere');
    expect(response.status).toBe(404);
    expect(response.json).toEqual({
      status: 404,
      code: 'playlist_not_found',
      message: "Playlist 'nothere' not found",
    });
  });

  it('serves one media item as playlist[0], and MediaItem not found for an unknown id', async () => {
    const found = await get('/v2/media/m003demo');
    expect(found.json.playlist[0]).toMatchObject({ mediaid: 'm003demo', title: 'City of Tides' });
    const missing = await get('/v2/media/nothere');
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('MediaItem not found');
  });

  it('serves the generated images at the image-service paths, with the poster fallback', async () => {
    const card = await fetch(`${server.url}/v2/media/m001demo/images/card.webp?width=640`);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/webp');
    expect((await card.arrayBuffer()).byteLength).toBeGreaterThan(500);
    expect((await get('/v2/media/m001demo/images/channel_logo.webp')).status).toBe(404);
    expect(
      (await fetch(`${server.url}/v2/media/m001demo/images/channel_logo.webp?poster_fallback=1`)).status,
    ).toBe(200);
    expect(
      (await fetch(`${server.url}/v1/media/m001demo/images/vertical.jpg`)).headers.get('content-type'),
    ).toBe('image/jpeg');
    expect((await get('/v2/media/m001demo/images/evil.webp')).status).toBe(400);
  });
});

describe('configuration (spec: browsing 1, Start-up)', () => {
  it('serves the settings file', async () => {
    const ini = await get('/.webapp.ini');
    expect(ini.status).toBe(200);
    expect(ini.text).toContain('defaultConfigSource = ottdemo1');
  });

  it('serves app configs by 8-character id only', async () => {
    const config = await get('/apps/configs/ottdemo1.json');
    expect(config.json).toMatchObject({ id: 'ottdemo1', siteId: 'ottsite1' });
    expect((await get('/apps/configs/nothere1.json')).status).toBe(404);
    expect((await get('/apps/configs/..%2Fsecret.json')).status).toBe(400);
    expect((await get('/apps/configs/TOOLONGID.json')).status).toBe(400);
  });

  it('serves only the remote configuration keys asked for', async () => {
    const remote = await get('/v1/remote-config?keys=web_config');
    expect(Object.keys(remote.json)).toEqual(['web_config']);
  });

  it('answers an app with its own remote values over the shared ones', async () => {
    const shared = await get('/v1/remote-config?keys=global_remote_config');
    const own = await get('/v1/remote-config?keys=global_remote_config,web_config&app=ottlight');
    expect(own.json.global_remote_config.theme.theme_colors.primary).toBe('#ffd60a');
    // Merged key by key: the shared background stays.
    expect(own.json.global_remote_config.theme.theme_colors.background).toBe(
      shared.json.global_remote_config.theme.theme_colors.background,
    );
    expect(own.json.web_config).toBeDefined();
    // Apps without values of their own, or with ids that name no file, get the shared ones.
    expect((await get('/v1/remote-config?keys=global_remote_config&app=ottdemo1')).json).toEqual(shared.json);
    expect((await get('/v1/remote-config?keys=global_remote_config&app=..%2Fsecret')).json).toEqual(
      shared.json,
    );
  });

  it('serves the legal documents as HTML', async () => {
    const legal = await get('/legal/terms-of-use.es.html');
    expect(legal.type).toContain('text/html');
    expect(legal.text).toContain('Términos de uso');
  });
});

describe('routing', () => {
  it('answers unknown API paths with JSON, and app paths with the app', async () => {
    const api = await get('/v2/nothing/here');
    expect(api.status).toBe(404);
    expect(api.json.code).toBe('not_found');
    const page = await get('/m/m001demo/northern-lights');
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    expect(page.text).toContain('<title>app</title>');
  });
});
