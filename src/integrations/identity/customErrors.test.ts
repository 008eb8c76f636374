import { describeErrorTables, type ErrorRow } from '../testing/errorTableCases.ts';
import { customErrorTables } from './customErrors.ts';

/** spec: accounts 8, Managed identity — each message as the custom back end's façade sends it. */
const rows: Array<ErrorRow<typeof customErrorTables>> = [
  ['profile', 'Failed to fetch user profile.', 'identity.profile_fetch_failed'],
  ['profile', 'Failed to create user profile.', 'identity.profile_create_failed'],
  ['profile', 'birthDate: birth date not valid', 'capture.birth_date_invalid', 'birthDate'],
  ['profile', 'An unknown error occurred.', 'identity.unknown_error'],
  ['name', 'firstname: Too big: expected string to have <=50 characters', 'account.errors.full_name_invalid'],
  ['name', 'The request body could not be read', 'identity.unknown_error'],
  ['password', 'The old password does not match.', 'reset.old_password_wrong', 'oldPassword'],
  [
    'password',
    'The password confirmation does not match.',
    'reset.passwords_do_not_match',
    'passwordConfirmation',
  ],
  ['password', 'Invalid param password', 'reset.invalid_password', 'password'],
  ['password', 'The account has no password yet', 'reset.failed'],
  ['deleteAccount', 'Failed to delete account', 'account.delete_account.error'],
  ['activate', 'Invalid or expired code', 'login.invalid_code'],
  ['other', 'media_id: not a media id', 'identity.unknown_error'],
];

describeErrorTables('custom back end messages become catalogue keys', customErrorTables, rows);
