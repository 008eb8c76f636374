/**
 * A load run once and kept: every later call gets the same promise. A failed load is forgotten, so the
 * next call (the viewer's Try again) loads again.
 */
export function keptLoad<T>(load: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | undefined;
  return () => {
    kept ??= load().catch((error: unknown) => {
      kept = undefined;
      throw error;
    });
    return kept;
  };
}
