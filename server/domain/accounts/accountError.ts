/** What the account domain can refuse; each façade maps a code to its vendor's message (spec: accounts 8). */
export type AccountErrorCode =
  | 'customer_exists'
  | 'email_taken'
  | 'invalid_email'
  | 'invalid_password'
  | 'invalid_name'
  | 'invalid_credentials'
  | 'wrong_confirmation_password'
  | 'old_password_wrong'
  | 'rate_limited'
  | 'invalid_token'
  | 'token_reused'
  | 'reset_token_invalid'
  | 'not_found'
  | 'no_password'
  | 'profile_not_found'
  | 'profile_limit'
  | 'profile_name_taken'
  | 'invalid_profile'
  | 'profile_default'
  | 'wrong_pin';

export class AccountError extends Error {
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: AccountErrorCode,
    message: string = code,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AccountError';
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
