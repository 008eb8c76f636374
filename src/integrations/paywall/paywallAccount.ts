import { z } from 'zod/mini';
import type { Consent, Customer } from '../accountService.ts';
import type { TokenRecordFormat, Tokens } from '../session/storedTokens.ts';

/** spec: accounts 3.1 — `register_source` of accounts made with the account provider (its own value). */
export const PAYWALL_REGISTER_SOURCE = 'paywall';

/** The provider's own metadata strings, and booleans that may arrive as 'true'/'false'. */
const metadataSchema = z.catch(z.record(z.string(), z.unknown()), {});

/** spec: accounts 3.1, 3.7 — the account as GET /accounts and the token answers carry it. */
export const accountSchema = z.object({
  id: z.union([z.number(), z.string()]),
  /** The account's notification topic (spec: payments 4). */
  uuid: z.optional(z.string()),
  email: z.string(),
  full_name: z._default(z.nullable(z.string()), ''),
  metadata: z._default(metadataSchema, {}),
});

/** spec: accounts 7.2 — sign-up and authenticate answer access_token, refresh_token, expires (unix s). */
export const tokenAnswerSchema = z.object({
  access_token: z.string(),
  refresh_token: z._default(z.nullable(z.string()), ''),
  expires: z.number(),
  account: z.optional(accountSchema),
});

export type PaywallAccount = z.infer<typeof accountSchema>;
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : undefined);

export function toCustomer(account: PaywallAccount): Customer {
  const fullName = (account.full_name ?? '').trim();
  // spec: accounts 3.4 — the provider keeps the split name in metadata; older accounts only full_name.
  const [first = '', ...rest] = fullName.split(/\s+/);
  const firstName = text(account.metadata.first_name) ?? first;
  const lastName = text(account.metadata.surname) ?? rest.join(' ');
  const hasPassword = account.metadata.has_password;
  return {
    id: String(account.id),
    email: account.email,
    firstName,
    lastName,
    fullName: fullName || `${firstName} ${lastName}`.trim(),
    // Accounts made by social sign-in say false until a password is added (spec: accounts 4.9).
    hasPassword: hasPassword !== false && hasPassword !== 'false',
    // spec: accounts 6 — the security section shows only for accounts registered with this provider.
    registeredHere: account.metadata.register_source === PAYWALL_REGISTER_SOURCE,
  };
}

export const toTokens = (answer: TokenAnswer): Tokens => ({
  accessToken: answer.access_token,
  refreshToken: answer.refresh_token ?? '',
  expiresAt: answer.expires,
});

/**
 * spec: accounts 3.5 — the account provider's token record `{token, refreshToken, expires}` (each with
 * its default) under the provider's fixed key, outside the product prefix; without a token it is no
 * session.
 */
export const paywallTokenFormat: TokenRecordFormat<{ token: string; refreshToken: string; expires: number }> =
  {
    key: 'inplayer_token',
    schema: z.object({
      token: z._default(z.string(), ''),
      refreshToken: z._default(z.string(), ''),
      expires: z._default(z.number(), 0),
    }),
    toTokens: (stored) =>
      stored.token === ''
        ? undefined
        : { accessToken: stored.token, refreshToken: stored.refreshToken, expiresAt: stored.expires },
    fromTokens: (tokens) => ({
      token: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      expires: tokens.expiresAt,
    }),
  };

/** spec: accounts 3.2 — a register field; the contract's consents are its checkbox fields. */
export const registerFieldsSchema = z.object({
  collection: z.array(
    z.object({
      type: z.string(),
      name: z.string(),
      label: z._default(z.string(), ''),
      required: z._default(z.boolean(), false),
      version: z._default(z.union([z.string(), z.number()]), '1'),
    }),
  ),
});
export function toConsents(fields: z.infer<typeof registerFieldsSchema>): Consent[] {
  return fields.collection
    .filter((field) => field.type === 'checkbox')
    .map((field) => ({
      name: field.name,
      label: field.label,
      required: field.required,
      version: String(field.version),
    }));
}

/** spec: accounts 3.1, 3.2 — the customer's answers, kept as a JSON string in `metadata.consents`. */
const storedConsentsSchema = z.array(
  z.object({ name: z.string(), version: z.optional(z.string()), state: z.enum(['accepted', 'declined']) }),
);

/**
 * The publisher's consents with this customer's answers (spec: accounts 2.9): each answer from the
 * account's `metadata.consents`; the built-in terms from `metadata.terms` ('true' or ''). A stored
 * value that does not parse reads as nothing answered, which the account page shows as declined.
 */
export function customerConsentsOf(
  account: z.infer<typeof accountSchema>,
  known: Consent[],
): Array<Consent & { accepted: boolean }> {
  let stored: z.infer<typeof storedConsentsSchema> = [];
  try {
    const parsed = z.safeParse(storedConsentsSchema, JSON.parse(String(account.metadata.consents ?? '[]')));
    if (parsed.success) stored = parsed.data;
  } catch {
    // Not JSON: nothing answered.
  }
  return known.map((consent) => ({
    ...consent,
    accepted:
      consent.name === 'terms'
        ? String(account.metadata.terms) === 'true'
        : stored.some((answer) => answer.name === consent.name && answer.state === 'accepted'),
  }));
}
