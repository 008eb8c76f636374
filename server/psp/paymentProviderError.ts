/**
 * A request the provider does not take at all, thrown rather than answered as a refusal, like the 4xx
 * of a real provider's API: the merchant's code is wrong, not the shopper's card.
 * - `invalid_request`: an amount that is not a whole number of minor units, an unknown currency, a
 *   reference over 255 characters, a redirect URL that is neither http(s) nor root-relative;
 * - `idempotency_conflict`: a reference already used with other parameters (notes: payments,
 *   Idempotency keys).
 */
export class PaymentProviderError extends Error {
  constructor(
    readonly code: 'invalid_request' | 'idempotency_conflict',
    message: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
