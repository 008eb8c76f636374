import { z } from 'zod/mini';
import { type DeviceStorage, localStore } from '../../stores/deviceStorage.ts';

/** What a session keeps between visits, whatever the integration's own record looks like. */
export interface Tokens {
  accessToken: string;
  refreshToken: string;
  /** Unix seconds after which the access token no longer works. */
  expiresAt: number;
}

/** How one integration writes its tokens in local storage (spec: accounts 3.5, 3.9). */
export interface TokenRecordFormat<Stored> {
  key: string;
  schema: z.core.$ZodType<Stored>;
  toTokens(stored: Stored): Tokens | undefined;
  fromTokens(tokens: Tokens): Stored;
}

export interface TokenStore {
  read(): Tokens | undefined;
  write(tokens: Tokens): void;
  clear(): void;
}

/**
 * Tokens in local storage under the integration's key, with an in-memory copy for devices whose
 * storage is missing or full (spec: accounts 3.5). A record that does not match its schema reads as
 * signed out (spec: accounts 5.9) and nothing crashes. `storage` is the product's prefixed local storage
 * unless the integration's key is a provider's own (spec: accounts 3.9, the account provider's).
 */
export function tokenStore<Stored>(
  format: TokenRecordFormat<Stored>,
  storage: DeviceStorage = localStore,
): TokenStore {
  // Only used when storage refused the write: otherwise storage is the truth, shared with other tabs.
  let memory: Tokens | undefined;
  return {
    read() {
      if (memory) return memory;
      const stored = storage.getJson(format.key, format.schema);
      return stored === undefined ? undefined : format.toTokens(stored);
    },
    write(tokens) {
      storage.setJson(format.key, format.fromTokens(tokens));
      memory = storage.get(format.key) === null ? tokens : undefined;
    },
    clear() {
      memory = undefined;
      storage.remove(format.key);
    },
  };
}

/** The `exp` claim of a JWT, in unix seconds; 0 (already expired) when it cannot be read. */
export function jwtExpiry(jwt: string): number {
  const payload = jwt.split('.')[1];
  if (!payload) return 0;
  try {
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const parsed = z.safeParse(z.object({ exp: z.number() }), json);
    return parsed.success ? parsed.data.exp : 0;
  } catch {
    return 0;
  }
}
