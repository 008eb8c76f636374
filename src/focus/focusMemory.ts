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
  return focusFirst(keys) !== undefined;
}

function focusFirst(keys: ReadonlyArray<string | undefined>): string | undefined {
  const target = keys.find((key): key is string => key !== undefined && doesFocusableExist(key));
  if (target && getCurrentFocusKey() !== target) void setFocus(target);
  return target;
}

/** The last focus an overlay gave back to its page as it closed, counted so a screen can tell "since I began". */
let handedBack: { count: number; key: string | undefined } = { count: 0, key: undefined };

/**
 * An overlay closing gives focus back to its page: the first of `keys` that exists (its opener, or the
 * page's own button when a deep link opened it). True when one did. The page's content arriving later
 * leaves that focus where it is (useScreenFocus).
 */
export function handFocusBack(keys: ReadonlyArray<string | undefined>): boolean {
  const target = focusFirst(keys);
  if (target) handedBack = { count: handedBack.count + 1, key: target };
  return target !== undefined;
}

export function handBackCount(): number {
  return handedBack.count;
}

/** Whether focus still sits where an overlay gave it back, after the `since`-th hand-back. */
export function holdsHandedBackFocus(since: number): boolean {
  return handedBack.count > since && getCurrentFocusKey() === handedBack.key;
}
