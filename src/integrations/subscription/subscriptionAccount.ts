import { z } from 'zod/mini';
import { validEntries } from '../../stores/validEntries.ts';
import type { Customer } from '../accountService.ts';
import { SignedOutError } from '../session/tokenSession.ts';

/** spec: accounts 7.1 — every answer is `{responseData, errors[]}`. */
export const envelopeSchema = z.object({ responseData: z.unknown(), errors: z.array(z.string()) });
export const authSchema = z.object({ jwt: z.string(), refreshToken: z.string() });
const listEntrySchema = z.object({ mediaid: z.string(), progress: z.optional(z.number()) });
export const customerSchema = z.object({
  id: z.union([z.number(), z.string()]),
  email: z.string(),
  firstName: z._default(z.nullable(z.string()), ''),
  lastName: z._default(z.nullable(z.string()), ''),
  country: z.optional(z.nullable(z.string())),
  externalData: z.optional(
    z.object({
      // spec: browsing 5 — one malformed entry (another client wrote it) costs that entry, not the
      // lists, and not the sign-in that reads this customer.
      favorites: z.optional(validEntries(listEntrySchema)),
      history: z.optional(validEntries(listEntrySchema)),
    }),
  ),
});
export const consentsSchema = z.object({
  consents: z.array(
    z.object({ name: z.string(), label: z.string(), required: z.boolean(), version: z.string() }),
  ),
});
/** spec: accounts 3.5 — the product auth record: both tokens required. */
export const authRecordSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });

type StoredCustomer = z.infer<typeof customerSchema>;

export function toCustomer(stored: StoredCustomer): Customer {
  const firstName = stored.firstName ?? '';
  const lastName = stored.lastName ?? '';
  return {
    id: String(stored.id),
    email: stored.email,
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`.trim(),
    hasPassword: true,
    registeredHere: true,
    ...(stored.country ? { country: stored.country } : {}),
  };
}

/** The customer id the subscription provider's JWT carries. */
export function customerIdOf(jwt: string): string {
  const payload = jwt.split('.')[1] ?? '';
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const parsed = z.safeParse(z.object({ customerId: z.union([z.number(), z.string()]) }), claims);
    if (parsed.success) return String(parsed.data.customerId);
  } catch {
    // Falls through: a token we cannot read is no session.
  }
  throw new SignedOutError();
}

/** spec: accounts 3.4 — GET /customers/{id}/capture/status. */
export const captureStatusSchema = z.object({
  isCaptureEnabled: z.boolean(),
  shouldCaptureBeDisplayed: z.boolean(),
  settings: z.array(
    z.object({
      key: z.string(),
      question: z.optional(z.string()),
      value: z._default(z.nullable(z.string()), ''),
      required: z.boolean(),
      enabled: z.boolean(),
    }),
  ),
});

/** spec: accounts 3.2, 7.1 — GET and PUT /customers/{id}/consents. */
export const customerConsentsSchema = z.object({
  consents: z.array(
    z.object({
      name: z.string(),
      label: z.string(),
      required: z.boolean(),
      version: z.string(),
      state: z.enum(['accepted', 'declined']),
    }),
  ),
});
