import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { z } from 'zod/mini';
import { AccountError } from '../accountError.ts';
import { jsonBody, jsonHeaders, providerRequest } from '../providerRequest.ts';

export type BotCheckAction = 'login' | 'register';

/** spec: accounts 5.3, 9 — the minimum score. */
const MIN_SCORE = 0.5;

const verdictSchema = z.object({ success: z.boolean(), score: z.number(), action: z.string() });
/** altcha-lib's Challenge: what the solver needs, the rest kept as it came (the signature covers it). */
const challengeSchema = z.looseObject({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
  }),
  signature: z.optional(z.string()),
});

/**
 * spec: accounts 5.3, 7.5 — before login and registration: a token earned for the action, posted to
 * the configured verification URL; it passes only with success, a score of at least 0.5 and the same
 * action. The reference verifier's token is a proof of work on a challenge from the same place
 * (`…/challenge?action=`): SHA-256 rounds through WebCrypto, each an asynchronous call, so the remote's
 * key presses are never held up while it is worked out. WebCrypto exists only on secure pages (https,
 * localhost): elsewhere the check is 'not ready'.
 */
export async function passBotCheck(
  action: BotCheckAction,
  /** Absolute. */
  verifyUrl: string,
): Promise<void> {
  if (typeof crypto === 'undefined' || !crypto.subtle) throw new AccountError('errors.bot_check_not_ready');
  const challengeUrl = new URL(`challenge?action=${action}`, verifyUrl);
  const answer = await providerRequest(challengeUrl.toString(), {});
  const parsed = z.safeParse(challengeSchema, await jsonBody(answer));
  if (!answer.ok || !parsed.success) throw new AccountError('errors.bot_check_not_ready');
  const challenge = parsed.data;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new AccountError('errors.bot_check_failed');
  const token = btoa(JSON.stringify({ challenge, solution }));
  const response = await providerRequest(verifyUrl, {
    method: 'POST',
    headers: jsonHeaders(),
    body: JSON.stringify({ token }),
  });
  const verdict = z.safeParse(verdictSchema, await jsonBody(response));
  if (
    !verdict.success ||
    !verdict.data.success ||
    verdict.data.score < MIN_SCORE ||
    verdict.data.action !== action
  )
    throw new AccountError('errors.bot_check_failed');
}
