import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { Accounts } from '../../domain/accounts/index.ts';
import type { PaymentAnswer } from '../../domain/payments/checkout.ts';
import type { Payments } from '../../domain/payments/createPayments.ts';
import type { HandoffSession, Handoffs } from '../../domain/payments/handoffs.ts';
import { PaymentError } from '../../domain/payments/paymentError.ts';
import { errorResponse } from '../apiError.ts';
import { readBody } from '../providers/shared/readBody.ts';
import { cardBodySchema, walletNoticeSchema } from './handoffInput.ts';
import { maskEmail } from './maskEmail.ts';
import {
  clearHandoffCookie,
  handoffCookie,
  payLanguage,
  payPath,
  payUrl,
  withLanguage,
} from './payContext.ts';
import { payFailure } from './payFailure.ts';
import { confirmingPage, expiredPage, orderPage, paidPage } from './payPages.ts';
import { PAY_TEXT, refusalText } from './payPageText.ts';

const redirectResultSchema = z.string().min(1).max(4000);

/**
 * The phone's checkout of the handed-off order, behind the hand-off cookie: the order page (the
 * provider's card component and the wallet), the card the component gives, the return from 3-D Secure,
 * the wallet, and the paid page. It pays through the payments domain exactly as the TV's checkout
 * would, for the hand-off's account and order only. Without a live session every page says the link
 * has expired; once paid, the session is over and its cookie is cleared.
 */
export function payOrderRoutes(deps: { handoffs: Handoffs; payments: Payments; accounts: Accounts }) {
  const { handoffs, payments } = deps;
  const text = (c: Context) => PAY_TEXT[payLanguage(c)];
  const sessionOf = async (c: Context) => {
    const secret = handoffCookie(c);
    return secret ? handoffs.session(secret) : undefined;
  };
  const expired = (c: Context) => {
    clearHandoffCookie(c);
    return c.html(expiredPage(payLanguage(c)), 410);
  };
  const paid = (c: Context) => {
    clearHandoffCookie(c);
    return c.html(paidPage(payLanguage(c)));
  };
  const paidPath = (c: Context) => payPath(c, '/pay/order/paid');
  const returnUrl = (c: Context) => payUrl(c, '/pay/order/return');

  const showOrder = async (c: Context, session: HandoffSession, message?: string) => {
    const language = payLanguage(c);
    const customer = await deps.accounts.customers.findById(session.customerId);
    // Paid between the session's read and now (the provider's notification): the paid page says so.
    const card = await payments.checkout
      .cardSession(session.customerId, session.order.id, returnUrl(c))
      .catch((error: unknown) => {
        if (error instanceof PaymentError && error.code === 'already_paid') return undefined;
        throw error;
      });
    if (!card) return c.redirect(paidPath(c), 303);
    return c.html(
      orderPage({
        language,
        order: session.order,
        email: maskEmail(customer?.email ?? ''),
        componentUrl: withLanguage(card.componentUrl, language),
        cardUrl: payPath(c, '/pay/order/card'),
        walletUrl: payPath(c, '/pay/order/wallet'),
        message,
      }),
    );
  };

  /** A payment's answer: refused (in the page's words), the provider's 3-D Secure page, or paid/confirming. */
  const outcome = (c: Context, answer: PaymentAnswer): { refused: string } | { next: string } => {
    const { payment } = answer;
    if (payment.status === 'failed')
      return { refused: refusalText(text(c), payment.failure_reason, payment.failure_message) };
    return { next: answer.action?.url ?? paidPath(c) };
  };

  /** Runs a step of a live, unpaid session; anything else is the expired or the paid page. */
  const live = (step: (c: Context, session: HandoffSession) => Promise<Response>) => async (c: Context) => {
    const session = await sessionOf(c);
    if (!session) return expired(c);
    return session.paid ? paid(c) : step(c, session);
  };

  return new Hono()
    .get(
      '/pay/order',
      live(async (c, session) => {
        const notice = walletNoticeSchema.parse(c.req.query('wallet'));
        const words = text(c);
        const message = notice === 'cancelled' ? words.walletCancelled : notice && words.walletError;
        return showOrder(c, session, message);
      }),
    )
    .post('/pay/order/card', async (c) => {
      const session = await sessionOf(c);
      if (!session) {
        clearHandoffCookie(c);
        return errorResponse(c, 410, { code: 'handoff_expired', message: text(c).expired });
      }
      if (session.paid) return c.json({ next: paidPath(c) });
      const body = cardBodySchema.safeParse(await readBody(c));
      if (!body.success) return errorResponse(c, 400, { code: 'invalid_request', message: text(c).failed });
      const { type: _scheme, ...card } = body.data.paymentMethod;
      try {
        const answer = await payments.checkout.payByCard(
          session.customerId,
          session.order.id,
          { kind: 'encrypted', ...card },
          returnUrl(c),
        );
        const result = outcome(c, answer);
        return 'refused' in result
          ? errorResponse(c, 402, { code: 'payment_refused', message: result.refused })
          : c.json(result);
      } catch (error) {
        const failure = payFailure(c, error, text(c));
        return errorResponse(c, failure.status, { code: failure.code, message: failure.message });
      }
    })
    .get(
      '/pay/order/return',
      live(async (c, session) => {
        const redirectResult = redirectResultSchema.safeParse(c.req.query('redirectResult'));
        if (!redirectResult.success) return showOrder(c, session, text(c).failed);
        try {
          const answer = await payments.checkout.finalise(
            session.customerId,
            session.order.id,
            redirectResult.data,
          );
          const result = outcome(c, answer);
          return 'refused' in result ? showOrder(c, session, result.refused) : c.redirect(result.next, 303);
        } catch (error) {
          return showOrder(c, session, payFailure(c, error, text(c)).message);
        }
      }),
    )
    .post(
      '/pay/order/wallet',
      live(async (c, session) => {
        try {
          const approval = await payments.checkout.walletApproval(session.customerId, session.order.id, {
            successUrl: payUrl(c, '/pay/order/paid'),
            cancelUrl: payUrl(c, '/pay/order?wallet=cancelled'),
            errorUrl: payUrl(c, '/pay/order?wallet=error'),
          });
          return c.redirect(approval.redirectUrl, 303);
        } catch (error) {
          return showOrder(c, session, payFailure(c, error, text(c)).message);
        }
      }),
    )
    .get(
      '/pay/order/paid',
      live(async (c) => {
        // Not settled yet (the wallet's or a late card's notification is on its way): look again shortly.
        c.header('Refresh', '2');
        return c.html(confirmingPage(payLanguage(c), payPath(c, '/pay/order')));
      }),
    );
}
