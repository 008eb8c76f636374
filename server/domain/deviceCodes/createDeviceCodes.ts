import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/databaseSchema.ts';
import type { Accounts } from '../accounts/index.ts';
import { createCodeEntry } from './codeEntry.ts';
import { hashDeviceCode, hashUserCode, newDeviceCode } from './codeHashes.ts';
import { createDeviceCodeEvents, type DeviceOutcome } from './deviceCodeEvents.ts';
import {
  DEFAULT_DEVICE_CODE_SETTINGS,
  DEVICE_RATE_RULES,
  type DeviceCodeSettings,
  KEEP_DEAD_CODES_MS,
} from './deviceCodeSettings.ts';
import { consumeLimit } from './deviceLimits.ts';
import { createDevicePolling } from './devicePolling.ts';
import { formatUserCode, newUserCode } from './userCode.ts';

/** What the TV asks with (RFC 8628 section 3.1). */
export interface DeviceRequest {
  /** The integration whose tokens the TV wants ('subscription', 'paywall', 'custom', 'identity'). */
  integration: string;
  /** Shown on the phone: 'Living-room TV · Tizen' (deviceNameOf). */
  deviceName: string;
  ip: string;
  /** The app's origin: the phone opens `{origin}/activate`. */
  origin: string;
}

/** The device authorization response (RFC 8628 section 3.2). */
export interface DeviceAuthorization {
  device_code: string;
  /** As the TV shows it: `BCD FGH`. */
  user_code: string;
  verification_uri: string;
  /** The QR code's content: the phone lands on the confirmation with the code filled in. */
  verification_uri_complete: string;
  expires_in: number;
  interval: number;
}

/** TV sign-in by phone: the device authorization grant (RFC 8628) over the account domain. */
export function createDeviceCodes(deps: {
  db: Kysely<DatabaseSchema>;
  accounts: Accounts;
  now?: () => number;
  settings?: Partial<DeviceCodeSettings>;
}) {
  const { db, accounts } = deps;
  const now = deps.now ?? Date.now;
  const settings = { ...DEFAULT_DEVICE_CODE_SETTINGS, ...deps.settings };
  const events = createDeviceCodeEvents();
  let userCodeKey: Promise<string> | undefined;
  const userCodeHash = async (code: string) => {
    userCodeKey ??= accounts.secrets.loadOrCreate('device-user-code-hmac', newDeviceCode);
    return hashUserCode(await userCodeKey, code);
  };
  const entry = createCodeEntry({ db, limits: accounts.limits, events, settings, userCodeHash, now });
  const polling = createDevicePolling({ db, accounts, settings, now });

  async function insertCode(request: DeviceRequest, deviceCode: string): Promise<string> {
    const at = now();
    // A new user code may meet a live one (one in 47 million per live code): draw again.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const userCode = newUserCode();
      const inserted = await db
        .insertInto('device_codes')
        .values({
          device_code_hash: hashDeviceCode(deviceCode),
          user_code_hash: await userCodeHash(userCode),
          integration: request.integration,
          device_name: request.deviceName,
          ip: request.ip,
          status: 'pending',
          customer_id: null,
          uses: 0,
          interval_seconds: settings.intervalSeconds,
          last_polled_at: null,
          created_at: new Date(at),
          expires_at: new Date(at + settings.lifetimeSeconds * 1000),
          decided_at: null,
        })
        .onConflict((conflict) => conflict.column('user_code_hash').doNothing())
        .returning('device_code_hash')
        .executeTakeFirst();
      if (inserted) return userCode;
    }
    throw new Error('No free user code after 5 draws');
  }

  /** How the code stands, for the push channel: one primary-key read, cheap enough to repeat. */
  async function outcome(deviceCode: string): Promise<DeviceOutcome | 'pending' | undefined> {
    const row = await db
      .selectFrom('device_codes')
      .select(['status', 'expires_at'])
      .where('device_code_hash', '=', hashDeviceCode(deviceCode))
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.status === 'approved' || row.status === 'consumed') return 'approved';
    if (row.status === 'denied') return 'denied';
    if (row.status === 'locked' || new Date(row.expires_at).getTime() <= now()) return 'expired';
    return 'pending';
  }

  return {
    settings,
    async create(request: DeviceRequest): Promise<DeviceAuthorization> {
      await consumeLimit(
        accounts.limits,
        `device-authorize:ip:${request.ip}`,
        DEVICE_RATE_RULES.authorizePerIp,
      );
      await db
        .deleteFrom('device_codes')
        .where('expires_at', '<', new Date(now() - KEEP_DEAD_CODES_MS))
        .execute();
      const deviceCode = newDeviceCode();
      const userCode = await insertCode(request, deviceCode);
      return {
        device_code: deviceCode,
        user_code: formatUserCode(userCode),
        verification_uri: `${request.origin}/activate`,
        verification_uri_complete: `${request.origin}/activate?code=${userCode}`,
        expires_in: settings.lifetimeSeconds,
        interval: settings.intervalSeconds,
      };
    },
    describe: entry.describe,
    approve: entry.approve,
    deny: entry.deny,
    /** The TV's poll; `ip` counts it against the address (DEVICE_RATE_RULES.tokenPerIp). */
    async poll(deviceCode: string, ip: string) {
      await consumeLimit(accounts.limits, `device-token:ip:${ip}`, DEVICE_RATE_RULES.tokenPerIp);
      return polling.poll(deviceCode);
    },

    /** Opening the push stream: counted against the address, then the code's standing. */
    async watch(deviceCode: string, ip: string) {
      await consumeLimit(accounts.limits, `device-events:ip:${ip}`, DEVICE_RATE_RULES.eventsPerIp);
      return outcome(deviceCode);
    },

    outcome,

    /** Calls back when this process decides the code; returns the unsubscribe. */
    onDecided(deviceCode: string, listener: (outcome: DeviceOutcome) => void): () => void {
      return events.on(hashDeviceCode(deviceCode), listener);
    },
    /** Codes with a listener waiting in this process. */
    listening: () => events.size(),
  };
}

export type DeviceCodes = ReturnType<typeof createDeviceCodes>;
