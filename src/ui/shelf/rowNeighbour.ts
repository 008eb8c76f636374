/**
 * Where Left or Right goes along a row of cards in order: the neighbouring card's focus key, or null
 * at either end and for Up or Down (those leave the row).
 */
export function rowNeighbour(keys: readonly string[], from: string, direction: string): string | null {
  if (direction !== 'left' && direction !== 'right') return null;
  const index = keys.indexOf(from);
  if (index < 0) return null;
  return keys[index + (direction === 'right' ? 1 : -1)] ?? null;
}
