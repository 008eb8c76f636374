import type { DeviceProfile, RemoteAction } from '../../devices/index.ts';

const editableTags = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

function isEditable(target: EventTarget | null): boolean {
  const element = target as Partial<HTMLElement> | null;
  return Boolean(
    element && ((element.tagName && editableTags.has(element.tagName)) || element.isContentEditable),
  );
}

/** Keys that mean something else while the viewer is typing (desktop Backspace, Space). */
const typingKeyCodes = new Set([8, 32]);

/**
 * The remote action a key event stands for under a profile, or undefined. Back keys that are also
 * text-editing keys do not count while an editable field has focus, so deleting a character never
 * leaves the screen.
 */
export function remoteActionOf(
  profile: DeviceProfile,
  event: Pick<KeyboardEvent, 'keyCode' | 'target'>,
): RemoteAction | undefined {
  if (typingKeyCodes.has(event.keyCode) && isEditable(event.target)) return undefined;
  for (const [action, codes] of Object.entries(profile.keys)) {
    if (codes.includes(event.keyCode)) return action as RemoteAction;
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
