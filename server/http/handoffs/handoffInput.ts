import { z } from 'zod';
import { schemeSchema } from '../providers/subscription/subscriptionPaymentInput.ts';

/** What a hand-off pays: the subscription integration's order, or an account-provider offer to order. */
export type HandoffTarget =
  | { kind: 'order'; orderId: number }
  | { kind: 'offer'; offerId: string; couponCode?: string };

const ONE_TARGET =
  'Send either orderId (an order of the subscription integration) or offerId with an optional couponCode ' +
  '(an offer of the account provider, such as S101 or C104)';

/** An orders row id, as JSON number or as digits (the app keeps ids as text). */
const orderId = z.union([
  z.number().int().positive().max(999_999_999),
  z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'orderId must be the id of an order, such as "42"')
    .transform(Number),
]);

/** The account provider's app names an offer by its access fee: 'S{feeId}' or 'C{feeId}' (offerCatalogue.ts). */
const offerId = z
  .string()
  .regex(/^[SC]\d{1,9}$/, 'offerId must be an offer id of the account provider, such as S101 or C104');

/** POST /payment-handoffs: one target, nothing else (an unknown field is refused by name). */
export const createHandoffSchema = z
  .strictObject({
    orderId: orderId.optional(),
    offerId: offerId.optional(),
    couponCode: z.string().trim().min(1).max(50).optional(),
  })
  .transform((body, context): HandoffTarget => {
    if (body.orderId !== undefined && body.offerId === undefined && body.couponCode === undefined)
      return { kind: 'order', orderId: body.orderId };
    if (body.offerId !== undefined && body.orderId === undefined)
      return { kind: 'offer', offerId: body.offerId, couponCode: body.couponCode };
    context.addIssue({ code: 'custom', message: ONE_TARGET, path: [] });
    return z.NEVER;
  });

/** The hand-off ids this server makes ('ph_' and 22 base64url characters); anything else is not found. */
export const handoffIdSchema = z.string().regex(/^ph_[A-Za-z0-9_-]{22}$/);

/** What the phone's order page posts when the card component answers: the component's own fields. */
export const cardBodySchema = z.object({ paymentMethod: schemeSchema });

/** The code form of the phone's /pay page. */
export const codeFormSchema = z.object({ code: z.string().max(40) });

/** Where the wallet sent the viewer back when it did not pay. */
export const walletNoticeSchema = z.enum(['cancelled', 'error']).optional().catch(undefined);
