/**
 * The password typed on the delete-account step, held in memory only (never in storage or the URL)
 * until the confirmation screen uses it (spec: accounts 2.8, 4.9), then forgotten.
 */
let pending: string | undefined;

export function holdPassword(password: string) {
  pending = password;
}

export function takePassword(): string | undefined {
  const password = pending;
  pending = undefined;
  return password;
}

export function hasPassword(): boolean {
  return pending !== undefined;
}
