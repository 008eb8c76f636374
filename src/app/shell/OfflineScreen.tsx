import { type ComponentType, memo, useEffect, useState, useSyncExternalStore } from 'react';
import { offlineScreenHeld, subscribeOfflineScreenHolds } from './offlineScreenHold.ts';

/**
 * The offline overlay is not part of the first screen's code, but it must be there when the network
 * is gone: it is fetched as soon as the shell is up, so showing it later needs no request (a lazy
 * component would fetch it only then, offline, and fail).
 */
function useOfflineOverlay(): ComponentType | undefined {
  const [overlay, setOverlay] = useState<{ Component: ComponentType }>();
  useEffect(() => {
    let cancelled = false;
    const load = () =>
      import('./OfflineOverlay.tsx').then(
        ({ default: Component }) => !cancelled && setOverlay({ Component }),
        // Not fetched (the network went first): again when it returns.
        () => window.addEventListener('online', load, { once: true }),
      );
    void load();
    return () => {
      cancelled = true;
    };
  }, []);
  return overlay?.Component;
}

/** Whether the browser says it has a network. */
function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine !== false);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine !== false);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * spec: browsing 2, App shell — offline: its screen with a Retry that reloads the page; not over the
 * player, which deals with the network itself (offlineScreenHold.ts).
 */
function OfflineScreenView() {
  const Overlay = useOfflineOverlay();
  const online = useOnline();
  const held = useSyncExternalStore(subscribeOfflineScreenHolds, offlineScreenHeld);
  return online || held || !Overlay ? null : <Overlay />;
}

// Memoised: the shell renders again on every change of the URL, an overlay's query too (issue 19).
export const OfflineScreen = memo(OfflineScreenView);
