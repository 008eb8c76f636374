import { z } from 'zod/mini';
import { create } from 'zustand';
import {
  DEFAULT_HISTORY_LIMIT,
  type HistoryEntry,
  recordProgress,
  resumePosition,
} from '../domain/watchHistory.ts';
import { localStore } from './deviceStorage.ts';

const STORAGE_KEY = 'history';

/** spec: browsing 5 — stored history entries need mediaid (string) and progress (number); else empty. */
const storedSchema = z.array(
  z.object({
    mediaid: z.string(),
    title: z._default(z.string(), ''),
    seriesId: z.optional(z.string()),
    progress: z.number(),
    duration: z._default(z.number().check(z.nonnegative()), 0),
  }),
);

interface HistoryState {
  entries: HistoryEntry[];
  record(entry: HistoryEntry, limit?: number): void;
  /** The whole list at once: the account's, on sign-in; the device's again, on sign-out. */
  replace(entries: HistoryEntry[]): void;
}

/** Guests keep their progress on the device (spec: browsing 4, Continue watching). */
export const useHistoryStore = create<HistoryState>((set, get) => ({
  entries: localStore.getJson(STORAGE_KEY, storedSchema) ?? [],
  record(entry, limit = DEFAULT_HISTORY_LIMIT) {
    const entries = recordProgress(get().entries, entry, limit);
    get().replace(entries);
  },
  replace(entries) {
    localStore.setJson(STORAGE_KEY, entries);
    set({ entries });
  },
}));

/** Where this title resumes from its saved progress now (spec: browsing 4), or undefined for its start. */
export function savedResumePosition(mediaid: string): number | undefined {
  return resumePosition(useHistoryStore.getState().entries.find((entry) => entry.mediaid === mediaid));
}
