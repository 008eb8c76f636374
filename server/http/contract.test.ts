import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../catalog/seedCatalog.ts';
import { createServerApp } from '../createServerApp.ts';
import { type Database, openDatabase } from '../db/database.ts';
import { createAccounts } from '../domain/accounts/index.ts';
import { LIVE_EPOCH_MS } from '../media/livePlaylist.ts';

/** A fixed instant: 2026-11-22 10:00:00 UTC. Live windows, events and schedules follow it. */
const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);
let database: Database;
let app: ReturnType<typeof createServerApp>;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await seedCatalog(database.db);
  app = createServerApp({
    database,
    accounts: await createAccounts({ db: database.db, logger: pino({ level: 'silent' }), now: () => NOW }),
    logger: pino({ level: 'silent' }),
    staticDir: 'public',
    catalogDir: 'server/catalog',
    mediaDir: 'media',
    now: () => NOW,
  });
});
afterAll(() => database?.close());

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await app.request(path, { headers });
  const text = await response.text();
  return { status: response.status, text, json: () => JSON.parse(text), headers: response.headers };
}

describe('playlists with query-dependent items (spec: browsing 7)', () => {
  it('puts items like the related one first and leaves it out', async () => {
    const { json } = await get('/v2/playlists/recommnd?related_media_id=m001demo&page_limit=5');
    const items = json().playlist as Array<{ mediaid: string; genre: string }>;
    expect(items.map((item) => item.mediaid)).not.toContain('m001demo');
    expect(items.slice(0, 4).every((item) => item.genre === 'Drama')).toBe(true);
  });

  it('searches titles and descriptions, paging with the search kept in links.next', async () => {
    const { json } = await get('/v2/playlists/search01?search=signal&page_limit=3');
    const body = json();
    expect(body.playlist.every((item: { title: string }) => /signal/i.test(item.title))).toBe(true);
    expect(body.links.next).toBe('/v2/playlists/search01?page_offset=4&page_limit=3&search=signal');
  });

  it('answers the app-content search with search_query, and asks for it when missing', async () => {
    expect(
      (await get('/v2/sites/ottsite1/app_content/media/search?search_query=harbour')).json().playlist[0]
        .title,
    ).toBe('Glass Harbour');
    const missing = await get('/v2/sites/ottsite1/app_content/media/search');
    expect(missing.status).toBe(400);
  });

  it('serves a watchlist of the ids asked for, in that order', async () => {
    const { json } = await get('/apps/watchlists/favs0001?media_ids=m003demo,m001demo,nothere1');
    expect(json().playlist.map((item: { mediaid: string }) => item.mediaid)).toEqual([
      'm003demo',
      'm001demo',
    ]);
  });
});

describe('live events (spec: browsing 4, Live event button)', () => {
  it('are in every state at any time', async () => {
    const items = (await get('/v2/playlists/events01')).json().playlist as Array<Record<string, string>>;
    const byId = Object.fromEntries(items.map((item) => [item.mediaid, item]));
    const startsIn = (id: string) => (Date.parse(byId[id]?.['VCH.ScheduledStart'] ?? '') - NOW) / 1000;
    expect(byId.evt00001?.['VCH.EventState']).toBe('PRE_LIVE');
    expect(startsIn('evt00001')).toBeGreaterThan(5 * 60);
    expect(byId.evt00002?.['VCH.EventState']).toBe('PRE_LIVE');
    expect(startsIn('evt00002')).toBeGreaterThan(0);
    expect(startsIn('evt00002')).toBeLessThanOrEqual(5 * 60);
    expect(byId.evt00003?.['VCH.EventState']).toBe('LIVE_PUBLISHED');
    expect(startsIn('evt00003')).toBeLessThan(0);
    expect(byId.evt00004?.['VCH.EventState']).toBe('VOD_PUBLIC');
    expect(byId.evt00001).not.toHaveProperty('liveEventPhase');
  });
});

describe('series (spec: browsing 7)', () => {
  it('describes a series with its seasons', async () => {
    expect((await get('/apps/series/kit00001')).json()).toMatchObject({
      series_id: 'kit00001',
      episode_count: 9,
      season_count: 3,
    });
    expect((await get('/apps/series/nothere1')).status).toBe(404);
  });

  it('pages episodes, and gives the next episode with page_limit 1 and after_id', async () => {
    const page2 = (await get('/apps/series/sig00001/episodes?page_offset=2&page_limit=3')).json();
    expect(page2.pagination).toEqual({ page: 2, page_limit: 3, total: 8 });
    expect(
      page2.episodes.map((episode: { season_number: number; episode_number: number }) => [
        episode.season_number,
        episode.episode_number,
      ]),
    ).toEqual([
      [1, 4],
      [2, 1],
      [2, 2],
    ]);
    const next = (await get('/apps/series/sig00001/episodes?page_limit=1&after_id=sg1e04ep')).json();
    expect(next.episodes[0].media_item.mediaid).toBe('sg2e01ep');
    expect((await get('/apps/series/sig00001/episodes?after_id=m001demo')).status).toBe(400);
  });

  it('lists a season’s episodes and maps media to series', async () => {
    const season = (await get('/apps/series/kit00001/seasons/2/episodes?page_limit=20')).json();
    expect(
      season.episodes.map((episode: { media_item: { mediaid: string } }) => episode.media_item.mediaid),
    ).toEqual(['ck2e01ep', 'ck2e02ep', 'ck2e03ep']);
    expect((await get('/apps/series/kit00001/seasons/9/episodes')).status).toBe(404);
    expect((await get('/apps/series?media_ids=ck2e01ep,m001demo')).json()).toEqual({
      ck2e01ep: [{ series_id: 'kit00001' }],
      m001demo: [],
    });
  });
});

describe('schedules (spec: browsing 7, Schedules; 5, EPG validation)', () => {
  it('need the channel’s API-KEY for JSON', async () => {
    expect((await get('/v1/schedules/chan0001.json?nocache=1')).status).toBe(401);
    expect((await get('/v1/schedules/chan0001.json', { 'API-KEY': 'wrong' })).status).toBe(401);
    const schedule = (
      await get('/v1/schedules/chan0001.json?nocache=1', { 'API-KEY': 'demo-schedule-token-chan0001' })
    ).json();
    expect(schedule.id).toBe('chan0001');
    const onAir = schedule.programs.filter(
      (programme: { startTime: string; endTime: string }) =>
        Date.parse(programme.startTime) <= NOW && NOW < Date.parse(programme.endTime),
    );
    expect(onAir).toHaveLength(1);
  });

  it('cover two days back to tomorrow without overlaps, with gaps and an empty channel', async () => {
    const programmes = (
      await get('/v1/schedules/chan0003.json', { 'API-KEY': 'demo-schedule-token-chan0003' })
    ).json().programs as Array<{ startTime: string; endTime: string }>;
    // From UTC's midnight two days back: a viewer's yesterday in any time zone.
    expect(Date.parse(programmes[0]?.startTime ?? '')).toBeLessThanOrEqual(Date.UTC(2026, 10, 20, 12, 0));
    expect(Date.parse(programmes.at(-1)?.endTime ?? '')).toBeGreaterThanOrEqual(
      Date.UTC(2026, 10, 23, 18, 29),
    );
    const gaps = programmes
      .slice(1)
      .filter(
        (programme, index) => Date.parse(programme.startTime) > Date.parse(programmes[index]?.endTime ?? ''),
      );
    expect(gaps.length).toBeGreaterThan(10);
    expect(
      (await get('/v1/schedules/chan0006.json', { 'API-KEY': 'demo-schedule-token-chan0006' })).json()
        .programs,
    ).toEqual([]);
  });

  it('carry an invalid programme on one channel, as careless sources do', async () => {
    const programmes = (
      await get('/v1/schedules/chan0002.json', { 'API-KEY': 'demo-schedule-token-chan0002' })
    ).json().programs;
    expect(
      programmes.some(
        (programme: { title?: string; endTime: string }) =>
          !programme.title && programme.endTime === 'not a date',
      ),
    ).toBe(true);
  });

  it('serve XMLTV with the required programme fields', async () => {
    const xml = await get('/v1/schedules/chan0005.xml');
    expect(xml.headers.get('content-type')).toContain('application/xml');
    const programme = xml.text.match(
      /<programme start="(\d{14} \+0000)" stop="(\d{14} \+0000)" channel="chan0005">[\s\S]*?<\/programme>/,
    );
    expect(programme?.[0]).toContain('<title lang="en">');
    expect(programme?.[0]).toContain('<episode-num');
    // One programme per cycle lacks stop and episode-num: the client drops it (spec: browsing 5).
    expect(xml.text).toMatch(
      /<programme start="\d{14} \+0000" channel="chan0005">\s*<title lang="en">Unscheduled<\/title>/,
    );
  });
});

describe('live streams', () => {
  const current = Math.floor((NOW - LIVE_EPOCH_MS) / 2000);

  it('slide a six-segment window with correct media and discontinuity sequences', async () => {
    const playlist = (await get('/media/live/chan0001/v0.m3u8')).text;
    expect(playlist).toContain(`#EXT-X-MEDIA-SEQUENCE:${current - 6}`);
    expect(playlist).toContain(`#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor((current - 6) / 6)}`);
    expect(playlist.match(/#EXTINF/g)).toHaveLength(6);
    expect(playlist).not.toContain('#EXT-X-ENDLIST');
    // Six segments of a six-segment loop: exactly one restart inside the window unless aligned.
    const restarts = (playlist.match(/#EXT-X-DISCONTINUITY\n/g) ?? []).length;
    expect(restarts).toBe((current - 6) % 6 === 0 ? 0 : 1);
    const lastDate = [...playlist.matchAll(/#EXT-X-PROGRAM-DATE-TIME:(.+)/g)].at(-1)?.[1];
    expect(Date.parse(lastDate ?? '')).toBe(LIVE_EPOCH_MS + (current - 1) * 2000);
  });

  it('give a catch-up window as VOD, and refuse windows in the future or too old', async () => {
    const end = NOW / 1000 - 600;
    const playlist = (await get(`/media/live/chan0001/v1.m3u8?t=${end - 60}-${end}`)).text;
    expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(playlist).toContain('#EXT-X-ENDLIST');
    expect(playlist.match(/#EXTINF/g)).toHaveLength(30);
    expect((await get(`/media/live/chan0001/v0.m3u8?t=${NOW / 1000 + 60}-${NOW / 1000 + 120}`)).status).toBe(
      400,
    );
    expect(
      (await get(`/media/live/chan0001/v0.m3u8?t=${NOW / 1000 - 90_000}-${NOW / 1000 - 89_000}`)).status,
    ).toBe(400);
    expect((await get('/media/live/chan0001/v0.m3u8?t=banana')).status).toBe(400);
    expect((await get('/media/live/m001demo/v0.m3u8')).status).toBe(404);
  });
});

describe('SSAI, ads and failures', () => {
  it('stitches the ad with discontinuities and names the session in the master playlist', async () => {
    const master = (await get('/v2/sites/ottsite1/media/ssai0001/ssai.m3u8?ad_config_id=adcfg001')).text;
    expect(master).toContain('#EXT-X-SESSION-DATA:');
    expect(master).toContain('URI="ssai_session/ssai0001-adcfg001/info.json"');
    const variant = (await get('/v2/sites/ottsite1/media/ssai0001/ssai/v0.m3u8?ad_config_id=adcfg001')).text;
    expect(variant.match(/#EXT-X-DISCONTINUITY/g)).toHaveLength(3);
    expect(variant.match(/hls\/ad\//g)?.length).toBe(8); // 2 breaks x (3 segments + 1 init)
    expect((await get('/v2/sites/ottsite1/media/ssai0001/ssai.m3u8')).status).toBe(400);
    expect((await get('/v2/sites/ottsite1/media/m001demo/ssai.m3u8?ad_config_id=x')).status).toBe(404);
  });

  it('serves the ad schedule as JSON with cache headers, as VMAP, and its VAST tags', async () => {
    const schedule = await get('/v2/advertising/schedules/adsch001.json');
    expect(schedule.headers.get('cache-control')).toBe('public, max-age=1200');
    expect(schedule.json().schedule[0]).toMatchObject({
      offset: 'pre',
      tag: ['/v2/advertising/vast/preroll.xml'],
    });
    expect((await get('/v2/advertising/schedules/adsch001.xml?media_id=m001demo')).text).toContain(
      '<vmap:AdBreak timeOffset="start"',
    );
    const vast = (await get('/v2/advertising/vast/preroll.xml')).text;
    expect(vast).toContain('<VAST version="3.0">');
    expect(vast).toContain('/media/ads/ad.mp4');
  });

  it('answers a JSON 404 for an ad schedule or a VAST tag no config names (issue 18)', async () => {
    for (const path of [
      '/v2/advertising/schedules/zzz.json',
      '/v2/advertising/schedules/zzz.xml',
      '/v2/advertising/vast/nothing.xml',
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.json(), path).toMatchObject({ code: 'not_found' });
    }
  });

  it('blocks the geo item’s manifest with 403 and fails the broken stream from its third segment', async () => {
    expect((await get('/media/geo/geo00001/master.m3u8')).status).toBe(403);
    expect((await get('/media/failing/fail0001/master.m3u8')).status).toBe(200);
    expect((await get('/media/failing/fail0001/seg-0-00002.m4s')).status).toBe(200);
    expect((await get('/media/failing/fail0001/seg-0-00003.m4s')).status).toBe(500);
  });
});

describe('content signing and DRM (spec: browsing 7, Content signing; Playback)', () => {
  const sign = async (path: string) => {
    const response = await app.request(path, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    return { status: response.status, body: await response.json() };
  };

  it('signs free items for guests and refuses items sold by offers', async () => {
    const free = await sign('/media/drm00001/sign/drm/clearkey1');
    expect(free.status).toBe(200);
    expect(free.body).toMatchObject({ entitled: true, token: expect.any(String) });
    const sold = await sign('/media/m005demo/sign');
    expect(sold.status).toBe(401);
    expect(sold.body.message).toBe('Unauthorized');
  });

  it('serves DRM sources with tokened licence URLs only for a valid token', async () => {
    const { body } = await sign('/media/drm00001/sign/drm/clearkey1');
    const media = await get(`/v2/media/drm00001/drm/clearkey1?token=${encodeURIComponent(body.token)}`);
    const sources = media.json().playlist[0].sources;
    expect(sources[0].drm.clearkey.url).toBe(
      `/v2/drm/clearkey/licence?token=${encodeURIComponent(body.token)}`,
    );
    expect(sources[0].drm.widevine.url).toContain('token=');
    expect((await get('/v2/media/drm00001/drm/clearkey1?token=forged')).status).toBe(403);
    expect(
      (await get(`/v2/media/drm00001/drm/otherpol?token=${encodeURIComponent(body.token)}`)).status,
    ).toBe(403);
  });

  it('answers ClearKey licence requests in the W3C format, and says why it will not', async () => {
    const { body } = await sign('/media/drm00001/sign/drm/clearkey1');
    const licence = (kids: string[], token = body.token) =>
      app.request(`/v2/drm/clearkey/licence?token=${encodeURIComponent(token)}`, {
        method: 'POST',
        body: JSON.stringify({ kids, type: 'temporary' }),
      });
    const kid = Buffer.from('6f70656e6f74746b6964303030303031', 'hex').toString('base64url');
    const granted = await licence([kid]);
    expect(await granted.json()).toEqual({
      keys: [{ kty: 'oct', kid, k: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) }],
      type: 'temporary',
    });
    expect((await licence(['AAAAAAAAAAAAAAAAAAAAAA'])).status).toBe(404);
    expect((await licence(['not a kid'])).status).toBe(400);
    const freeToken = (await sign('/media/m001demo/sign')).body.token;
    expect((await licence([kid], freeToken)).status).toBe(403);
    expect((await app.request('/v2/drm/widevine/licence', { method: 'POST' })).status).toBe(501);
  });
});
