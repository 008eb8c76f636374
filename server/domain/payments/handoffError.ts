/**
 * What the hand-off domain refuses. `invalid_code`: a code the phone entered is unknown, used or expired
 * — one answer for all, since telling them apart would help a guesser. `handoff_not_found`: no
 * hand-off of this account by that id (another account's reads the same). `nothing_to_pay`: an order
 * that needs no payment details is confirmed on the TV, not handed to a phone.
 */
export type HandoffErrorCode = 'invalid_code' | 'handoff_not_found' | 'nothing_to_pay';

export class HandoffError extends Error {
  constructor(
    readonly code: HandoffErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'HandoffError';
  }
}
