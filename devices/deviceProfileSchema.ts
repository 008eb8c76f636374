import { z } from 'zod/mini';
import { remoteActions } from './remoteActions.ts';

export { type RemoteAction, remoteActions } from './remoteActions.ts';

const keyCodes = z.array(z.int().check(z.nonnegative()));

/**
 * Performance budgets (issue 7), checked by the benchmark (`npm run bench`, scripts/bench/). kB are
 * 1,000 bytes of gzip. The load-independent ones (bytes, DOM and layout-object counts, listeners) fail
 * the CI check (test/e2e/budgets.spec.ts); the timings are printed against theirs, never asserted.
 */
export const performanceBudgetsSchema = z.strictObject({
  /** Gzip bytes of the JS the first screen loads: entry, its static imports and the polyfills. */
  firstScreenJsKb: z.number().check(z.positive()),
  /** Gzip bytes of the first screen's CSS. */
  firstScreenCssKb: z.number().check(z.positive()),
  /** Elements in the document after the scripted Home walk (along a shelf, down through all). */
  domElementsAfterHomeWalk: z.int().check(z.positive()),
  /** Chromium's LayoutObjects after the same walk. */
  layoutObjectsAfterHomeWalk: z.int().check(z.positive()),
  /** Key press to paint, median, as a multiple of the plain-JS floor page in the same run. */
  keyToPaintP50VsFloor: z.number().check(z.positive()),
  /** Key press to paint, 95th percentile, at the benchmark's CPU throttle. */
  keyToPaintP95Ms: z.number().check(z.positive()),
  /** Navigation to the first focused card on Home, on loopback, at the benchmark's CPU throttle. */
  firstFocusMs: z.number().check(z.positive()),
  /** JS heap after GC, growth from the 1st to the 20th player open/close cycle, in percent. */
  playerHeapGrowthPercent: z.number().check(z.nonnegative()),
  /** Window and document listeners added across the 20 player cycles. */
  playerListenerGrowth: z.int().check(z.nonnegative()),
  /** Channel key to the new channel's first frame, median over the bench's zaps, on loopback (issue 25). */
  zapToFirstFrameP50Ms: z.number().check(z.positive()),
  /** Holding Right until the seek preview reaches 45:00 of a 60-minute programme (issue 26). */
  seekTo45MinHoldMs: z.number().check(z.positive()),
});

export type PerformanceBudgets = z.infer<typeof performanceBudgetsSchema>;

export const deviceProfileSchema = z.strictObject({
  id: z.enum(['tizen', 'webos', 'androidtv', 'xbox', 'desktop']),
  label: z.string().check(z.minLength(1)),
  /** 'tv' profiles are driven by a remote alone and start with a focused element. */
  kind: z.enum(['tv', 'desktop']),
  /** Regular expressions (case-insensitive) tried against navigator.userAgent, in profile order. */
  userAgentPatterns: z.array(z.string()),
  viewport: z.strictObject({ width: z.int().check(z.positive()), height: z.int().check(z.positive()) }),
  /** keyCode values per action; KeyboardEvent.keyCode is what every TV engine reports reliably. */
  keys: z.record(z.enum(remoteActions), keyCodes),
  /**
   * KeyboardEvent.key values per action, for keys the engine gives no key code (keyCode 0): Android's
   * web view turns KEYCODE_LAST_CHANNEL, KEYCODE_INFO and KEYCODE_GUIDE into the names MediaLast, Info
   * and Guide only (Chromium, keyboard_code_conversion_android.cc). Codes are tried first.
   */
  keyNames: z.optional(z.partialRecord(z.enum(remoteActions), z.array(z.string().check(z.minLength(1))))),
  /** Keys that must be registered before the platform delivers them (Tizen's tvinputdevice names). */
  registerKeys: z.array(z.string()),
  /** What Back does on Home: ask to exit (Samsung rule) or leave it to the platform's own popup. */
  backOnHome: z.enum(['confirm-exit', 'platform']),
  /**
   * Minimum milliseconds between two handled key repeats while a key is held; 0 (every profile since
   * issue 19): each repeat that finds the previous step painted moves (src/focus/heldKeyThrottle.ts).
   */
  keyThrottleMs: z.int().check(z.nonnegative()),
  /**
   * The number keys' codes, digit 0 first (a PIN typed on the remote, issue 16). Absent: the number row's
   * 48-57, what TV remotes send, and a keyboard's keypad, 96-105.
   */
  digitKeys: z.optional(z.array(keyCodes)),
  budgets: z.optional(performanceBudgetsSchema),
});

export type DeviceProfile = z.infer<typeof deviceProfileSchema>;
export type DeviceProfileId = DeviceProfile['id'];
