import { init, setKeyMap } from '@noriginmedia/norigin-spatial-navigation';
import type { DeviceProfile } from '../../devices/index.ts';
import { spatialKeyMap } from './remoteKeys.ts';

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
    // Throttle only the repeats of a held key (a key-up resets it): quick separate presses all count.
    throttle: profile.keyThrottleMs,
    throttleKeypresses: false,
    distanceCalculationMethod: 'center',
  });
  setKeyMap(spatialKeyMap(profile));
}
