import { z } from 'zod/mini';
import type { DeviceStorage } from '../../stores/deviceStorage.ts';
import { AccountError } from '../accountError.ts';
import type { AccountNotifications } from '../accountService.ts';
import { accountSchema } from './paywallAccount.ts';
import type { PaywallClient } from './paywallClient.ts';
import { paywallErrorTables } from './paywallErrors.ts';

/** The provider's fixed key for the notification credentials (spec: payments 3; beside `inplayer_token`). */
export const IOT_STORAGE_KEY = 'inplayer_iot';

/** spec: payments 9 — credentials are reused for 30 minutes. */
export const CREDENTIAL_CACHE_MS = 30 * 60 * 1000;

const credentialsSchema = z.object({
  region: z.string(),
  accessKey: z.string().check(z.minLength(1)),
  secretKey: z.string(),
  sessionToken: z.string().check(z.minLength(1)),
  iotEndpoint: z.string().check(z.minLength(1)),
  expiresAt: z.number(),
});

const cachedSchema = z.object({ credentials: credentialsSchema, cachedAt: z.number() });

/**
 * The account provider's real-time notifications (spec: payments 4, 7): `GET {host}/iot/keys` for the
 * credentials, kept under the provider's key for 30 minutes while they also remain unexpired; the
 * account's uuid is the topic. A stored record that does not parse reads as none.
 */
export function paywallNotifications(
  { call }: Pick<PaywallClient, 'call'>,
  storage: DeviceStorage,
  now: () => number = Date.now,
): AccountNotifications {
  return {
    async topic() {
      const account = await call('GET', '/accounts', {
        schema: accountSchema,
        table: paywallErrorTables.other,
        bearer: true,
      });
      if (!account.uuid) throw new AccountError('errors.unexpected_response');
      return account.uuid;
    },
    async credentials() {
      const cached = storage.getJson(IOT_STORAGE_KEY, cachedSchema);
      const at = now();
      if (cached && at - cached.cachedAt < CREDENTIAL_CACHE_MS && cached.credentials.expiresAt * 1000 > at)
        return cached.credentials;
      const credentials = await call('GET', '/iot/keys', {
        schema: credentialsSchema,
        table: paywallErrorTables.other,
        bearer: true,
      });
      storage.setJson(IOT_STORAGE_KEY, { credentials, cachedAt: at });
      return credentials;
    },
    forget() {
      storage.remove(IOT_STORAGE_KEY);
    },
  };
}
