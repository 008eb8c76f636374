import { doesFocusableExist, getCurrentFocusKey, setFocus } from '@noriginmedia/norigin-spatial-navigation';

/**
 * The last focus key per history entry (react-router's location.key), so Back lands on the card the
 * viewer left. Kept in memory: a reload starts fresh, as on every TV app.
 */
const remembered = new Map<string, string>();
const MAX_ENTRIES = 50; // spec: browsing 9 — navigation stack at most 50

export function rememberFocus(locationKey: string, focusKey: string): void {
  remembered.delete(locationKey);
  remembered.set(locationKey, focusKey);
  if (remembered.size > MAX_ENTRIES) {
    const oldest = remembered.keys().next().value;
    if (oldest !== undefined) remembered.delete(oldest);
  }
}

export function rememberedFocus(locationKey: string): string | undefined {
  return remembered.get(locationKey);
}

/** Focuses the first key that exists; true when one did. */
export function focusFirstExisting(keys: ReadonlyArray<string | undefined>): boolean {
  const target = keys.find((key): key is string => key !== undefined && doesFocusableExist(key));
  if (!target) return false;
  if (getCurrentFocusKey() !== target) void setFocus(target);
  return true;
}
