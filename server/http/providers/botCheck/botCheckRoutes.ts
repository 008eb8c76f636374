import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { type Accounts, RATE_RULES } from '../../../domain/accounts/index.ts';
import { BOT_CHECK_ACTIONS, type BotCheck } from '../../../domain/botCheck/botCheck.ts';
import { errorResponse } from '../../apiError.ts';
import { consumeOr429 } from '../../rateLimitAnswer.ts';
import { readBody } from '../shared/readBody.ts';
import { clientIp } from '../shared/requestContext.ts';

const challengeQuery = z.object({ action: z.enum(BOT_CHECK_ACTIONS) });
const verifyBody = z.object({
  token: z.string().min(1).max(8000),
  action: z.enum(BOT_CHECK_ACTIONS).optional(),
});

/**
 * The bot-protection verification of spec accounts 7.5 (`POST .../verify {token}` → {success, score,
 * action}) at /providers/bot-check/, plus where clients get the proof-of-work challenge that earns a token.
 */
export function botCheckRoutes(accounts: Accounts, botCheck: BotCheck) {
  const countAsking = (c: Context) =>
    consumeOr429(c, accounts.limits, `bot-check:${clientIp(c)}`, RATE_RULES.botCheckPerIp);
  return new Hono()
    .get('/challenge', async (c) => {
      await countAsking(c);
      const query = challengeQuery.safeParse(c.req.query());
      if (!query.success)
        return errorResponse(c, 400, {
          code: 'invalid_request',
          message: 'action must be login or register',
        });
      return c.json(await botCheck.challenge(query.data.action), 200, { 'cache-control': 'no-store' });
    })
    .post('/verify', async (c) => {
      await countAsking(c);
      const body = verifyBody.safeParse(await readBody(c));
      if (!body.success) return c.json({ success: false, score: 0, action: '' }, 400);
      return c.json(await botCheck.verify(body.data.token, body.data.action));
    });
}
