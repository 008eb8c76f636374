import { Hono } from 'hono';
import { z } from 'zod';
import type { Payments } from '../../../domain/payments/createPayments.ts';
import { MERCHANT_NOTIFICATION_PATH, SIGNATURE_HEADER, verifyNotification } from '../../../psp/index.ts';
import type { ProviderEvent } from '../../../psp/paymentProvider.ts';

const cardSchema = z.object({
  brand: z.string().max(40),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2200),
  holderName: z.string().max(200),
});

const eventSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(['payment.authorised', 'payment.refused', 'card.stored']),
  created: z.number().int(),
  data: z.object({
    reference: z.string().min(1).max(200),
    pspReference: z.string().min(1).max(200),
    amountMinor: z.number().int().nonnegative().optional(),
    currency: z.string().length(3).optional(),
    reason: z
      .enum([
        'declined',
        'insufficient_funds',
        'lost_card',
        'stolen_card',
        'expired_card',
        'incorrect_cvc',
        'processing_error',
        'authentication_failed',
        'cancelled',
        'invalid_card',
      ])
      .optional(),
    message: z.string().max(500).optional(),
    card: cardSchema.optional(),
    token: z.string().max(200).optional(),
  }),
}) satisfies z.ZodType<ProviderEvent>;

/**
 * The merchant's endpoint for the provider's notifications (issue 23): the signature over the raw body
 * is checked first (±300 s), then the event settles its payment once — a duplicate or a late event
 * after the synchronous answer is acknowledged and changes nothing. 2xx tells the provider to stop.
 */
export function merchantRoutes(payments: Payments, secret: () => Promise<string>, now: () => number) {
  return new Hono().post(MERCHANT_NOTIFICATION_PATH, async (c) => {
    const raw = await c.req.text();
    const signature = c.req.header(SIGNATURE_HEADER) ?? '';
    if (!verifyNotification(raw, signature, await secret(), Math.floor(now() / 1000)))
      return c.json(
        { code: 'invalid_signature', message: 'The notification signature does not verify' },
        401,
      );
    let event: ProviderEvent;
    try {
      event = eventSchema.parse(JSON.parse(raw));
    } catch {
      return c.json(
        { code: 'invalid_event', message: 'The notification is not an event this endpoint reads' },
        400,
      );
    }
    return c.json({ received: await payments.checkout.acceptEvent(event) });
  });
}
