import { z } from 'zod/mini';
import { localStore } from '../../stores/deviceStorage.ts';
import type { EnteredProfile } from '../accountService.ts';

/** spec: accounts 3.9 — `ott.profile`. */
const PROFILE_KEY = 'profile';

/** spec: accounts 3.6, 5.9 — id, name, adult and credentials {access_token, expires} all required. */
const storedProfileSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  adult: z.boolean(),
  avatarUrl: z._default(z.string(), ''),
  credentials: z.object({ access_token: z.string(), expires: z.number() }),
});

/** The profile this device entered; a record missing any required field reads as none (spec: 5.9). */
export function readStoredProfile(): EnteredProfile | undefined {
  return localStore.getJson(PROFILE_KEY, storedProfileSchema);
}

export function storeProfile(profile: EnteredProfile) {
  localStore.setJson(PROFILE_KEY, profile);
}

export function forgetStoredProfile() {
  localStore.remove(PROFILE_KEY);
}
