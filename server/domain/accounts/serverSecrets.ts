import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/databaseSchema.ts';

/**
 * Secrets the server makes for itself (token signing keys, cookie keys), kept in the database so that
 * every instance uses the same ones and tokens survive a restart. The first instance to start writes
 * it; the others read what it wrote.
 */
export function createServerSecrets(db: Kysely<DatabaseSchema>) {
  return {
    async loadOrCreate(name: string, create: () => string): Promise<string> {
      await db
        .insertInto('server_secrets')
        .values({ name, value: create() })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
      const row = await db
        .selectFrom('server_secrets')
        .select('value')
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      return row.value;
    },
  };
}

export type ServerSecrets = ReturnType<typeof createServerSecrets>;
