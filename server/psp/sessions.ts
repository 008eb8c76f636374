import type { CardSession, SessionInput } from './paymentProvider.ts';
import { newProviderId } from './providerIds.ts';
import { type PspContext, SESSION_LIFETIME_MS } from './pspContext.ts';
import { checkAmount, checkKey, checkRedirectUrl } from './requestChecks.ts';

/** The sandbox client key real providers hand to their components; the local one has a single key. */
const CLIENT_KEY = 'test_LOCALPSP';

/**
 * A hosted card component session (spec: payments 7, connectors/card/sessions). The component page
 * reads the amount from it for its Pay button (or Save, for an amount of 0: a card update).
 */
export async function createSession(ctx: PspContext, input: SessionInput): Promise<CardSession> {
  checkKey('reference', input.reference);
  checkAmount(input.amountMinor, input.currency, { allowZero: true });
  checkRedirectUrl('returnUrl', input.returnUrl);
  const id = newProviderId('cs');
  const now = ctx.now();
  await ctx.db
    .insertInto('psp_sessions')
    .values({
      id,
      reference: input.reference,
      amount_minor: input.amountMinor,
      currency: input.currency,
      return_url: input.returnUrl,
      created_at: new Date(now),
      expires_at: new Date(now + SESSION_LIFETIME_MS),
    })
    .execute();
  return {
    id,
    sessionData: Buffer.from(
      JSON.stringify({ id, amountMinor: input.amountMinor, currency: input.currency }),
    ).toString('base64url'),
    componentUrl: ctx.pageUrl(`/component?session=${encodeURIComponent(id)}`),
    clientKey: CLIENT_KEY,
    environment: 'test',
  };
}

export async function findSession(ctx: PspContext, id: string) {
  const row = await ctx.db
    .selectFrom('psp_sessions')
    .select(['amount_minor', 'currency'])
    .where('id', '=', id)
    .where('expires_at', '>', new Date(ctx.now()))
    .executeTakeFirst();
  return row ? { amountMinor: Number(row.amount_minor), currency: row.currency } : undefined;
}
