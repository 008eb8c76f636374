import { PaymentProviderError } from './paymentProviderError.ts';

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** Idempotency keys and shopper ids: up to 255 characters, as real providers take them (notes: payments). */
export function checkKey(name: string, value: string): void {
  if (value.length === 0 || value.length > 255) {
    throw new PaymentProviderError('invalid_request', `${name} must have 1 to 255 characters`);
  }
}

/** Integer minor units of an ISO 4217 currency (notes: payments, Money); never a float. */
export function checkAmount(amountMinor: number, currency: string, { allowZero = false } = {}): void {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < (allowZero ? 0 : 1)) {
    throw new PaymentProviderError(
      'invalid_request',
      `amountMinor must be a whole number of minor units${allowZero ? '' : ' above 0'}`,
    );
  }
  if (!/^[A-Z]{3}$/.test(currency) || !CURRENCIES.has(currency)) {
    throw new PaymentProviderError('invalid_request', `Unknown currency ${currency.slice(0, 10)}`);
  }
}

/**
 * Where a provider page sends the shopper back: an http(s) URL or a path on this server. Anything else
 * (`javascript:`, `data:`, a protocol-relative `//host`) would let whoever creates a payment run script
 * or send the shopper elsewhere from our page, so it is refused when the payment is created.
 */
export function checkRedirectUrl(name: string, url: string): void {
  const problem = `${name} must be an http(s) URL or a path starting with /`;
  // No whitespace or control characters anywhere: browsers strip some of them before parsing.
  if (url.length > 2_048 || /[\s\p{Cc}\\]/u.test(url))
    throw new PaymentProviderError('invalid_request', problem);
  if (url.startsWith('/')) {
    if (url.startsWith('//')) throw new PaymentProviderError('invalid_request', problem);
    return;
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new PaymentProviderError('invalid_request', problem);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new PaymentProviderError('invalid_request', problem);
  }
}

/**
 * Adds one parameter to a redirect URL's query, keeping its other parameters byte for byte and its
 * fragment after the query (notes: payments, Hosted card: `returnUrl?redirectResult=…`).
 */
export function withQueryParameter(url: string, name: string, value: string): string {
  const hashAt = url.indexOf('#');
  const base = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${separator}${encodeURIComponent(name)}=${encodeURIComponent(value)}${hash}`;
}
