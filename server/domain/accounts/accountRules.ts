import { z } from 'zod';

/** spec: accounts 5.5 and 9 — at least 8 characters with one lowercase letter and one digit. */
export function isValidPassword(password: string): boolean {
  return password.length >= 8 && /[a-z]/.test(password) && /\d/.test(password);
}

const emailSchema = z.email();

/** spec: accounts 5.2 — a valid e-mail address (and one a mail server could take: at most 254 characters). */
export function isValidEmail(email: string): boolean {
  return email.length <= 254 && emailSchema.safeParse(email).success;
}

/** spec: accounts 5.2 and 5.6 — first name 2-50 characters at sign-up, last name at most 50. */
export function nameProblem(firstName: string, lastName: string, { signUp }: { signUp: boolean }) {
  const first = firstName.trim();
  const last = lastName.trim();
  if (signUp ? first.length < 2 : first.length === 0) return 'Missing firstName';
  if (first.length > 50) return 'firstName can have max 50 characters.';
  if (signUp && last.length === 0) return 'Missing lastName';
  if (last.length > 50) return 'lastName can have max 50 characters.';
  return undefined;
}

export function normaliseEmail(email: string): string {
  return email.trim();
}
