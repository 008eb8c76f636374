import type { Consent, Registration } from '../accountService.ts';
import type { CardDetails } from '../payments/paymentService.ts';
import type { Form } from './paywallClient.ts';

/** spec: accounts 9 — the provider's branding id. */
export const BRANDING_ID = '0';

/** spec: accounts 3.4 — fullName, plus metadata first_name and surname from the trimmed names. */
export function nameForm(firstName: string, lastName: string): Form {
  const first = firstName.trim();
  const last = lastName.trim();
  return { full_name: `${first} ${last}`.trim(), 'metadata[first_name]': first, 'metadata[surname]': last };
}

/**
 * spec: accounts 3.7, 7.2 — the account payload of POST /accounts, form-encoded with nested
 * `metadata[...]` fields: the terms answer, and every publisher consent with its version and state.
 */
export function signUpForm(
  { email, password, firstName, lastName, consents }: Registration,
  known: Consent[],
  client: { clientId: string; referrer: string },
): Form {
  return {
    ...nameForm(firstName, lastName),
    username: email,
    password,
    // The form asks for the password once (spec: accounts 2.5).
    password_confirmation: password,
    client_id: client.clientId,
    type: 'consumer',
    referrer: client.referrer,
    grant_type: 'password',
    branding_id: BRANDING_ID,
    ...consentsForm(consents, known),
  };
}

/**
 * spec: accounts 3.1, 3.3 — the answers as the account keeps them: termsAgreed 'true' or '', and every
 * publisher consent with its version and state in the `metadata[consents]` JSON string.
 */
export function consentsForm(accepted: Record<string, boolean>, known: Consent[]): Form {
  return {
    'metadata[terms]': accepted.terms ? 'true' : '',
    'metadata[consents]': JSON.stringify(
      known.map((consent) => ({
        name: consent.name,
        version: consent.version,
        state: accepted[consent.name] ? 'accepted' : 'declined',
      })),
    ),
  };
}

/** spec: payments 3, Paywall provider input shapes — a typed card in the provider's field names. */
export const cardForm = (card: CardDetails): Form => ({
  number: card.number.replace(/\s/g, ''),
  card_name: card.holderName,
  exp_month: String(card.expMonth),
  exp_year: String(card.expYear),
  cvv: card.cvc,
});
