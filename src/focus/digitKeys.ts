import type { DeviceProfile } from '../../devices/index.ts';

/**
 * The digit a number key stands for under a profile (a PIN typed on the remote, issue 16), or
 * undefined. Its own module: only the PIN pad's lazy chunk needs it.
 */
export function digitOf(profile: DeviceProfile, event: Pick<KeyboardEvent, 'keyCode'>): number | undefined {
  const { keyCode } = event;
  if (profile.digitKeys) {
    const digit = profile.digitKeys.findIndex((codes) => codes.includes(keyCode));
    return digit === -1 ? undefined : digit;
  }
  if (keyCode >= 48 && keyCode <= 57) return keyCode - 48;
  return keyCode >= 96 && keyCode <= 105 ? keyCode - 96 : undefined;
}
