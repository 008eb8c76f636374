import { Hono } from 'hono';
import { z } from 'zod';
import type { PaymentsStack } from '../../paymentsStack.ts';
import { HttpError } from '../apiError.ts';

const advanceSchema = z
  .object({
    days: z.number().int().min(0).max(3660).default(0),
    hours: z
      .number()
      .int()
      .min(0)
      .max(24 * 3660)
      .default(0),
  })
  .refine((value) => value.days > 0 || value.hours > 0, 'days or hours must be above 0');

/**
 * The demo clock of subscriptions (issue 23): `POST /dev/payments/clock {days, hours}` moves it forward
 * and runs the renewals and ends it brings at once, so a demo (or a curl walk) shows a renewal
 * transaction, a trial turning paid and a cancelled plan ending without waiting. Off with
 * PAYMENTS_DEMO_CLOCK=false.
 */
export function paymentClockRoutes(stack: PaymentsStack) {
  const { clock } = stack.payments;
  return new Hono()
    .get('/dev/payments/clock', async (c) =>
      c.json({ now: new Date(await clock.now()).toISOString() }, 200, { 'cache-control': 'no-store' }),
    )
    .post('/dev/payments/clock', async (c) => {
      const body: unknown = await c.req.json().catch(() => undefined);
      const parsed = advanceSchema.safeParse(body);
      if (!parsed.success)
        throw new HttpError(422, 'invalid_clock_step', parsed.error.issues[0]?.message ?? 'Invalid body');
      const { days, hours } = parsed.data;
      const now = await clock.advance((days * 24 + hours) * 3_600_000);
      const handled = await stack.renewDue();
      return c.json({ now: new Date(now).toISOString(), subscriptionsRenewedOrEnded: handled });
    });
}
