import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/databaseSchema.ts';
import { type Accounts, type Customer, RATE_RULES } from '../accounts/index.ts';
import { DeviceCodeError } from './deviceCodeError.ts';
import type { DeviceCodeEvents } from './deviceCodeEvents.ts';
import type { DeviceCodeSettings } from './deviceCodeSettings.ts';
import { consumeLimit } from './deviceLimits.ts';
import { normalizeUserCode } from './userCode.ts';

/** Who enters a code on the phone: a signed-in customer from an address. */
export interface CodeEntrant {
  customer: Customer;
  ip: string;
}

/** The device that asked, shown on the phone before the viewer approves (RFC 8628 section 5.4). */
export interface AskingDevice {
  deviceName: string;
  integration: string;
  expiresAt: Date;
}

const invalidCode = () => new DeviceCodeError('invalid_code', 'Invalid or expired code');

/**
 * The phone's side of the grant. Every entry, right or wrong, counts against the entrant's address and
 * account (RATE_RULES.codeEntryPerIp / PerAccount, then 429), and against the code itself: a code
 * entered more than `maxEntriesPerCode` times is locked, so a guesser who hits a live code still gets
 * at most a few tries at it. Only pending, unexpired codes can be entered: approved, denied, locked and
 * expired codes answer `invalid_code` like unknown ones.
 */
export function createCodeEntry(deps: {
  db: Kysely<DatabaseSchema>;
  limits: Accounts['limits'];
  events: DeviceCodeEvents;
  settings: DeviceCodeSettings;
  userCodeHash: (code: string) => Promise<string>;
  now: () => number;
}) {
  const { db, events, settings, now } = deps;

  async function consumeLimits(entrant: CodeEntrant): Promise<void> {
    await consumeLimit(deps.limits, `device-code:ip:${entrant.ip}`, RATE_RULES.codeEntryPerIp);
    await consumeLimit(
      deps.limits,
      `device-code:account:${entrant.customer.id}`,
      RATE_RULES.codeEntryPerAccount,
    );
  }

  /** Counts the entry against the code and returns its row, or refuses. */
  async function enter(rawCode: string, entrant: CodeEntrant) {
    await consumeLimits(entrant);
    const code = normalizeUserCode(rawCode);
    if (!code) throw invalidCode();
    const at = new Date(now());
    const row = await db
      .updateTable('device_codes')
      .set((eb) => ({ uses: eb('uses', '+', 1) }))
      .where('user_code_hash', '=', await deps.userCodeHash(code))
      .where('status', '=', 'pending')
      .where('expires_at', '>', at)
      .returning(['device_code_hash', 'uses', 'device_name', 'integration', 'expires_at'])
      .executeTakeFirst();
    if (!row) throw invalidCode();
    if (row.uses > settings.maxEntriesPerCode) {
      await decide(row.device_code_hash, 'locked', entrant.customer.id);
      throw invalidCode();
    }
    return row;
  }

  /** Moves a pending code to its end state; false when another request decided it first. */
  async function decide(
    deviceCodeHash: string,
    status: 'approved' | 'denied' | 'locked',
    customerId: number,
  ): Promise<boolean> {
    const result = await db
      .updateTable('device_codes')
      .set({ status, customer_id: customerId, decided_at: new Date(now()) })
      .where('device_code_hash', '=', deviceCodeHash)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    const decided = result.numUpdatedRows > 0n;
    if (decided) events.emit(deviceCodeHash, status === 'locked' ? 'expired' : status);
    return decided;
  }

  async function settle(rawCode: string, entrant: CodeEntrant, status: 'approved' | 'denied') {
    const row = await enter(rawCode, entrant);
    if (!(await decide(row.device_code_hash, status, entrant.customer.id))) throw invalidCode();
    return { deviceName: row.device_name, integration: row.integration };
  }

  return {
    async describe(rawCode: string, entrant: CodeEntrant): Promise<AskingDevice> {
      const row = await enter(rawCode, entrant);
      return {
        deviceName: row.device_name,
        integration: row.integration,
        expiresAt: new Date(row.expires_at),
      };
    },
    /** Signs the device in as the entrant: its next poll gets tokens once. */
    approve: (rawCode: string, entrant: CodeEntrant) => settle(rawCode, entrant, 'approved'),
    deny: (rawCode: string, entrant: CodeEntrant) => settle(rawCode, entrant, 'denied'),
  };
}
