import type { Page } from '@playwright/test';

/**
 * A bare page on the server's origin with a <video>, hls.js and Shaka loaded from node_modules: the
 * media contract is tested with the real players, without the app's own player (a later issue).
 */
export async function openPlayerHarness(page: Page): Promise<void> {
  await page.route('**/__player-harness', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html><body style="margin:0;background:#000"><video id="video" muted playsinline width="1280" height="720"></video></body></html>',
    }),
  );
  await page.goto('/__player-harness');
  await page.addScriptTag({ path: 'node_modules/hls.js/dist/hls.min.js' });
  await page.addScriptTag({ path: 'node_modules/shaka-player/dist/shaka-player.compiled.js' });
}

declare global {
  interface Window {
    playbackErrors: string[];
    /** The hls.js instance, when hls.js plays. */
    hlsPlayer?: { levels: Array<{ details?: { live: boolean } }>; currentLevel: number };
  }
}

export interface HlsOptions {
  licenceUrl?: string;
}

/** Starts hls.js on `url` (lowest rendition: loopback would pick the top one) and records errors. */
export function playWithHls(page: Page, url: string, options: HlsOptions = {}): Promise<void> {
  return page.evaluate(
    ({ url, licenceUrl }) => {
      const video = document.getElementById('video') as HTMLVideoElement;
      window.playbackErrors = [];
      // @ts-expect-error hls.js is a global of the harness page.
      const Hls = window.Hls;
      const hls = new Hls({
        startLevel: 0,
        ...(licenceUrl
          ? { emeEnabled: true, drmSystems: { 'org.w3.clearkey': { licenseUrl: licenceUrl } } }
          : {}),
      });
      hls.on(
        Hls.Events.ERROR,
        (_event: unknown, data: { details: string; fatal: boolean; response?: { code: number } }) => {
          window.playbackErrors.push(
            `${data.details}${data.fatal ? ' fatal' : ''}${data.response ? ` ${data.response.code}` : ''}`,
          );
        },
      );
      hls.loadSource(url);
      hls.attachMedia(video);
      window.hlsPlayer = hls;
      void video.play().catch(() => undefined);
    },
    { url, licenceUrl: options.licenceUrl },
  );
}

export interface ShakaOptions {
  clearKeyLicenceUrl?: string;
}

/** Starts Shaka on `url` and records its error codes. */
export function playWithShaka(page: Page, url: string, options: ShakaOptions = {}): Promise<void> {
  return page.evaluate(
    async ({ url, licenceUrl }) => {
      const video = document.getElementById('video') as HTMLVideoElement;
      window.playbackErrors = [];
      // @ts-expect-error shaka is a global of the harness page.
      const shaka = window.shaka;
      shaka.polyfill.installAll();
      const player = new shaka.Player();
      await player.attach(video);
      player.addEventListener('error', (event: { detail: { code: number } }) =>
        window.playbackErrors.push(String(event.detail.code)),
      );
      if (licenceUrl) player.configure({ drm: { servers: { 'org.w3.clearkey': licenceUrl } } });
      try {
        await player.load(url);
        void video.play().catch(() => undefined);
      } catch (error) {
        window.playbackErrors.push(String((error as { code?: number }).code ?? error));
      }
    },
    { url, licenceUrl: options.clearKeyLicenceUrl },
  );
}

export function currentTime(page: Page): Promise<number> {
  return page.evaluate(() => (document.getElementById('video') as HTMLVideoElement).currentTime);
}

export function playbackErrors(page: Page): Promise<string[]> {
  return page.evaluate(() => window.playbackErrors);
}

/** Whether hls.js treats the stream as live (its playlist has no end). */
export function hlsStreamIsLive(page: Page): Promise<boolean | undefined> {
  return page.evaluate(() => {
    const hls = window.hlsPlayer;
    return hls?.levels[Math.max(0, hls.currentLevel)]?.details?.live;
  });
}
