/** How a code ended, as the TV's push channel reports it. */
export type DeviceOutcome = 'approved' | 'denied' | 'expired';

type Listener = (outcome: DeviceOutcome) => void;

/**
 * Tells listeners in this process that a code was decided, keyed by the device code's hash, so the TV's
 * server-sent event stream answers at once. Approvals made by another instance are not seen here: the
 * stream also reads the row (deviceEventsRoute).
 */
export function createDeviceCodeEvents() {
  const listeners = new Map<string, Set<Listener>>();
  return {
    on(deviceCodeHash: string, listener: Listener): () => void {
      const set = listeners.get(deviceCodeHash) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(deviceCodeHash, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(deviceCodeHash);
      };
    },
    emit(deviceCodeHash: string, outcome: DeviceOutcome): void {
      for (const listener of listeners.get(deviceCodeHash) ?? []) listener(outcome);
    },
    /** Listeners still waiting (tests check that closed streams leave none behind). */
    size(): number {
      return listeners.size;
    },
  };
}

export type DeviceCodeEvents = ReturnType<typeof createDeviceCodeEvents>;
