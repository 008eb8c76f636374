import { z } from 'zod/mini';
import { localStore } from '../../stores/deviceStorage.ts';
import { useFavoritesStore } from '../../stores/favoritesStore.ts';
import { useHistoryStore } from '../../stores/historyStore.ts';
import type { AccountService, Customer, ListKind } from '../accountService.ts';

const PENDING_KEY = 'pending-sync';
const RETRY_MS = 30_000;
/** Progress is saved every few seconds while playing: changes within this window go as one call. */
const COALESCE_MS = 2_000;
const pendingSchema = z.array(z.enum(['favorites', 'history']));

const entriesOf = (kind: ListKind) =>
  kind === 'favorites'
    ? useFavoritesStore.getState().favorites.map(({ mediaid }) => ({ mediaid }))
    : useHistoryStore.getState().entries.map(({ mediaid, progress }) => ({ mediaid, progress }));

/**
 * While signed in, every change to favourites or history goes to the account. A change the back end
 * did not take (offline, 5xx) is remembered on the device (`pending-sync`) and sent again when the
 * browser is back online, every 30 s, and at the next start — nothing the viewer saved is lost.
 */
export interface ListSync {
  stop(): void;
  /** Sends what is waiting now, before the lists change hands (a profile switch). */
  flush(): Promise<void>;
}

export function startListSync(service: AccountService, customer: Customer): ListSync {
  const pending = new Set<ListKind>(localStore.getJson(PENDING_KEY, pendingSchema) ?? []);
  const remember = () => localStore.setJson(PENDING_KEY, [...pending]);

  const push = async (kind: ListKind) => {
    pending.add(kind);
    remember();
    try {
      await service.setList(customer, kind, entriesOf(kind));
      pending.delete(kind);
      remember();
    } catch {
      // Kept in `pending`: retried below.
    }
  };
  const retry = () => {
    for (const kind of pending) void push(kind);
  };
  const scheduled = new Map<ListKind, ReturnType<typeof setTimeout>>();
  const schedule = (kind: ListKind) => {
    pending.add(kind);
    remember();
    if (scheduled.has(kind)) return;
    scheduled.set(
      kind,
      setTimeout(() => {
        scheduled.delete(kind);
        void push(kind);
      }, COALESCE_MS),
    );
  };

  const stopFavorites = useFavoritesStore.subscribe((state, previous) => {
    if (state.favorites !== previous.favorites) schedule('favorites');
  });
  const stopHistory = useHistoryStore.subscribe((state, previous) => {
    if (state.entries !== previous.entries) schedule('history');
  });
  window.addEventListener('online', retry);
  const timer = setInterval(() => pending.size > 0 && retry(), RETRY_MS);
  retry();
  const stop = () => {
    stopFavorites();
    stopHistory();
    window.removeEventListener('online', retry);
    clearInterval(timer);
    for (const pendingTimer of scheduled.values()) clearTimeout(pendingTimer);
    scheduled.clear();
  };
  return {
    stop,
    async flush() {
      stop();
      await Promise.all([...pending].map(push));
    },
  };
}

/** Anything not yet sent, dropped with the account's state at sign-out. */
export function forgetPendingSync() {
  localStore.remove(PENDING_KEY);
}
