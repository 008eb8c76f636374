import { type Context, Hono } from 'hono';
import type { PaymentAnswer } from '../../../domain/payments/checkout.ts';
import type { FacadeDeps } from '../shared/facadeContext.ts';
import { paywallBody } from './paywallInput.ts';
import { cardUpdateSchema, clearCard, pageOf } from './paywallPaymentInput.ts';
import { handlePaywall, paywallOnce, paywallViewer } from './paywallResponse.ts';
import { presentDefaultCards, presentTransaction } from './presentPaywallPayments.ts';

/** spec: payments 8 — the paywall's words for a card the provider would not keep. */
const CARD_UPDATE_FAILED = 'Failed to update card details';

/**
 * The account provider's accounting calls (spec: payments 7): the payment history (both listings the
 * library uses; store payments are never among them, so `exclude=store-payment` has nothing to remove)
 * and the default card, read and replaced. Receipts live elsewhere.
 */
export function paywallAccountingRoutes(deps: FacadeDeps) {
  const { payments } = deps;

  const history = handlePaywall(async (c) => {
    const viewer = await paywallViewer(c, deps);
    const { page, size, offset } = pageOf((name) => c.req.query(name), 10);
    const { items, total } = await payments.transactions.list(viewer.customer.id, { limit: size, offset });
    return c.json({
      total,
      page,
      size,
      collection: items.map((row) => presentTransaction(row, viewer.customer)),
    });
  });

  /** Stored: 200. 3-D Secure: 200 with where the shopper goes. Refused: 402 with the provider's reason. */
  const cardAnswer = (c: Context, result: PaymentAnswer) => {
    if (result.payment.status === 'failed') {
      const reason = result.payment.failure_message ?? CARD_UPDATE_FAILED;
      return c.json({ code: 402, message: CARD_UPDATE_FAILED, errors: { explain: reason } }, 402);
    }
    return c.json({
      code: 200,
      message: result.action ? 'Card details need the card holder' : 'Card details updated',
      ...(result.action ? { redirect_to_url: result.action.url } : {}),
    });
  };

  return new Hono()
    .get('/v2/accounting/payment-history', history)
    .get('/payments/transactions', history)
    .get(
      '/v2/payments/cards/default',
      handlePaywall(async (c) => {
        const viewer = await paywallViewer(c, deps);
        return c.json(presentDefaultCards(await payments.details.active(viewer.customer.id)));
      }),
    )
    .put(
      '/v2/payments/cards/default',
      handlePaywall(async (c) => {
        const viewer = await paywallViewer(c, deps);
        const input = await paywallBody(c, cardUpdateSchema);
        const card = clearCard(input);
        return paywallOnce(c, deps, viewer.customer.id, async () =>
          cardAnswer(
            c,
            await payments.details.storeCard(
              viewer.customer.id,
              input.currency ?? viewer.customer.currency,
              card,
              // The payments page, where the card edit is (spec: payments 2).
              input.return_url ?? '/u/payments',
            ),
          ),
        );
      }),
    );
}
