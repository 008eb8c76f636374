import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/databaseSchema.ts';
import type { Accounts, Customer } from '../accounts/index.ts';
import { hashDeviceCode } from './codeHashes.ts';
import { DeviceCodeError } from './deviceCodeError.ts';
import type { DeviceCodeSettings } from './deviceCodeSettings.ts';

/** An approved code, redeemed: whose session the TV gets, for which integration, and the TV that asked. */
export interface RedeemedCode {
  customer: Customer;
  integration: string;
  /** As the phone saw it ('Living-room TV · Tizen'): the session list names the TV so. */
  deviceName: string;
  ip?: string;
}

/**
 * The token endpoint's answers (RFC 8628 section 3.5). Success names the redeemed code; the session's
 * tokens are the integration's to issue (the account domain's, or the managed identity's).
 */
export type PollResult =
  | { status: 'authorization_pending' }
  | { status: 'slow_down'; interval: number }
  | { status: 'access_denied' }
  | { status: 'expired_token' }
  | ({ status: 'success' } & RedeemedCode);

const invalidGrant = () => new DeviceCodeError('invalid_grant', 'The device code is not valid');

/**
 * The TV's side of the grant. `slow_down` throttles only the pending answer: a poll sooner than the
 * interval after the previous one adds `slowDownSeconds` to the interval for the rest of the code's life
 * (RFC 8628 section 3.5), and the first poll is never too soon. A decision (approved, denied, expired) is
 * answered at once whatever the pace, so the push channel's "approved" is followed by tokens without a
 * wait. Success is given once: redeeming claims the row atomically, and a second poll is `invalid_grant`.
 */
export function createDevicePolling(deps: {
  db: Kysely<DatabaseSchema>;
  accounts: Pick<Accounts, 'customers'>;
  settings: DeviceCodeSettings;
  now: () => number;
}) {
  const { db, settings, now } = deps;

  async function redeem(deviceCodeHash: string): Promise<PollResult> {
    const claimed = await db
      .updateTable('device_codes')
      .set({ status: 'consumed' })
      .where('device_code_hash', '=', deviceCodeHash)
      .where('status', '=', 'approved')
      .returning(['customer_id', 'integration', 'ip', 'device_name'])
      .executeTakeFirst();
    if (!claimed?.customer_id) throw invalidGrant();
    const customer = await deps.accounts.customers.findById(claimed.customer_id);
    if (!customer) throw invalidGrant();
    return {
      status: 'success',
      customer,
      integration: claimed.integration,
      deviceName: claimed.device_name,
      ...(claimed.ip ? { ip: claimed.ip } : {}),
    };
  }

  async function pace(row: {
    device_code_hash: string;
    interval_seconds: number;
    last_polled_at: Date | null;
  }): Promise<PollResult> {
    const at = now();
    const last = row.last_polled_at ? new Date(row.last_polled_at).getTime() : undefined;
    const tooSoon = last !== undefined && at - last < row.interval_seconds * 1000;
    const interval = row.interval_seconds + (tooSoon ? settings.slowDownSeconds : 0);
    // Compare-and-set on the previous poll time: of two polls at once, one is the second and slows down.
    const updated = await db
      .updateTable('device_codes')
      .set({ last_polled_at: new Date(at), interval_seconds: interval })
      .where('device_code_hash', '=', row.device_code_hash)
      .where('last_polled_at', row.last_polled_at === null ? 'is' : '=', row.last_polled_at)
      .executeTakeFirst();
    if (updated.numUpdatedRows > 0n) {
      return tooSoon ? { status: 'slow_down', interval } : { status: 'authorization_pending' };
    }
    const raced = await db
      .updateTable('device_codes')
      .set((eb) => ({
        last_polled_at: new Date(at),
        interval_seconds: eb('interval_seconds', '+', settings.slowDownSeconds),
      }))
      .where('device_code_hash', '=', row.device_code_hash)
      .returning('interval_seconds')
      .executeTakeFirstOrThrow();
    return { status: 'slow_down', interval: raced.interval_seconds };
  }

  return {
    async poll(deviceCode: string): Promise<PollResult> {
      const deviceCodeHash = hashDeviceCode(deviceCode);
      const row = await db
        .selectFrom('device_codes')
        .select(['device_code_hash', 'status', 'expires_at', 'interval_seconds', 'last_polled_at'])
        .where('device_code_hash', '=', deviceCodeHash)
        .executeTakeFirst();
      if (!row || row.status === 'consumed') throw invalidGrant();
      if (new Date(row.expires_at).getTime() <= now()) return { status: 'expired_token' };
      switch (row.status) {
        case 'approved':
          return redeem(deviceCodeHash);
        case 'denied':
          return { status: 'access_denied' };
        case 'locked':
          return { status: 'expired_token' };
        default:
          return pace(row);
      }
    },
  };
}
