import {
  doesFocusableExist,
  getCurrentFocusKey,
  init,
  setFocus,
  setKeyMap,
} from '@noriginmedia/norigin-spatial-navigation';
import type { DeviceProfile } from '../../devices/index.ts';
import { throttleHeldKeys } from './heldKeyThrottle.ts';
import { spatialKeyMap } from './remoteKeys.ts';
import { TvLayoutAdapter } from './tvLayoutAdapter.ts';
import { FOCUS_KEY_ATTRIBUTE } from './useScreenFocus.ts';

let initialised = false;

/**
 * Norigin is a singleton: initialise it once per page, whatever React does (StrictMode mounts twice).
 * shouldFocusDOMNode makes the spatially focused element document.activeElement, so screen readers and
 * TV voice guides follow it; preventScroll leaves scrolling to our own keep-in-view logic.
 */
export function initFocus(profile: DeviceProfile): void {
  if (initialised) return;
  initialised = true;
  init({
    shouldFocusDOMNode: true,
    domNodeFocusOptions: { preventScroll: true },
    // Held keys are throttled before Norigin sees them (heldKeyThrottle.ts); Norigin's scheduler keeps
    // only the newest pending key while a move runs, so nothing queues up.
    throttle: 0,
    layoutAdapter: TvLayoutAdapter,
    distanceCalculationMethod: 'center',
  });
  setKeyMap(spatialKeyMap(profile));
  throttleHeldKeys(window, {
    minIntervalMs: profile.keyThrottleMs,
    oncePerPress: [...profile.keys.enter, ...profile.keys.back],
  });
  followDomFocus(document);
}

/**
 * The other way round: DOM focus moved without Norigin (Tab on a desktop keyboard, a screen reader's
 * cursor) takes the spatial focus along, so that the arrows go on from there and one ring shows, not
 * two (the field Tab left kept its ring while the next one took the browser's).
 */
function followDomFocus(target: Document): void {
  target.addEventListener('focusin', (event) => {
    const element = event.target instanceof Element ? event.target.closest(`[${FOCUS_KEY_ATTRIBUTE}]`) : null;
    const key = element?.getAttribute(FOCUS_KEY_ATTRIBUTE);
    if (key && key !== getCurrentFocusKey() && doesFocusableExist(key)) void setFocus(key);
  });
}
