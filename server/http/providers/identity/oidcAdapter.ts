import type { Kysely } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { DatabaseSchema } from '../../../db/databaseSchema.ts';

/**
 * oidc-provider's storage on our database (its default keeps everything in one process's memory, which
 * a second instance behind a load balancer would not see). One table; the model name is part of the key.
 */
export function databaseAdapter(db: Kysely<DatabaseSchema>) {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        model: this.model,
        id,
        payload: JSON.stringify(payload),
        grant_id: typeof payload.grantId === 'string' ? payload.grantId : null,
        user_code: typeof payload.userCode === 'string' ? payload.userCode : null,
        uid: typeof payload.uid === 'string' ? payload.uid : null,
        expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
        consumed_at: null,
      };
      await db
        .insertInto('oidc_payloads')
        .values(row)
        .onConflict((conflict) =>
          conflict.columns(['model', 'id']).doUpdateSet({
            payload: row.payload,
            grant_id: row.grant_id,
            user_code: row.user_code,
            uid: row.uid,
            expires_at: row.expires_at,
          }),
        )
        .execute();
    }

    private async findWhere(
      column: 'id' | 'uid' | 'user_code',
      value: string,
    ): Promise<AdapterPayload | undefined> {
      const row = await db
        .selectFrom('oidc_payloads')
        .select(['payload', 'expires_at', 'consumed_at'])
        .where('model', '=', this.model)
        .where(column, '=', value)
        .executeTakeFirst();
      if (!row) return undefined;
      if (row.expires_at && new Date(row.expires_at).getTime() < Date.now()) return undefined;
      return {
        ...(row.payload as AdapterPayload),
        ...(row.consumed_at ? { consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) } : {}),
      };
    }

    find(id: string) {
      return this.findWhere('id', id);
    }
    findByUid(uid: string) {
      return this.findWhere('uid', uid);
    }
    findByUserCode(userCode: string) {
      return this.findWhere('user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      await db
        .updateTable('oidc_payloads')
        .set({ consumed_at: new Date() })
        .where('model', '=', this.model)
        .where('id', '=', id)
        .execute();
    }
    async destroy(id: string): Promise<void> {
      await db.deleteFrom('oidc_payloads').where('model', '=', this.model).where('id', '=', id).execute();
    }
    async revokeByGrantId(grantId: string): Promise<void> {
      await db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).execute();
    }
  };
}
