import { type Context, Hono } from 'hono';
import { AccountError } from '../../domain/accounts/index.ts';
import { HandoffError } from '../../domain/payments/handoffError.ts';
import type { Handoffs } from '../../domain/payments/handoffs.ts';
import { readBody } from '../providers/shared/readBody.ts';
import { clientIp } from '../providers/shared/requestContext.ts';
import { codeFormSchema } from './handoffInput.ts';
import { payLanguage, payPath, setHandoffCookie } from './payContext.ts';
import { codePage } from './payPages.ts';
import { PAY_TEXT } from './payPageText.ts';

/**
 * Where the phone enters the code: the QR code's `/pay/{code}`, or the short address `/pay` and its
 * form. A right code becomes the hand-off session's cookie and a 303 to /pay/order, so the code leaves
 * the address bar and the history. Every failure reads 'Invalid or expired code'; past the address's
 * limit, 429 with Retry-After, right code or not.
 */
export function payCodeRoutes(handoffs: Handoffs) {
  const form = (c: Context, message?: string) =>
    codePage({ language: payLanguage(c), action: payPath(c, '/pay'), message });

  const enter = async (c: Context, code: string) => {
    const text = PAY_TEXT[payLanguage(c)];
    try {
      const session = await handoffs.redeem(code, clientIp(c));
      setHandoffCookie(c, session.secret);
      return c.redirect(payPath(c, '/pay/order'), 303);
    } catch (error) {
      if (error instanceof AccountError && error.code === 'rate_limited') {
        c.header('Retry-After', String(error.retryAfterSeconds ?? 60));
        return c.html(form(c, text.tooMany), 429);
      }
      if (error instanceof HandoffError && error.code === 'invalid_code')
        return c.html(form(c, text.invalidCode), 400);
      throw error;
    }
  };

  return new Hono()
    .get('/pay', (c) => c.html(form(c)))
    .post('/pay', async (c) => {
      const parsed = codeFormSchema.safeParse(await readBody(c));
      return enter(c, parsed.success ? parsed.data.code : '');
    })
    .get('/pay/:code', (c) => enter(c, c.req.param('code')));
}
