import type { DeviceProfile, RemoteAction } from '../../devices/index.ts';

const editableTags = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

export function isEditable(target: EventTarget | null): boolean {
  const element = target as Partial<HTMLElement> | null;
  return Boolean(
    element && ((element.tagName && editableTags.has(element.tagName)) || element.isContentEditable),
  );
}

/**
 * Keys that mean something else while the viewer is typing: Backspace and Space (desktop Back and
 * play/pause), and the keys that type a digit or a letter (desktop K, P, I, G are player and live TV
 * shortcuts; a TV's number keys pick channels).
 */
function typesWhenEditing(keyCode: number): boolean {
  return (
    keyCode === 8 || keyCode === 32 || (keyCode >= 48 && keyCode <= 90) || (keyCode >= 96 && keyCode <= 105)
  );
}

/**
 * The remote action a key event stands for under a profile, or undefined: by its key code, else by its
 * key name where the profile lists names (keys the engine gives no code). Keys that type text do not
 * count while an editable field has focus, so deleting or typing a character never leaves the screen.
 */
export function remoteActionOf(
  profile: DeviceProfile,
  event: Pick<KeyboardEvent, 'keyCode' | 'target'> & { key?: string },
): RemoteAction | undefined {
  if (typesWhenEditing(event.keyCode) && isEditable(event.target)) return undefined;
  for (const [action, codes] of Object.entries(profile.keys)) {
    if (codes.includes(event.keyCode)) return action as RemoteAction;
  }
  const { key } = event;
  if (!profile.keyNames || key === undefined) return undefined;
  for (const [action, names] of Object.entries(profile.keyNames)) {
    if (names?.includes(key)) return action as RemoteAction;
  }
  return undefined;
}

/** Norigin's key map (arrows and OK) from the profile's codes. */
export function spatialKeyMap(
  profile: DeviceProfile,
): Record<'left' | 'right' | 'up' | 'down' | 'enter', number[]> {
  const { left, right, up, down, enter } = profile.keys;
  return { left, right, up, down, enter };
}
