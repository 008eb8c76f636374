import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { exitApp } from '../../../platform/tvPlatform.ts';
import { runTopBackHandler } from '../../focus/backStack.ts';
import { remoteActionOf } from '../../focus/remoteKeys.ts';
import { useGoBack } from '../../focus/useGoBack.ts';
import { useDeviceStore } from '../../stores/deviceStore.ts';
import { useLatest } from '../../ui/useLatest.ts';
import { appLocation, encodedPath } from '../appLocation.ts';

/**
 * Back as a stack: the newest overlay closes first, then the previous screen; on Home the profile
 * decides (ask to exit on TV, leave it to the browser on desktop). The platform's Exit key leaves.
 */
export function useRemoteBack(onBackAtHome: () => void): void {
  const profile = useDeviceStore((state) => state.profile);
  const { pathname } = useLocation();
  const goBack = useGoBack();
  // The committed screen's, not a transition's render's: a navigation's render in progress (the page a
  // press of OK is opening) set the path it was rendering, so a Back in the meantime found no screen
  // opening and ran Home's own handler, and the page opened over it (overlayBack.spec.ts, 2 runs in 10).
  const latest = useLatest({ pathname, goBack, onBackAtHome });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = remoteActionOf(profile, event);
      if (action === 'exit') {
        exitApp();
        return;
      }
      if (action !== 'back') return;
      /*
       * A screen still opening: React Router renders a navigation in a transition, and until it commits
       * the previous screen stays mounted, focused, with its location current, though the address has
       * moved on. A Back then leaves the screen asked for: Home's handler would send focus to the menu
       * and the page would open over it a moment later (seen on a slow CPU, overlayBack.spec.ts). The
       * router's path goes through URL to read encoded, as the address does ('niño' in a search).
       */
      const leaving = appLocation().pathname !== encodedPath(latest.current.pathname);
      if (!leaving && runTopBackHandler()) {
        event.preventDefault();
        return;
      }
      if (leaving || latest.current.pathname !== '/') {
        event.preventDefault();
        latest.current.goBack();
      } else if (profile.backOnHome === 'confirm-exit') {
        event.preventDefault();
        latest.current.onBackAtHome();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [profile]);
}
