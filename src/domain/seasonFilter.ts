import { type Breakpoint, isAtLeastMd } from './breakpoints.ts';

/** spec: browsing 9 — filter buttons when fewer than 6 options. */
export const FILTER_BUTTONS_BELOW = 6;

export type SeasonFilterKind = 'buttons' | 'dropdown';

/**
 * spec: browsing 2, Series page — the season filter shows buttons when the screen is md or wider and
 * there are fewer than 6 options, otherwise a dropdown.
 */
export function seasonFilterKind(breakpoint: Breakpoint, optionCount: number): SeasonFilterKind {
  return isAtLeastMd(breakpoint) && optionCount < FILTER_BUTTONS_BELOW ? 'buttons' : 'dropdown';
}
