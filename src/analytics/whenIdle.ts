/**
 * Runs `work` when the main thread has nothing to do, at the latest `timeoutMs` later; engines without
 * requestIdleCallback (Chromium before 47, some set-top browsers) simply wait that long. Returns a cancel.
 */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(work, timeoutMs);
  return () => clearTimeout(id);
}
