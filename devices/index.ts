import androidtv from './androidtv.json' with { type: 'json' };
import desktop from './desktop.json' with { type: 'json' };
import { type DeviceProfile, deviceProfileSchema } from './deviceProfileSchema.ts';
import tizen from './tizen.json' with { type: 'json' };
import webos from './webos.json' with { type: 'json' };
import xbox from './xbox.json' with { type: 'json' };

export type { DeviceProfile, DeviceProfileId, RemoteAction } from './deviceProfileSchema.ts';
export { remoteActions } from './deviceProfileSchema.ts';

/**
 * Every profile, parsed once. Order matters: user-agent matching takes the first hit, and
 * desktop (no patterns) is the fallback.
 */
export const deviceProfiles: readonly DeviceProfile[] = [tizen, webos, androidtv, xbox, desktop].map((raw) =>
  deviceProfileSchema.parse(raw),
);

export const desktopProfile = deviceProfiles[deviceProfiles.length - 1] as DeviceProfile;
