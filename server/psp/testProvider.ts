import pino from 'pino';
import { openTestDatabase } from '../db/testDatabase.ts';
import { createServerSecrets } from '../domain/accounts/serverSecrets.ts';
import { createLocalPaymentProvider } from './createLocalPaymentProvider.ts';
import type { CardInput, ProviderEvent } from './paymentProvider.ts';

/**
 * A local provider on a fresh in-memory database and a clock the test moves; notifications go to a
 * recorder that answers `merchant.status` (200 unless the test says otherwise).
 */
export async function openTestProvider(options: { slowConfirmMs?: number; publicUrl?: string } = {}) {
  const database = await openTestDatabase();
  const clock = { now: Date.UTC(2026, 10, 24, 12, 0, 0) };
  const posts: Array<{ rawBody: string; signature: string }> = [];
  /** What the merchant endpoint answers; a test sets 500 to see retries. */
  const merchant = { status: 200 };
  const psp = createLocalPaymentProvider({
    db: database.db,
    secrets: createServerSecrets(database.db),
    now: () => clock.now,
    publicUrl: () => options.publicUrl,
    deliver: async (rawBody: string, signature: string): Promise<number> => {
      posts.push({ rawBody, signature });
      return merchant.status;
    },
    logger: pino({ level: 'silent' }),
    slowConfirmMs: options.slowConfirmMs,
  });
  /** Runs the sweeper once and answers the events the merchant received so far. */
  const delivered = async (): Promise<ProviderEvent[]> => {
    await psp.sweepOnce();
    return posts.map((post) => JSON.parse(post.rawBody) as ProviderEvent);
  };
  const kit = {
    database,
    clock,
    posts,
    merchant,
    psp,
    delivered,
    /** The events received for one merchant reference. */
    async eventsFor(reference: string): Promise<ProviderEvent[]> {
      return (await delivered()).filter((event) => event.data.reference === reference);
    },
    async close() {
      await psp.close();
      await database.close();
    },
  };
  return kit;
}

export type TestProvider = Awaited<ReturnType<typeof openTestProvider>>;

let counter = 0;
/** A fresh merchant reference per call, so tests in one file never share a payment. */
export function nextReference(prefix = 'pay'): string {
  counter += 1;
  return `${prefix}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
}

/** A card typed in the direct form: expiry 12/2030, a CVC as long as most brands want. */
export function clearCard(number: string, cvc = '737'): CardInput {
  return { kind: 'clear', number, cvc, expMonth: 12, expYear: 2030, holderName: 'Ada Lovelace' };
}

/** The same card as the hosted component posts it in sandbox (`test_`-prefixed fields). */
export function sandboxCard(number: string, cvc = '737', month = '03', year = '2030'): CardInput {
  return {
    kind: 'encrypted',
    encryptedCardNumber: `test_${number}`,
    encryptedSecurityCode: `test_${cvc}`,
    encryptedExpiryMonth: `test_${month}`,
    encryptedExpiryYear: `test_${year}`,
    holderName: 'Ada Lovelace',
  };
}
