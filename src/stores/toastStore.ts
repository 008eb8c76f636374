import { create } from 'zustand';
import { sessionStore } from './deviceStorage.ts';

/** Long enough to read a line from the sofa; the screen reader has it at once (a polite live region). */
export const TOAST_MS = 5000;
/** A toast to show after a full page load (spec: accounts 4.9 — the deleted account reloads '/'). */
const PENDING_KEY = 'toast';

interface Toast {
  id: number;
  text: string;
}

interface ToastState {
  toasts: Toast[];
  /** `text` in the viewer's language. */
  show(text: string): void;
  dismiss(id: number): void;
}

let nextId = 1;

/**
 * The app's short confirmations (spec: accounts 4.3, 4.4, 4.8, 4.9 — 'sign in success', 'registration
 * success'...): shown a few seconds, never taking focus from where the viewer is.
 */
export const useToastStore = create<ToastState>((set, get) => ({
  toasts: [],
  show(text) {
    const id = nextId++;
    set({ toasts: [...get().toasts, { id, text }] });
    setTimeout(() => get().dismiss(id), TOAST_MS);
  },
  dismiss(id) {
    set({ toasts: get().toasts.filter((toast) => toast.id !== id) });
  },
}));

export const showToast = (text: string) => useToastStore.getState().show(text);

/** Keeps `text` for the next page load, which shows it (showPendingToast). */
export function showToastAfterReload(text: string): void {
  sessionStore.set(PENDING_KEY, text);
}

export function showPendingToast(): void {
  const text = sessionStore.get(PENDING_KEY);
  if (text === null) return;
  sessionStore.remove(PENDING_KEY);
  if (text.trim() !== '') showToast(text);
}
