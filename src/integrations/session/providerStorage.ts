import { z } from 'zod/mini';
import type { DeviceStorage } from '../../stores/deviceStorage.ts';

/**
 * Local storage under a provider's own fixed keys, without the product's `ott.` prefix (spec: accounts
 * 3.5, 3.9): the account provider's client library reads and writes its token record there, so a
 * session started by one is seen by the other. Like the product's storage, a missing or refusing
 * storage (private mode, a full quota, a TV with storage off) throws nothing: reads find nothing and
 * writes are dropped, and the token store keeps its in-memory copy.
 */
export function providerStorage(backend: () => Storage = () => window.localStorage): DeviceStorage {
  const attempt = <T>(work: (storage: Storage) => T, fallback: T): T => {
    try {
      return work(backend());
    } catch {
      return fallback;
    }
  };
  const storage: DeviceStorage = {
    get: (key) => attempt((s) => s.getItem(key), null),
    set: (key, value) => attempt((s) => s.setItem(key, value), undefined),
    remove: (key) => attempt((s) => s.removeItem(key), undefined),
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
