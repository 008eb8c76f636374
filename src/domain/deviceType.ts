/**
 * spec: browsing 1 — the product detects the device type (tv, tablet, mobile, desktop) and reports it
 * with analytics events. One rule, from the device profile the app runs with and the user agent.
 */
export const DEVICE_TYPES = ['tv', 'tablet', 'mobile', 'desktop'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export interface DeviceSignals {
  /** The device profile's kind: a 'tv' profile (chosen by user agent or ?device=) is a TV. */
  profileKind: 'tv' | 'desktop';
  userAgent: string;
  /** navigator.maxTouchPoints (0 where the engine lacks it). */
  maxTouchPoints: number;
}

/**
 * Living-room engines the profiles do not drive but a browser on a TV still names: smart TV and HbbTV
 * browsers, Fire TV sticks (AFT…), Chromecast (CrKey), Google and Apple TV, Roku, consoles.
 */
const TV_AGENTS =
  /smart-?tv|hbbtv|tizen|web0s|netcast|bravia|vidaa|viera|philipstv|\baft[a-z0-9]|crkey|googletv|android ?tv|appletv|roku|xbox|playstation|nintendo/i;
/** iPads since iPadOS 13 call themselves Macintosh; only their touch screen tells them apart. */
const TABLET_AGENTS = /ipad|tablet|playbook|kindle|silk\//i;
const MOBILE_AGENTS = /mobi|iphone|ipod|android|windows phone|blackberry|opera mini/i;

export function deviceTypeOf({ profileKind, userAgent, maxTouchPoints }: DeviceSignals): DeviceType {
  if (profileKind === 'tv' || TV_AGENTS.test(userAgent)) return 'tv';
  if (TABLET_AGENTS.test(userAgent)) return 'tablet';
  // Android phones say "Mobile"; Android tablets leave it out (Google's own advice to browser makers).
  if (/android/i.test(userAgent) && !/mobile/i.test(userAgent)) return 'tablet';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'tablet';
  if (MOBILE_AGENTS.test(userAgent)) return 'mobile';
  return 'desktop';
}
