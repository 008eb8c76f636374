import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { registerServiceWorker } from '../../../platform/web/serviceWorker.ts';
import { type PageActivity, reloadIsSafe } from '../../domain/safeReload.ts';

function pageActivity(): PageActivity {
  return {
    videos: Array.from(document.querySelectorAll('video')),
    fields: Array.from(document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')),
  };
}

/**
 * Issue 20; spec: browsing 1, 9 — the app's service worker, and the reload its update asks for. The
 * viewer is never interrupted: the reload waits for the next navigation, and past it while a player or
 * a filled-in form is on screen (domain/safeReload.ts). Part of the idle-time chunk (IdleWork.tsx):
 * the first screen carries none of it.
 */
export function ServiceWorkerUpdates() {
  const updateReady = useRef(false);
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation is the moment to look, not a value read here
  useEffect(() => {
    if (updateReady.current && reloadIsSafe(pageActivity())) window.location.reload();
  }, [pathname, search]);
  useEffect(
    () =>
      registerServiceWorker(() => {
        updateReady.current = true;
      }),
    [],
  );
  return null;
}
