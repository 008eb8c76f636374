import { type Challenge, type Solution, solveChallenge, solveChallengeWorkers } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { z } from 'zod/mini';
import { AccountError } from '../accountError.ts';
import { jsonBody, jsonHeaders, providerRequest } from '../providerRequest.ts';
import ProofOfWorkWorker from './proofOfWork.worker.ts?worker';

export type BotCheckAction = 'login' | 'register';

/** spec: accounts 5.3, 9 — the minimum score. */
const MIN_SCORE = 0.5;
const SOLVE_TIMEOUT_MS = 30_000;

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
 * (`…/challenge?action=`): SHA-256 rounds through WebCrypto, worked out in a Web Worker so that focus
 * moves and key presses never wait on it. WebCrypto exists only on secure pages (https, localhost):
 * elsewhere the check is 'not ready'.
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
  const solution = await solve(challenge);
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

/**
 * One worker: a TV's other cores decode the video. Where no worker starts (no Worker, or a 2018 TV
 * engine that cannot parse the worker's modern build and reports an error), the same rounds run
 * here, each an awaited WebCrypto call, so key presses still get their turn between them.
 */
async function solve(challenge: Challenge): Promise<Solution | null> {
  if (typeof Worker !== 'undefined') {
    try {
      return await solveChallengeWorkers({
        challenge,
        concurrency: 1,
        createWorker: () => new ProofOfWorkWorker(),
        timeout: SOLVE_TIMEOUT_MS,
      });
    } catch {
      // Falls through to this thread.
    }
  }
  return solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
}
