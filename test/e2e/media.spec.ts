import { expect, type Page, test } from '@playwright/test';
import {
  currentTime,
  hlsStreamIsLive,
  openPlayerHarness,
  playbackErrors,
  playWithHls,
  playWithShaka,
} from './playerHarness.ts';
import { screenshotDir } from './remote.ts';

/**
 * The sample media plays for real in Chromium (issue 3): hls.js for HLS VOD, live and SSAI; Shaka for
 * DASH and ClearKey; and the failures fail the way the player issue expects.
 */
test.describe.configure({ timeout: 45_000 });

async function expectPlaying(page: Page, beyondSeconds = 1.5) {
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(beyondSeconds);
  expect((await playbackErrors(page)).filter((error) => error.includes('fatal'))).toEqual([]);
}

/** Content signing, then the DRM policy path: the sources with their licence URLs. */
async function signedDrmSources(page: Page, mediaId: string) {
  const sign = await page.request.post(`/media/${mediaId}/sign/drm/clearkey1`, { data: {} });
  expect(sign.status()).toBe(200);
  const { entitled, token } = await sign.json();
  expect(entitled).toBe(true);
  const media = await page.request.get(
    `/v2/media/${mediaId}/drm/clearkey1?token=${encodeURIComponent(token)}`,
  );
  expect(media.status()).toBe(200);
  const [item] = (await media.json()).playlist;
  return item.sources as Array<{ file: string; label: string; drm: { clearkey: { url: string } } }>;
}

test.beforeEach(async ({ page }) => {
  await openPlayerHarness(page);
});

test('hls.js plays the VOD, and the picture carries its title', async ({ page }) => {
  await playWithHls(page, '/media/vod/northern-lights/master.m3u8');
  await expectPlaying(page, 2);
  await page.screenshot({ path: `${screenshotDir}/media-hls-vod.png` });
});

test('Shaka plays the same encode as DASH', async ({ page }) => {
  await playWithShaka(page, '/media/vod/city-of-tides/manifest.mpd');
  await expectPlaying(page, 2);
  await page.screenshot({ path: `${screenshotDir}/media-dash-vod.png` });
});

test('hls.js plays a live channel as live', async ({ page }) => {
  await playWithHls(page, '/media/live/chan0001/master.m3u8');
  await expect.poll(() => hlsStreamIsLive(page)).toBe(true);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(0);
  const started = await currentTime(page);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(started + 3);
  expect(await hlsStreamIsLive(page)).toBe(true);
  await page.screenshot({ path: `${screenshotDir}/media-live.png` });
});

test('hls.js plays a catch-up window of a live channel from its beginning', async ({ page }) => {
  const end = Math.floor(Date.now() / 1000) - 60;
  await playWithHls(page, `/media/live/chan0001/master.m3u8?t=${end - 120}-${end}`);
  await expectPlaying(page, 1);
  const duration = await page.evaluate(() => (document.getElementById('video') as HTMLVideoElement).duration);
  expect(duration).toBeGreaterThan(110);
  expect(duration).toBeLessThan(130);
  expect(await hlsStreamIsLive(page)).toBe(false);
});

test('hls.js plays the SSAI stream, whose session lists its breaks', async ({ page }) => {
  const master = await (
    await page.request.get('/v2/sites/ottsite1/media/ssai0001/ssai.m3u8?ad_config_id=adcfg001')
  ).text();
  const sessionUri = master.match(/#EXT-X-SESSION-DATA:.*URI="ssai_session\/([^/]+)\/info\.json"/)?.[1];
  expect(sessionUri).toBe('ssai0001-adcfg001');
  const session = await (await page.request.get(`/v2/sites/ottsite1/ssai_session/${sessionUri}.json`)).json();
  expect(session.breaks).toEqual([
    { time_offset: 0, duration: 6 },
    { time_offset: 12, duration: 6 },
  ]);
  await playWithHls(page, '/v2/sites/ottsite1/media/ssai0001/ssai.m3u8?ad_config_id=adcfg001');
  await expectPlaying(page, 2);
  await page.screenshot({ path: `${screenshotDir}/media-ssai-preroll.png` });
});

test('Shaka plays the ClearKey stream through signing, the DRM policy and the licence server', async ({
  page,
}) => {
  const sources = await signedDrmSources(page, 'drm00001');
  const dash = sources.find((source) => source.label === 'dash');
  expect(dash?.drm.clearkey.url).toMatch(/\/v2\/drm\/clearkey\/licence\?token=/);
  await playWithShaka(page, dash?.file ?? '', { clearKeyLicenceUrl: dash?.drm.clearkey.url });
  await expectPlaying(page, 2);
});

test('hls.js plays the ClearKey HLS stream through the licence server', async ({ page }) => {
  const sources = await signedDrmSources(page, 'drm00001');
  const hls = sources.find((source) => source.label === 'hls');
  await playWithHls(page, hls?.file ?? '', { licenceUrl: hls?.drm.clearkey.url });
  await expectPlaying(page, 2);
});

test('a licence asked for without a valid token fails with a clear error', async ({ page }) => {
  await playWithShaka(page, '/media/cenc/encrypted-sample/manifest.mpd', {
    clearKeyLicenceUrl: '/v2/drm/clearkey/licence?token=forged',
  });
  // Shaka's LICENSE_REQUEST_FAILED; the server said why.
  await expect.poll(() => playbackErrors(page), { timeout: 20_000 }).toContain('6007');
  // Nothing plays: beyond Shaka stepping over the stream's small start gap, the position stays put.
  await page.waitForTimeout(2000);
  expect(await currentTime(page)).toBeLessThan(0.5);
  const answer = await page.request.post('/v2/drm/clearkey/licence?token=forged', {
    data: { kids: ['AAAAAAAAAAAAAAAAAAAAAA'] },
  });
  expect(answer.status()).toBe(403);
  expect((await answer.json()).message).toBe('Unauthorized');
});

test('the geo-blocked item answers 403 on its manifest', async ({ page }) => {
  await playWithHls(page, '/media/geo/geo00001/master.m3u8');
  await expect.poll(() => playbackErrors(page)).toContain('manifestLoadError fatal 403');
});

test('the failing item plays, then fails mid-way', async ({ page }) => {
  await playWithHls(page, '/media/failing/fail0001/master.m3u8');
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
  await expect
    .poll(async () => (await playbackErrors(page)).some((error) => error.startsWith('fragLoadError fatal')), {
      timeout: 30_000,
    })
    .toBe(true);
});
