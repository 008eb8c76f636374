import { describeErrorTables, type ErrorRow } from '../testing/errorTableCases.ts';
import { paywallErrorTables } from './paywallErrors.ts';

/**
 * spec: accounts 8 — each message as the account provider's façade sends it (server/http/providers/
 * paywall; 'score does not match standards' is the vendor's, from the spec), and the key the viewer reads.
 */
const rows: Array<ErrorRow<typeof paywallErrorTables>> = [
  ['signIn', 'Invalid param email', 'login.wrong_email', 'email'],
  ['signIn', 'Invalid param username', 'login.wrong_email', 'email'],
  ['signIn', 'Wrong email/password combination', 'login.wrong_combination'],
  ['signIn', 'Invalid refresh token', 'login.wrong_combination'],
  ['signUp', 'Account already exists', 'registration.user_exists'],
  ['signUp', 'Customer already exists', 'registration.user_exists'],
  ['signUp', 'Please enter a valid e-mail address', 'registration.field_is_not_valid_email', 'email'],
  ['signUp', 'Invalid param username', 'registration.field_is_not_valid_email', 'email'],
  ['signUp', 'Invalid param password', 'registration.invalid_password', 'password'],
  ['signUp', 'consents error: the terms must be accepted', 'registration.consents_error'],
  [
    'signUp',
    'The full_name must not be empty and not be greater than 250 characters.',
    'account.errors.full_name_invalid',
  ],
  ['signUp', 'Invalid client_id', 'registration.failed_to_create'],
  ['password', 'Invalid param password', 'reset.invalid_password', 'password'],
  ['password', 'resetPasswordToken is not valid', 'reset.invalid_reset_link'],
  ['password', 'Password score does not match standards', 'reset.password_strength', 'password'],
  ['password', 'password could not be set', 'reset.invalid_token'],
  ['password', 'The old password does not match.', 'reset.old_password_wrong', 'oldPassword'],
  [
    'password',
    'The password confirmation does not match.',
    'reset.passwords_do_not_match',
    'passwordConfirmation',
  ],
  ['password', 'Too many attempts', 'reset.failed'],
  ['forgotPassword', 'Invalid param email', 'reset.wrong_email', 'email'],
  ['forgotPassword', 'The request body could not be read', 'reset.failed'],
  [
    'account',
    'The full_name must not be empty and not be greater than 250 characters.',
    'account.errors.full_name_invalid',
  ],
  ['account', 'Invalid param full_name', 'account.errors.full_name_invalid'],
  ['account', 'Invalid param metadata', 'unknown_error'],
  ['deleteAccount', 'invalid credentials', 'account.delete_account.invalid_credentials', 'password'],
  ['deleteAccount', 'Invalid param password', 'account.delete_account.error'],
  ['exportData', 'invalid credentials', 'account.delete_account.invalid_credentials', 'password'],
  ['exportData', 'Invalid param password', 'account.export_data.error'],
  // spec: accounts 8, Profiles — the server's 409 is 'name already exists' on the name.
  ['profile', 'Profile name already exists', 'profiles.name_exists', 'name'],
  ['profile', 'Maximum number of profiles reached', 'profiles.limit_reached'],
  ['profile', 'name must be at least 3 characters', 'profiles.form_error'],
  ['enterProfile', 'Invalid PIN', 'profiles.wrong_pin', 'pin'],
  ['enterProfile', 'Profile not found', 'profiles.unable_to_enter'],
  ['other', 'Invalid param media_id', 'unknown_error'],
];

describeErrorTables('account provider messages become catalogue keys', paywallErrorTables, rows);
