import { describeErrorTables, type ErrorRow } from '../testing/errorTableCases.ts';
import { subscriptionErrorTables } from './subscriptionErrors.ts';

/** spec: accounts 8 — each server message as the façade sends it, and the key the viewer reads. */
const rows: Array<ErrorRow<typeof subscriptionErrorTables>> = [
  ['code', 'Invalid or expired code', 'login.invalid_code'],
  ['signIn', 'Invalid param email', 'login.wrong_email', 'email'],
  ['signIn', 'Wrong email/password combination', 'login.wrong_combination'],
  ['signIn', 'Invalid param password', 'login.wrong_combination'],
  ['signUp', 'Customer already exists.', 'registration.user_exists'],
  ['signUp', 'Account already exists', 'registration.user_exists'],
  ['signUp', 'Please enter a valid e-mail address.', 'registration.field_is_not_valid_email', 'email'],
  ['signUp', 'Invalid param password', 'registration.invalid_password', 'password'],
  ['signUp', 'Consents error: required consents are not accepted', 'registration.consents_error'],
  ['signUp', 'Missing firstName', 'account.errors.first_name_required', 'firstName'],
  ['signUp', 'Missing lastName', 'account.errors.last_name_required', 'lastName'],
  ['signUp', 'Something else', 'registration.failed_to_create'],
  ['password', 'Invalid param password', 'reset.invalid_password', 'password'],
  ['password', 'resetPasswordToken is not valid', 'reset.invalid_reset_link'],
  ['password', 'Password score does not match standards', 'reset.password_strength', 'password'],
  ['password', 'The password could not be set', 'reset.invalid_token'],
  ['password', 'The old password does not match.', 'reset.old_password_wrong', 'oldPassword'],
  [
    'password',
    'Invalid param newPasswordConfirmation',
    'reset.passwords_do_not_match',
    'passwordConfirmation',
  ],
  ['password', 'Anything', 'reset.failed'],
  ['forgotPassword', 'Invalid param email', 'reset.wrong_email', 'email'],
  ['forgotPassword', 'Anything', 'reset.failed'],
  ['account', 'Missing firstName', 'account.errors.first_name_required', 'firstName'],
  ['account', 'Missing lastName', 'account.errors.last_name_required', 'lastName'],
  ['account', 'firstName can have max 50 characters.', 'account.errors.first_name_too_long', 'firstName'],
  ['account', 'lastName can have max 50 characters.', 'account.errors.last_name_too_long', 'lastName'],
  ['account', 'Customer email already exists', 'account.errors.email_exists', 'email'],
  ['account', 'Invalid param email', 'account.errors.invalid_email', 'email'],
  ['account', 'Please enter a valid e-mail address.', 'account.errors.enter_valid_email', 'email'],
  ['account', 'Invalid confirmationPassword', 'account.errors.invalid_password', 'confirmationPassword'],
  ['account', 'Wrong email/password combination', 'account.errors.wrong_combination'],
  ['account', 'Email update not supported', 'unknown_error'],
];

describeErrorTables('subscription provider messages become catalogue keys', subscriptionErrorTables, rows);
