import type { Kysely } from 'kysely';
import { CAPTURE_SETTINGS } from '../../catalog/accountCatalog.ts';
import type { DatabaseSchema } from '../../db/databaseSchema.ts';

/** Personal-details capture (spec: accounts 3.4, 4.7): the settings, and the answers a customer gave. */
export function createCapture(db: Kysely<DatabaseSchema>, now: () => number) {
  const answersOf = async (customerId: number) =>
    (
      await db
        .selectFrom('capture_answers')
        .select('answers')
        .where('customer_id', '=', customerId)
        .executeTakeFirst()
    )?.answers ?? {};

  return {
    settings: () => CAPTURE_SETTINGS,
    answers: answersOf,
    /** Capture is shown until every enabled, required setting has an answer. */
    async status(customerId: number) {
      const answers = await answersOf(customerId);
      const settings = CAPTURE_SETTINGS.filter((setting) => setting.enabled);
      const unanswered = settings.some(
        (setting) => setting.required && setting.key !== 'firstNameLastName' && !(setting.key in answers),
      );
      return {
        isCaptureEnabled: true,
        shouldCaptureBeDisplayed: unanswered,
        settings: settings.map((setting) => ({ ...setting, answer: answers[setting.key] ?? null })),
      };
    },
    /** Empty answers are left out (spec: accounts 4.7); earlier answers are kept. */
    async save(customerId: number, answers: Record<string, unknown>): Promise<void> {
      const given = Object.fromEntries(
        Object.entries(answers).filter(([, value]) => value !== '' && value !== null && value !== undefined),
      );
      const merged = JSON.stringify({ ...(await answersOf(customerId)), ...given });
      await db
        .insertInto('capture_answers')
        .values({ customer_id: customerId, answers: merged, updated_at: new Date(now()) })
        .onConflict((conflict) =>
          conflict.column('customer_id').doUpdateSet({ answers: merged, updated_at: new Date(now()) }),
        )
        .execute();
    },
  };
}

export type Capture = ReturnType<typeof createCapture>;
