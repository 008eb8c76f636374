import { z } from 'zod';
import type { CardInput } from '../../../psp/paymentProvider.ts';

/**
 * Bodies of the account provider's payment calls (spec: payments 3 'Paywall provider input shapes', 7).
 * Forms carry text: ids are coerced. The card fields are only shaped here; the payment provider judges
 * the card (Luhn, expiry, security code) and answers in its own words.
 */
const id = z.coerce.number().int().positive();
const text = (max: number) => z.string().max(max);
/** Optional fields are sent only when present (spec: payments 5), but an empty form field is absent too. */
const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .optional()
    .transform((value) => value?.trim() || undefined);
/** A payment method code as a form sends it: card 1, wallet 2 (spec: payments 9). */
const methodCode = (code: 1 | 2) =>
  z.coerce
    .string()
    .pipe(z.literal(String(code)))
    .optional();

/** Where a provider page may send the shopper back: an http(s) URL or a path on this server. */
export function isReturnUrl(url: string): boolean {
  if (/[\s\p{Cc}\\]/u.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}
const returnUrl = text(2000).refine(isReturnUrl, 'must be an http(s) URL or a path');

const cardFields = {
  number: text(30),
  card_name: text(100),
  exp_month: z.coerce.number().int().min(0).max(99),
  exp_year: z.coerce.number().int().min(0).max(9999),
  cvv: z.coerce.string().max(4),
};

export const cardPaymentSchema = z.object({
  ...cardFields,
  access_fee: id,
  payment_method: methodCode(1),
  referrer: optionalText(2000),
  return_url: returnUrl.optional(),
  voucher_code: optionalText(50),
  branding_id: optionalText(20),
  is_gift: z.union([z.boolean(), z.string().max(10)]).optional(),
  receiver_email: optionalText(300),
});
export type CardPaymentInput = z.infer<typeof cardPaymentSchema>;

export const externalPaymentSchema = z.object({
  origin: returnUrl,
  access_fee: id,
  payment_method: methodCode(2),
  branding_id: optionalText(20),
  voucher_code: optionalText(50),
});

export const voucherSchema = z
  .object({
    voucher_code: text(50).min(1),
    access_fee_id: id.optional(),
    item_id: id.optional(),
  })
  .refine((input) => input.access_fee_id !== undefined || input.item_id !== undefined, {
    message: 'access_fee_id or item_id is required',
    path: ['access_fee_id'],
  });

/** The card update takes the product's names (cardName...) and the vendor's own (card_name...). */
const CARD_ALIASES: Record<string, string> = {
  cardName: 'card_name',
  cardNumber: 'number',
  cvc: 'cvv',
  expMonth: 'exp_month',
  expYear: 'exp_year',
  currency_iso: 'currency',
};
export const cardUpdateSchema = z.preprocess(
  (body) =>
    Object.fromEntries(
      Object.entries(body as Record<string, unknown>).map(([name, value]) => [
        CARD_ALIASES[name] ?? name,
        value,
      ]),
    ),
  z.object({
    ...cardFields,
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
    return_url: returnUrl.optional(),
  }),
);

/** spec: payments 7 — change plan: access_fee_id and the card provider's token field, the subscription id. */
export const switchSchema = z.object({ access_fee_id: id, card_token: id });

export const codeEntrySchema = z.object({
  item_id: id,
  code: text(64).min(1),
  browser_fingerprint: text(200).min(1),
});

/** Page and size of the listing calls: pages count from 0; `limit` is the older name of `size`. */
export function pageOf(query: (name: string) => string | undefined, defaultSize: number) {
  const page = Math.max(0, Math.floor(Number(query('page'))) || 0);
  const wanted = Math.floor(Number(query('size') ?? query('limit')));
  const size = Math.min(100, Math.max(1, wanted || defaultSize));
  return { page, size, offset: page * size };
}

/** The card fields of either form, as the provider takes a card typed in clear (spec: payments 3). */
export const clearCard = (input: {
  number: string;
  cvv: string;
  exp_month: number;
  exp_year: number;
  card_name: string;
}): CardInput => ({
  kind: 'clear',
  number: input.number,
  cvc: input.cvv,
  expMonth: input.exp_month,
  expYear: input.exp_year,
  holderName: input.card_name,
});
