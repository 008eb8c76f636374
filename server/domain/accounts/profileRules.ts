/** spec: accounts 9 — at most 4 viewer profiles on an account. */
export const PROFILE_LIMIT = 4;

/** spec: accounts 9 — the 12 built-in avatars, served from the app's `public/images/avatars/`. */
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

export const avatarUrl = (avatar: (typeof AVATARS)[number]) => `/images/avatars/${avatar.toLowerCase()}.svg`;

/**
 * spec: accounts 5.8 — a profile name, trimmed: 3–30 characters, letters (any script), digits and spaces
 * only. Answers the problem in the vendor's words, or undefined.
 */
export function profileNameProblem(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'name is required';
  if (trimmed.length < 3) return 'name must be at least 3 characters';
  if (trimmed.length > 30) return 'name must be at most 30 characters';
  if (!/^[\p{L}\p{N} ]+$/u.test(trimmed)) return 'name may only contain letters, digits and spaces';
  return undefined;
}

/** A profile's PIN: four digits, what a remote's number keys type. */
export const isValidPin = (pin: string) => /^\d{4}$/.test(pin);

/**
 * The default profile's name: the account holder's first name where it passes the profile name rule,
 * else 'Main' (an account made with only an e-mail has no name to give).
 */
export function defaultProfileName(firstName: string): string {
  const name = firstName.trim().slice(0, 30).trim();
  return profileNameProblem(name) ? 'Main' : name;
}
