import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../integrations/testing/memoryStorage.ts';
import { STORAGE_PREFIX } from './deviceStorage.ts';

/** The favourites a fresh start reads from what the device holds under `favorites`. */
async function favouritesReadFrom(stored: unknown) {
  const localStorage = memoryStorage();
  const text = typeof stored === 'string' ? stored : JSON.stringify(stored);
  localStorage.setItem(`${STORAGE_PREFIX}.favorites`, text);
  Object.assign(globalThis, { window: { localStorage } });
  vi.resetModules();
  const { useFavoritesStore } = await import('./favoritesStore.ts');
  return useFavoritesStore.getState().favorites;
}

describe('favourites read from the device (spec: browsing 5 — stored favourites must have mediaid)', () => {
  it.each<[string, unknown, unknown[]]>([
    [
      'entries without a title are kept; only the malformed one goes',
      [{ mediaid: 'abc12345' }, { mediaid: 'def67890', title: 'X' }, { bogus: 1 }],
      [{ mediaid: 'abc12345' }, { mediaid: 'def67890', title: 'X' }],
    ],
    [
      'a title that is not text does not cost the entry',
      [{ mediaid: 'abc12345', title: 5 }],
      [{ mediaid: 'abc12345' }],
    ],
    ['no list at all reads as empty', { mediaid: 'abc12345' }, []],
    ['text that is not JSON reads as empty', '[{"mediaid":', []],
  ])('%s', async (_name, stored, expected) => {
    expect(await favouritesReadFrom(stored)).toEqual(expected);
  });
});
