import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { LinkAnswer, LinkView, PspPages } from '../../../psp/pspPages.ts';
import { pageLanguage } from '../shared/hostedPage.ts';
import { componentPage } from './componentPage.ts';
import { challengePage, linkEndedPage, walletPage } from './decisionPages.ts';

/** Ids the provider hands out: a prefix and 24 base64url characters (server/psp/providerIds.ts). */
const idParam = z.object({ id: z.string().regex(/^[a-z]{2,3}_[A-Za-z0-9_-]{24}$/) });
const languageQuery = z.object({ lang: z.string().max(35).optional() });
const componentQuery = languageQuery.extend({ session: z.string().max(100) });
const challengeForm = z.object({ action: z.enum(['complete', 'fail', 'cancel']) });
const walletForm = z.object({ action: z.enum(['approve', 'cancel', 'error']) });

const ENDED_STATUS = { expired: 410, used: 409, unknown: 404, invalid: 400 } as const;

/**
 * The local payment provider's pages, mounted at /providers/psp: the hosted card component, the 3-D
 * Secure page and the wallet approval page, in English and Spanish (?lang= or Accept-Language). The
 * page ids are capabilities, so the pages are never cached and never tell a referrer where they were.
 */
export function pspRoutes(pages: PspPages) {
  const language = (c: Context) => {
    const query = languageQuery.safeParse(c.req.query());
    return pageLanguage(c.req.header('accept-language'), query.success ? query.data.lang : undefined);
  };
  const ended = (c: Context, reason: keyof typeof ENDED_STATUS, backUrl?: string) =>
    c.html(linkEndedPage({ language: language(c), reason, backUrl }), ENDED_STATUS[reason]);
  const answer = (c: Context, result: LinkAnswer) => {
    if (result.state === 'redirect') return c.redirect(result.url, 303);
    return ended(c, result.state, result.state === 'unknown' ? undefined : result.backUrl);
  };
  const view = (
    c: Context,
    link: LinkView,
    open: (summary: Exclude<LinkView, { state: 'unknown' }>) => string,
  ) => {
    if (link.state === 'unknown') return ended(c, 'unknown');
    if (link.state !== 'open') return ended(c, link.state, link.backUrl);
    return c.html(open(link));
  };
  const formAction = async <T>(c: Context, schema: z.ZodType<T>): Promise<T | undefined> => {
    const body = await c.req.parseBody().catch(() => undefined);
    const parsed = schema.safeParse(body);
    return parsed.success ? parsed.data : undefined;
  };

  return new Hono()
    .use('*', async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
      c.header('Referrer-Policy', 'no-referrer');
    })
    .get('/component', async (c) => {
      const query = componentQuery.safeParse(c.req.query());
      const session = query.success ? await pages.session(query.data.session) : undefined;
      if (!session) return ended(c, 'unknown');
      return c.html(componentPage({ language: language(c), ...session }));
    })
    .get('/3ds/:id', async (c) => {
      const params = idParam.safeParse(c.req.param());
      if (!params.success) return ended(c, 'unknown');
      const link = await pages.challenge(params.data.id);
      return view(c, link, (summary) => challengePage({ language: language(c), ...summary }));
    })
    .post('/3ds/:id', async (c) => {
      const params = idParam.safeParse(c.req.param());
      if (!params.success) return ended(c, 'unknown');
      const form = await formAction(c, challengeForm);
      if (!form) return ended(c, 'invalid');
      return answer(c, await pages.decideChallenge(params.data.id, form.action));
    })
    .get('/wallet/:id', async (c) => {
      const params = idParam.safeParse(c.req.param());
      if (!params.success) return ended(c, 'unknown');
      const link = await pages.wallet(params.data.id);
      return view(c, link, (summary) => walletPage({ language: language(c), ...summary }));
    })
    .post('/wallet/:id', async (c) => {
      const params = idParam.safeParse(c.req.param());
      if (!params.success) return ended(c, 'unknown');
      const form = await formAction(c, walletForm);
      if (!form) return ended(c, 'invalid');
      return answer(c, await pages.decideWallet(params.data.id, form.action));
    });
}
