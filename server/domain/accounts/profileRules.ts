// One rule for both sides: the app checks a profile's name and PIN before it sends them, the reference
// back end again when they arrive.
import { profileNameProblem as nameRuleKey, pinProblem } from '../../../src/domain/profileRules.ts';

export { PROFILE_LIMIT } from '../../../src/domain/profileRules.ts';

/** The app's rule keys in the vendor's words, each naming its field first (the façade's error field). */
const NAME_MESSAGES: Record<string, string> = {
  'profiles.name_required': 'name is required',
  'profiles.name_too_short': 'name must be at least 3 characters',
  'profiles.name_too_long': 'name must be at most 30 characters',
  'profiles.name_invalid_characters': 'name may only contain letters, digits and spaces',
};

/** spec: accounts 5.8 — the problem with a profile name in the vendor's words, or undefined. */
export function profileNameProblem(name: string): string | undefined {
  const key = nameRuleKey(name);
  return key ? (NAME_MESSAGES[key] ?? 'name is not valid') : undefined;
}

/** A profile's PIN: four digits, what a remote's number keys type (empty means none). */
export const isValidPin = (pin: string) => pin !== '' && pinProblem(pin) === undefined;

/**
 * The default profile's name: the account holder's first name where it passes the profile name rule,
 * else 'Main' (an account made with only an e-mail has no name to give).
 */
export function defaultProfileName(firstName: string): string {
  const name = firstName.trim().slice(0, 30).trim();
  return profileNameProblem(name) ? 'Main' : name;
}
