import { doesFocusableExist, getCurrentFocusKey, setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { entryMemory } from './entryMemory.ts';

/** The last focus key per history entry (react-router's location.key), so Back lands on the card the viewer left. */
const remembered = entryMemory<string>();

export function rememberFocus(locationKey: string, focusKey: string): void {
  remembered.set(locationKey, focusKey);
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
