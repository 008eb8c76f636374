import { Hono } from 'hono';
import { RATE_RULES } from '../../../domain/accounts/index.ts';
import type { FacadeDeps } from '../shared/facadeContext.ts';
import { clientIp } from '../shared/requestContext.ts';
import { paywallBody } from './paywallInput.ts';
import { codeEntrySchema } from './paywallPaymentInput.ts';
import { done, handlePaywall } from './paywallResponse.ts';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Access codes (spec: payments 4 Access codes, 7 code access; anonymous calls): entering a code opens its
 * asset in that browser; the code's sessions can be listed and one browser's ended. Codes are guessable by
 * trying, so entry is limited per address (the account domain's code-entry limit). Anyone may list a
 * code's sessions, so the list shows only the start of each fingerprint: ending a session takes the
 * whole fingerprint, which only that browser knows.
 */
export function paywallAccessCodeRoutes(deps: FacadeDeps) {
  const { payments } = deps;
  return new Hono()
    .post(
      '/items/access/codes/entry',
      handlePaywall(async (c) => {
        await deps.accounts.limits.consume(`access-code-ip:${clientIp(c)}`, RATE_RULES.codeEntryPerIp);
        const input = await paywallBody(c, codeEntrySchema);
        // A signed-in viewer's session is theirs: the access check then counts it (paywallAccess.ts).
        const viewer = await deps.viewerAuth.identify(c);
        const { accessCode, session } = await payments.accessCodes.enter({
          code: input.code,
          assetId: input.item_id,
          fingerprint: input.browser_fingerprint,
          customerId: viewer?.customer.id,
        });
        return c.json({
          code_id: accessCode.id,
          item_id: accessCode.assetId,
          code: accessCode.code,
          browser_fingerprint: session.browser_fingerprint,
          in_use: true,
          created_at: seconds(session.created_at),
        });
      }),
    )
    .get(
      '/items/access/codes/:code/sessions',
      handlePaywall(async (c) => {
        const { accessCode, sessions } = await payments.accessCodes.sessions(c.req.param('code') ?? '');
        return c.json(
          sessions.map((session) => ({
            code_id: accessCode.id,
            item_id: accessCode.assetId,
            browser_fingerprint: `${session.browser_fingerprint.slice(0, 4)}…`,
            created_at: seconds(session.created_at),
          })),
        );
      }),
    )
    .delete(
      '/items/access/codes/:code/:fingerprint',
      handlePaywall(async (c) => {
        await payments.accessCodes.end(c.req.param('code') ?? '', c.req.param('fingerprint') ?? '');
        return done(c, 'Access code session ended');
      }),
    );
}
