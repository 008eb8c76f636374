import type { ErrorRule } from '../accountError.ts';

/**
 * The subscription provider's messages in the error catalogue's keys (spec: accounts 8), one table
 * per kind of call: the same words mean different things on different forms ('invalid param password'
 * is a wrong combination at sign-in and a weak password at sign-up).
 */
export const subscriptionErrorTables = {
  /** spec: accounts 8 — 'Code failure → login.invalid_code'. */
  code: { rules: [], fallback: 'login.invalid_code' },
  signIn: {
    rules: [{ match: 'invalid param email', key: 'login.wrong_email', field: 'email' }],
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
      { match: 'invalid param password', key: 'registration.invalid_password', field: 'password' },
      { match: 'consents error', key: 'registration.consents_error' },
      { match: 'Missing firstName', key: 'account.errors.first_name_required', field: 'firstName' },
      { match: 'Missing lastName', key: 'account.errors.last_name_required', field: 'lastName' },
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
        match: 'Invalid param newPasswordConfirmation',
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
      { match: 'Missing firstName', key: 'account.errors.first_name_required', field: 'firstName' },
      { match: 'Missing lastName', key: 'account.errors.last_name_required', field: 'lastName' },
      {
        match: 'firstName can have max 50 characters.',
        key: 'account.errors.first_name_too_long',
        field: 'firstName',
      },
      {
        match: 'lastName can have max 50 characters.',
        key: 'account.errors.last_name_too_long',
        field: 'lastName',
      },
      { match: 'Customer email already exists', key: 'account.errors.email_exists', field: 'email' },
      { match: 'Invalid param email', key: 'account.errors.invalid_email', field: 'email' },
      {
        match: 'Please enter a valid e-mail address.',
        key: 'account.errors.enter_valid_email',
        field: 'email',
      },
      {
        match: 'Invalid confirmationPassword',
        key: 'account.errors.invalid_password',
        field: 'confirmationPassword',
      },
      { match: 'Wrong email/password combination', key: 'account.errors.wrong_combination' },
    ],
    fallback: 'unknown_error',
  },
} satisfies Record<string, { rules: ErrorRule[]; fallback: string }>;
