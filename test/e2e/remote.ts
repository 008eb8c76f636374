import { type CDPSession, expect, type Page } from '@playwright/test';
import { type DeviceProfileId, deviceProfiles, type RemoteAction } from '../../devices/index.ts';

/**
 * One DevTools session per page, kept: attaching a new session resets Playwright's network emulation
 * (context.setOffline), so presses while offline would bring the page back online.
 */
const sessions = new WeakMap<Page, Promise<CDPSession>>();

function remoteSession(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

/**
 * Presses a remote key as the device sends it: the profile's key code, as a trusted key event through
 * the DevTools protocol (Playwright's keyboard knows no vendor codes such as Tizen's Back, 10009); for a
 * key the engine gives no code (Android TV's previous channel, info, guide), its key name with code 0.
 */
export async function pressRemote(page: Page, action: RemoteAction, device: DeviceProfileId = 'tizen') {
  const profile = deviceProfiles.find((candidate) => candidate.id === device);
  const keyCode = profile?.keys[action][0];
  const key = keyCode === undefined ? profile?.keyNames?.[action]?.[0] : undefined;
  if (keyCode === undefined && key === undefined) throw new Error(`${device} has no key for ${action}`);
  const session = await remoteSession(page);
  for (const type of ['rawKeyDown', 'keyUp'] as const) {
    await session.send('Input.dispatchKeyEvent', {
      type,
      windowsVirtualKeyCode: keyCode ?? 0,
      nativeVirtualKeyCode: keyCode ?? 0,
      ...(key === undefined ? {} : { key }),
    });
  }
}

/** The spatial focus key of the element the browser has focused. */
export function focusedKey(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute('data-focus-key') ?? null);
}

export const screenshotDir = 'test-results/screens';

/**
 * Back out of the player (issue 26): over a playing picture the first Back hides controls that are up,
 * and the next one closes; with the controls hidden, or pinned by a pause, one Back closes.
 */
export async function backOutOfPlayer(page: Page, device: DeviceProfileId = 'tizen') {
  const player = page.locator('.player');
  await pressRemote(page, 'back', device);
  // Time for that Back to land: closing, or hiding the controls (which would look alike mid-way).
  await page.waitForTimeout(300);
  await expect
    .poll(async () => (await player.count()) === 0 || (await page.locator('.player--controls').count()) === 0)
    .toBe(true);
  if ((await player.count()) > 0) await pressRemote(page, 'back', device);
  await expect(player).toHaveCount(0);
}
