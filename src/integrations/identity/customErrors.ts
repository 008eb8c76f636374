import type { ErrorRule } from '../accountError.ts';

/**
 * The custom back end's messages (its `error`, or `message` on change password) in the error catalogue's
 * keys (spec: accounts 8, Managed identity; 7.3), one table per kind of call. 'Token is invalid or
 * missing.' never reaches a table: a bearer refused twice signs the viewer out.
 */
export const customErrorTables = {
  profile: {
    rules: [
      { match: 'Failed to fetch user profile.', key: 'identity.profile_fetch_failed' },
      { match: 'Failed to create user profile.', key: 'identity.profile_create_failed' },
      { match: 'birth date not valid', key: 'capture.birth_date_invalid', field: 'birthDate' },
    ],
    fallback: 'identity.unknown_error',
  },
  name: {
    rules: [{ match: 'firstname', key: 'account.errors.full_name_invalid' }],
    fallback: 'identity.unknown_error',
  },
  password: {
    rules: [
      { match: 'The old password does not match.', key: 'reset.old_password_wrong', field: 'oldPassword' },
      {
        match: 'password confirmation does not match',
        key: 'reset.passwords_do_not_match',
        field: 'passwordConfirmation',
      },
      { match: 'Invalid param password', key: 'reset.invalid_password', field: 'password' },
    ],
    fallback: 'reset.failed',
  },
  deleteAccount: { rules: [], fallback: 'account.delete_account.error' },
  /** spec: accounts 8 — 'Code failure → login.invalid_code'. */
  activate: { rules: [], fallback: 'login.invalid_code' },
  /** Favourites and history: nothing the viewer can correct. */
  other: { rules: [], fallback: 'identity.unknown_error' },
} satisfies Record<string, { rules: ErrorRule[]; fallback: string }>;

export type CustomErrorTable = (typeof customErrorTables)[keyof typeof customErrorTables];
