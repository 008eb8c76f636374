import { z } from 'zod/mini';

/** spec: browsing 3, Other — local storage keys share a fixed product prefix followed by a dot. */
export const STORAGE_PREFIX = 'ott';

export interface DeviceStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** The stored JSON if it parses and matches the schema; anything else reads as undefined. */
  getJson<T>(key: string, schema: z.core.$ZodType<T>): T | undefined;
  setJson(key: string, value: unknown): void;
}

/**
 * Storage can be missing or throw (private mode, a full quota, a TV with storage disabled): the app
 * keeps working and simply remembers nothing.
 */
function prefixed(backend: () => Storage): DeviceStorage {
  const name = (key: string) => `${STORAGE_PREFIX}.${key}`;
  const attempt = <T>(work: (storage: Storage) => T, fallback: T): T => {
    try {
      return work(backend());
    } catch {
      return fallback;
    }
  };
  const storage: DeviceStorage = {
    get: (key) => attempt((s) => s.getItem(name(key)), null),
    set: (key, value) => attempt((s) => s.setItem(name(key), value), undefined),
    remove: (key) => attempt((s) => s.removeItem(name(key)), undefined),
    getJson(key, schema) {
      const raw = storage.get(key);
      if (raw === null) return undefined;
      try {
        const parsed = z.safeParse(schema, JSON.parse(raw));
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },
    setJson: (key, value) => storage.set(key, JSON.stringify(value)),
  };
  return storage;
}

export const localStore = prefixed(() => window.localStorage);
export const sessionStore = prefixed(() => window.sessionStorage);
