import type { ErrorRule } from '../accountError.ts';

/**
 * The account provider's messages (its `message` field) in the error catalogue's keys (spec: accounts
 * 8), one table per kind of call. The provider names the e-mail `username`, so its 'Invalid param
 * username' is the catalogue's 'invalid param email'; 'invalid credentials' means a wrong password on
 * the delete and export forms, where 'Wrong email/password combination' is the sign-in form's.
 */
export const paywallErrorTables = {
  signIn: {
    rules: [
      { match: 'invalid param email', key: 'login.wrong_email', field: 'email' },
      { match: 'invalid param username', key: 'login.wrong_email', field: 'email' },
    ],
    fallback: 'login.wrong_combination',
  },
  signUp: {
    rules: [
      { match: 'customer already exists', key: 'registration.user_exists' },
      { match: 'account already exists', key: 'registration.user_exists' },
      {
        match: 'please enter a valid e-mail address',
        key: 'registration.field_is_not_valid_email',
        field: 'email',
      },
      { match: 'invalid param username', key: 'registration.field_is_not_valid_email', field: 'email' },
      { match: 'invalid param password', key: 'registration.invalid_password', field: 'password' },
      { match: 'consents error', key: 'registration.consents_error' },
      { match: 'The full_name must not be empty', key: 'account.errors.full_name_invalid' },
    ],
    fallback: 'registration.failed_to_create',
  },
  password: {
    rules: [
      { match: 'invalid param password', key: 'reset.invalid_password', field: 'password' },
      { match: 'resetPasswordToken is not valid', key: 'reset.invalid_reset_link' },
      { match: 'score does not match standards', key: 'reset.password_strength', field: 'password' },
      { match: 'password could not be set', key: 'reset.invalid_token' },
      { match: 'The old password does not match.', key: 'reset.old_password_wrong', field: 'oldPassword' },
      {
        match: 'password confirmation does not match',
        key: 'reset.passwords_do_not_match',
        field: 'passwordConfirmation',
      },
    ],
    fallback: 'reset.failed',
  },
  forgotPassword: {
    rules: [{ match: 'invalid param email', key: 'reset.wrong_email', field: 'email' }],
    fallback: 'reset.failed',
  },
  account: {
    rules: [
      { match: 'The full_name must not be empty', key: 'account.errors.full_name_invalid' },
      { match: 'Invalid param full_name', key: 'account.errors.full_name_invalid' },
    ],
    fallback: 'unknown_error',
  },
  deleteAccount: {
    rules: [
      { match: 'invalid credentials', key: 'account.delete_account.invalid_credentials', field: 'password' },
    ],
    fallback: 'account.delete_account.error',
  },
  exportData: {
    rules: [
      { match: 'invalid credentials', key: 'account.delete_account.invalid_credentials', field: 'password' },
    ],
    fallback: 'account.export_data.error',
  },
  /** Register fields, logout and the favourites and history lists: nothing the viewer can correct. */
  /** spec: accounts 8, Profiles — a 409 is 'name already exists' on the name; others a form error. */
  profile: {
    rules: [
      { match: 'Profile name already exists', key: 'profiles.name_exists', field: 'name' },
      { match: 'Maximum number of profiles', key: 'profiles.limit_reached' },
    ],
    fallback: 'profiles.form_error',
  },
  /** spec: accounts 4.11 — 'Unable to enter profile'; a wrong PIN says so. */
  enterProfile: {
    rules: [{ match: 'Invalid PIN', key: 'profiles.wrong_pin', field: 'pin' }],
    fallback: 'profiles.unable_to_enter',
  },
  other: { rules: [], fallback: 'unknown_error' },
} satisfies Record<string, { rules: ErrorRule[]; fallback: string }>;

export type PaywallErrorTable = (typeof paywallErrorTables)[keyof typeof paywallErrorTables];
