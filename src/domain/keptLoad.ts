/**
 * A load run once and kept: every later call gets the same promise. A failed load is forgotten, so the
 * next call loads again (the player's Try again after an engine chunk failed; the payment provider's
 * secret after the database was briefly away).
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
