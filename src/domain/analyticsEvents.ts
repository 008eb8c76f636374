import type { DeviceType } from './deviceType.ts';

/**
 * spec: browsing 1 and 9 — what the app reports: screen views, play starts, how far a video was watched
 * (25/50/75/100 %), scroll milestones on long pages, each with the device type and who is signed in
 * ('Guest user' for guests, spec: accounts 5). Shared by the app and the reference back end's receiver.
 */
export type AnalyticsEventType = 'screen_view' | 'play_start' | 'video_progress' | 'scroll_depth';

export const MILESTONES = [25, 50, 75, 100] as const;
export type Milestone = (typeof MILESTONES)[number];

/** spec: accounts 5, Guest — the user id analytics records for a viewer who is not signed in. */
export const GUEST_USER_ID = 'Guest user';

/** One event as sent: what happened, where and when, on which device, for whom. */
export interface AnalyticsEvent {
  type: AnalyticsEventType;
  /** When it happened (ISO 8601, UTC): a batch is sent later than its events. */
  at: string;
  deviceType: DeviceType;
  userId: string;
  /** The app's path when it happened. */
  path: string;
  mediaId?: string;
  /** video_progress and scroll_depth: the milestone reached. */
  percent?: Milestone;
}

/** The most events one request carries, and so the most a receiver accepts in one. */
export const MAX_EVENTS_PER_BATCH = 50;

/**
 * The milestones `fraction` (0 to 1) has reached that are not in `reported`, smallest first. A viewer who
 * skips from 10 % to 80 % has passed 25, 50 and 75: each is reported once, as crossed.
 */
export function newMilestones(fraction: number, reported: ReadonlySet<Milestone>): Milestone[] {
  if (!Number.isFinite(fraction)) return [];
  return MILESTONES.filter((milestone) => fraction * 100 >= milestone && !reported.has(milestone));
}

/**
 * A page is long enough for scroll milestones when it is at least one and a half screens tall: on a
 * shorter one the first small scroll would already report 100 %.
 */
const LONG_PAGE_SCREENS = 1.5;

export interface PageScroll {
  scrollY: number;
  viewportHeight: number;
  documentHeight: number;
}

/** How far down a long page the viewer has scrolled (0 to 1), or undefined for a short page. */
export function scrollFraction({ scrollY, viewportHeight, documentHeight }: PageScroll): number | undefined {
  if (viewportHeight <= 0 || documentHeight < viewportHeight * LONG_PAGE_SCREENS) return undefined;
  // One pixel of slack: scrollY can stop a fraction short of the bottom on a zoomed screen.
  const fraction = (scrollY + 1) / (documentHeight - viewportHeight);
  return Math.min(1, Math.max(0, fraction));
}

/**
 * The screen an event happened on: the path, and the overlay it shows (`?u=`), nothing else from the
 * address: other parameters can carry a reset token or a social sign-in's code, which never leave.
 */
export function screenPath(pathname: string, search: string): string {
  const overlay = new URLSearchParams(search).get('u');
  return overlay ? `${pathname}?u=${encodeURIComponent(overlay)}` : pathname;
}
