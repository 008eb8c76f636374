import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { AccountError, type Accounts, RATE_RULES } from '../../../domain/accounts/index.ts';
import { BOT_CHECK_ACTIONS, type BotCheck } from '../../../domain/botCheck/botCheck.ts';
import { errorResponse } from '../../apiError.ts';
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
  /** A 429 answer when this address asked too often, else undefined. */
  const tooMany = async (c: Context) => {
    try {
      await accounts.limits.consume(`bot-check:${clientIp(c)}`, RATE_RULES.botCheckPerIp);
      return undefined;
    } catch (error) {
      if (!(error instanceof AccountError && error.code === 'rate_limited')) throw error;
      c.header('Retry-After', String(error.retryAfterSeconds ?? 60));
      return errorResponse(c, 429, { code: 'rate_limited', message: 'Too many requests' });
    }
  };
  return new Hono()
    .get('/challenge', async (c) => {
      const refused = await tooMany(c);
      if (refused) return refused;
      const query = challengeQuery.safeParse(c.req.query());
      if (!query.success)
        return errorResponse(c, 400, {
          code: 'invalid_request',
          message: 'action must be login or register',
        });
      return c.json(await botCheck.challenge(query.data.action), 200, { 'cache-control': 'no-store' });
    })
    .post('/verify', async (c) => {
      const refused = await tooMany(c);
      if (refused) return refused;
      const body = verifyBody.safeParse(await readBody(c));
      if (!body.success) return c.json({ success: false, score: 0, action: '' }, 400);
      return c.json(await botCheck.verify(body.data.token, body.data.action));
    });
}
