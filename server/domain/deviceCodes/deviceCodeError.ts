/**
 * What the device-code domain refuses. `invalid_code`: a code the phone entered is unknown, used up,
 * already decided or expired — the app shows login.invalid_code for all of them (spec: accounts 8, Code
 * failure), and telling them apart would help a guesser. `invalid_grant`: a device code the TV sent is
 * unknown or already redeemed (RFC 6749 section 5.2).
 */
export type DeviceCodeErrorCode = 'invalid_code' | 'invalid_grant' | 'rate_limited';

export class DeviceCodeError extends Error {
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: DeviceCodeErrorCode,
    message: string,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'DeviceCodeError';
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
