import androidtv from './androidtv.json' with { type: 'json' };
import desktop from './desktop.json' with { type: 'json' };
import type { DeviceProfile } from './deviceProfileSchema.ts';
import tizen from './tizen.json' with { type: 'json' };
import webos from './webos.json' with { type: 'json' };
import xbox from './xbox.json' with { type: 'json' };

export type { DeviceProfile, DeviceProfileId, RemoteAction } from './deviceProfileSchema.ts';
export { remoteActions } from './remoteActions.ts';

/**
 * Every profile. Order matters: user-agent matching takes the first hit, and desktop (no patterns) is
 * the fallback. They are our own committed files, checked against deviceProfileSchema where they come
 * in: by the build (vite.config.ts checkedProfiles, which fails on a bad one) and by the unit tests
 * (deviceProfiles.test.ts); so the first screen carries no schema to parse them again.
 */
export const deviceProfiles = [tizen, webos, androidtv, xbox, desktop] as unknown as readonly DeviceProfile[];

export const desktopProfile = deviceProfiles[deviceProfiles.length - 1] as DeviceProfile;
