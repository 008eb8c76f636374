/**
 * Issue 26: a screen that deals with a lost network itself (the player says 'Reconnecting…', keeps
 * playing what it holds, and re-tunes when the network returns) keeps the offline screen away while it
 * is open; the offline screen's Retry reloads the page, which would throw the playback away.
 */
let holds = 0;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Holds the offline screen away; call the returned function to let it show again. */
export function holdOfflineScreen(): () => void {
  holds += 1;
  changed();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    changed();
  };
}

export function subscribeOfflineScreenHolds(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const offlineScreenHeld = (): boolean => holds > 0;
