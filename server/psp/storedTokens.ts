import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/databaseSchema.ts';
import type { CardSummary, WalletSummary } from './paymentProvider.ts';
import { newProviderId } from './providerIds.ts';

type Db = Kysely<DatabaseSchema>;

export type StoredMethod =
  | { kind: 'card'; card: CardSummary; needsShopper: boolean }
  | { kind: 'wallet'; wallet: WalletSummary; needsShopper: false };

export const LOCAL_WALLET_NAME = 'Local Wallet';

/**
 * Keeps a card (its summary, never the number or CVC) or a wallet billing agreement for later charges
 * without the shopper. The token is an opaque random id, good only together with the shopper reference
 * it was stored for; it is no secret by itself (it travels in notifications, as real providers send it).
 */
export async function storeMethod(
  db: Db,
  shopperReference: string,
  method: StoredMethod,
  now: number,
  token = newProviderId('tok'),
): Promise<string> {
  await db
    .insertInto('psp_stored_tokens')
    .values({
      token,
      shopper_reference: shopperReference,
      kind: method.kind,
      brand: method.kind === 'card' ? method.card.brand : null,
      last4: method.kind === 'card' ? method.card.last4 : null,
      exp_month: method.kind === 'card' ? method.card.expMonth : null,
      exp_year: method.kind === 'card' ? method.card.expYear : null,
      holder_name: method.kind === 'card' ? method.card.holderName : null,
      payer_id: method.kind === 'wallet' ? method.wallet.payerId : null,
      needs_shopper: method.needsShopper,
      created_at: new Date(now),
    })
    .execute();
  return token;
}

/** The method behind a token, when the token was stored for this shopper. */
export async function findStoredMethod(
  db: Db,
  token: string,
  shopperReference: string,
): Promise<StoredMethod | undefined> {
  const row = await db
    .selectFrom('psp_stored_tokens')
    .selectAll()
    .where('token', '=', token)
    .where('shopper_reference', '=', shopperReference)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.kind === 'wallet') {
    return {
      kind: 'wallet',
      wallet: { name: LOCAL_WALLET_NAME, payerId: row.payer_id ?? '' },
      needsShopper: false,
    };
  }
  return {
    kind: 'card',
    card: {
      brand: row.brand ?? '',
      last4: row.last4 ?? '',
      expMonth: row.exp_month ?? 0,
      expYear: row.exp_year ?? 0,
      holderName: row.holder_name ?? '',
    },
    needsShopper: row.needs_shopper,
  };
}
