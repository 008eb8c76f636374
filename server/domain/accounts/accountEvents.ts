/** Why a session ended; the notifications issue tells the session's device (spec: accounts 4.12). */
export type SessionEndReason =
  | 'signed_out'
  | 'sessions_limit'
  | 'refresh_reuse'
  | 'password_changed'
  | 'account_deleted';

export interface AccountEventMap {
  'session.ended': { customerUuid: string; sessionId: string; reason: SessionEndReason };
  'mail.queued': { to: string; subject: string };
}

type Listener<K extends keyof AccountEventMap> = (event: AccountEventMap[K]) => void;

/** A small typed hub: the domain announces, notifications and tests listen, nobody reaches in. */
export function createAccountEvents() {
  const listeners = new Map<keyof AccountEventMap, Set<Listener<keyof AccountEventMap>>>();
  return {
    on<K extends keyof AccountEventMap>(name: K, listener: Listener<K>): () => void {
      const set = listeners.get(name) ?? new Set();
      set.add(listener as Listener<keyof AccountEventMap>);
      listeners.set(name, set);
      return () => set.delete(listener as Listener<keyof AccountEventMap>);
    },
    emit<K extends keyof AccountEventMap>(name: K, event: AccountEventMap[K]): void {
      for (const listener of listeners.get(name) ?? []) listener(event);
    },
  };
}

export type AccountEvents = ReturnType<typeof createAccountEvents>;
