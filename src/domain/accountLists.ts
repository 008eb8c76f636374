/**
 * spec: accounts 4.3, 4.4; browsing 5 — signing in restores the account's favourites and history and
 * keeps what the guest had on the device: the account's entries first (they are the viewer's), then
 * the device's that the account lacks, at most `limit`.
 */
export function mergeLists<T extends { mediaid: string }>(
  account: readonly T[],
  device: readonly T[],
  limit: number,
): T[] {
  const known = new Set(account.map((entry) => entry.mediaid));
  return [...account, ...device.filter((entry) => !known.has(entry.mediaid))].slice(0, limit);
}
