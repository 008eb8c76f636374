import { afterEach, describe, expect, it, vi } from 'vitest';
import demo from '../../server/catalog/configs/ottdemo1.json' with { type: 'json' };
import { appConfigSchema } from '../config/appConfigSchema.ts';
import { type MediaItem, mediaItemSchema } from '../content/contentSchemas.ts';
import { NotEntitledError } from '../content/contentSigning.ts';
import type { PlaybackIdentity } from '../domain/playbackQuery.ts';
import { playableSource } from './playableSource.ts';

const config = appConfigSchema.parse(demo);
const withAccountProvider = appConfigSchema.parse({
  ...demo,
  integrations: { accountProvider: { clientId: 'client-1' } },
});
const film: MediaItem = mediaItemSchema.parse({
  mediaid: 'm001demo',
  title: 'Northern Lights',
  sources: [
    { file: '/media/vod/northern-lights/master.m3u8', type: 'application/vnd.apple.mpegurl' },
    { file: '/media/vod/northern-lights/manifest.mpd', type: 'application/dash+xml' },
  ],
});
const ssaiItem: MediaItem = mediaItemSchema.parse({ ...film, mediaid: 'ssai0001', is_ssai_enabled: 'true' });
const guest: PlaybackIdentity = {};
const viewer: PlaybackIdentity = { userId: 'u42', profileId: 'p7', passport: 'pass' };
const context = (identity: PlaybackIdentity) => ({
  contentHost: 'http://content',
  identity,
  origin: 'http://app',
});

/** spec: browsing 7, Playback — the player's sources carry the viewer's parameters (wired end to end). */
describe('playableSource adds the viewer to the URLs it plays', () => {
  it('a guest plays the manifest as listed', async () => {
    expect((await playableSource(film, config, context(guest))).url).toBe(
      '/media/vod/northern-lights/master.m3u8',
    );
  });
  it('a signed-in viewer adds user_id; profile_id only with provider A', async () => {
    expect((await playableSource(film, config, context(viewer))).url).toBe(
      '/media/vod/northern-lights/master.m3u8?user_id=u42',
    );
    expect((await playableSource(film, withAccountProvider, context(viewer))).url).toBe(
      '/media/vod/northern-lights/master.m3u8?user_id=u42&profile_id=p7',
    );
  });
  it('a live programme carries t = start-end', async () => {
    const source = await playableSource(film, config, {
      ...context(guest),
      catchup: { startMs: 1_000_000, endMs: 4_600_000 },
    });
    expect(source.url).toBe('/media/vod/northern-lights/master.m3u8?t=1000-4600');
  });
  it('an SSAI stream carries user_id after its ad config', async () => {
    const source = await playableSource(ssaiItem, config, context(viewer));
    expect(source.url).toMatch(/\/ssai\.m3u8\?ad_config_id=[^&]+&user_id=u42$/);
  });
});

/** Issue 22: a sold item's stream plays only from the addresses content signing hands out. */
describe('playableSource signs sold items', () => {
  const sold: MediaItem = mediaItemSchema.parse({
    mediaid: 'm005demo',
    title: 'Sold',
    productIds: 'S-MONTHLY',
    package: 'S-MONTHLY',
    sources: [{ file: '/media/paid/m005demo/vod/x/master.m3u8', type: 'application/vnd.apple.mpegurl' }],
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks /media/{id}/sign for a token and plays the addresses listed with it', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.endsWith('/sign')) return Response.json({ entitled: true, token: 'tok.sig' });
      const signedFile = '/media/paid/m005demo/t/tok.sig/vod/x/master.m3u8';
      return Response.json({
        feedid: 'm005demo',
        title: 'Sold',
        playlist: [{ ...sold, sources: [{ ...sold.sources[0], file: signedFile }] }],
      });
    });
    const source = await playableSource(sold, config, context(guest));
    expect(calls).toEqual([
      `POST ${config.contentSigningService.host.replace(/\/$/, '')}/media/m005demo/sign`,
      'GET http://content/v2/media/m005demo?token=tok.sig',
    ]);
    // The signed answer's addresses are the content host's, which here is not the page's origin.
    expect(source.url).toBe('http://content/media/paid/m005demo/t/tok.sig/vod/x/master.m3u8');
  });

  it('says Unauthorized when signing refuses, and leaves free items alone', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 401 }));
    await expect(playableSource(sold, config, context(guest))).rejects.toBeInstanceOf(NotEntitledError);
    const free = mediaItemSchema.parse({ ...sold, free: 'true', sources: film.sources });
    expect((await playableSource(free, config, context(guest))).url).toBe(film.sources[0]?.file);
  });
});
