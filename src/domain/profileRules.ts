import type { AccessModel } from './entitlement.ts';

/** spec: accounts 9 — at most 4 viewer profiles on an account. */
export const PROFILE_LIMIT = 4;

/** spec: accounts 9 — the 12 built-in avatars, images in `public/images/avatars/`. */
export const AVATARS = [
  'Alien',
  'Bear',
  'Brainy',
  'Cooool',
  'Dummy',
  'Frog',
  'Goofball',
  'Marilyn',
  'Smiley',
  'ToughGuy',
  'UhOh',
  'Vibe',
] as const;

export const avatarUrlOf = (avatar: string) => `/images/avatars/${avatar.toLowerCase()}.svg`;

/** spec: accounts 2.11, 3.6 — an empty avatar shows the default one. */
export const DEFAULT_AVATAR = '/images/avatar.png';

/** spec: accounts 5.8 — a new profile starts with a random avatar. */
export function randomAvatarUrl(random: () => number = Math.random): string {
  return avatarUrlOf(AVATARS[Math.floor(random() * AVATARS.length)] ?? AVATARS[0]);
}

/**
 * spec: accounts 5.8 — the profile name, trimmed: required, 3–30 characters, letters, digits and spaces
 * only. The catalogue key of the first failing rule, or undefined.
 */
export function profileNameProblem(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'profiles.name_required';
  if (trimmed.length < 3) return 'profiles.name_too_short';
  if (trimmed.length > 30) return 'profiles.name_too_long';
  if (!/^[\p{L}\p{N} ]+$/u.test(trimmed)) return 'profiles.name_invalid_characters';
  return undefined;
}

/** A profile's PIN: four digits, what a remote's number keys type. */
export const PIN_LENGTH = 4;
export const pinProblem = (pin: string) =>
  pin === '' || new RegExp(`^\\d{${PIN_LENGTH}}$`).test(pin) ? undefined : 'profiles.pin_invalid';

/**
 * spec: accounts 2.2 (global redirects) and 6 — a signed-in viewer with profiles on, none chosen, under
 * SVOD or AUTHVOD with profile switching on, and no account screen open (no `u`), picks a profile first.
 * Reading: the phone's /activate and the hosted sign-in's callback are exempt — they finish what the
 * viewer started before any browsing, and sending them away would lose the code or the sign-in.
 */
export function mustChooseProfile(state: {
  signedIn: boolean;
  profilesOn: boolean;
  profileChosen: boolean;
  accessModel: AccessModel;
  profileSwitching: boolean;
  accountScreenOpen: boolean;
  pathname: string;
}): boolean {
  if (!state.signedIn || !state.profilesOn || state.profileChosen || !state.profileSwitching) return false;
  if (state.accessModel !== 'SVOD' && state.accessModel !== 'AUTHVOD') return false;
  if (state.accountScreenOpen) return false;
  return !EXEMPT_PATHS.some((path) => state.pathname === path || state.pathname.startsWith(`${path}/`));
}

/** Where the redirect never applies: the profile screens themselves, and what finishes a sign-in. */
const EXEMPT_PATHS = ['/u/profiles', '/activate', '/auth/callback'];
