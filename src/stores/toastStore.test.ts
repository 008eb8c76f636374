import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../integrations/testing/memoryStorage.ts';
import { showPendingToast, showToast, showToastAfterReload, TOAST_MS, useToastStore } from './toastStore.ts';

const texts = () => useToastStore.getState().toasts.map((toast) => toast.text);

describe('toasts (spec: accounts 4.3, 4.4, 4.8, 4.9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.assign(globalThis, { window: { sessionStorage: memoryStorage() } });
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => vi.useRealTimers());

  it('shows each toast for its time, then lets it go', () => {
    showToast('You are signed in');
    vi.advanceTimersByTime(TOAST_MS / 2);
    showToast('Your password has been changed');
    expect(texts()).toEqual(['You are signed in', 'Your password has been changed']);
    vi.advanceTimersByTime(TOAST_MS / 2);
    expect(texts()).toEqual(['Your password has been changed']);
    vi.advanceTimersByTime(TOAST_MS / 2);
    expect(texts()).toEqual([]);
  });

  it('keeps a toast across a full page load, and shows it once', () => {
    showToastAfterReload('Your account has been deleted');
    expect(texts()).toEqual([]);
    showPendingToast();
    expect(texts()).toEqual(['Your account has been deleted']);
    showPendingToast();
    expect(texts()).toEqual(['Your account has been deleted']);
  });

  it('shows nothing for a blank pending toast, or where storage is unavailable', () => {
    showToastAfterReload('  ');
    showPendingToast();
    Object.assign(globalThis, { window: {} });
    showToastAfterReload('lost');
    showPendingToast();
    expect(texts()).toEqual([]);
  });
});
