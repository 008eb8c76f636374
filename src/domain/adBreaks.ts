/** An ad break inside a stitched (SSAI) stream, or a client-side break, in stream seconds. */
export interface AdBreak {
  start: number;
  duration: number;
}

const end = (adBreak: AdBreak) => adBreak.start + adBreak.duration;

/** The index of the break playing at `position`, if any. */
export function breakAt(breaks: readonly AdBreak[], position: number): number | undefined {
  const index = breaks.findIndex((adBreak) => position >= adBreak.start && position < end(adBreak));
  return index === -1 ? undefined : index;
}

/** Whole seconds of ad left at `position` (spec: browsing 4, Player — the ad countdown). */
export function adSecondsLeft(breaks: readonly AdBreak[], position: number): number | undefined {
  const index = breakAt(breaks, position);
  const adBreak = index === undefined ? undefined : breaks[index];
  return adBreak ? Math.max(0, Math.ceil(end(adBreak) - position)) : undefined;
}

/**
 * Where a seek from `from` to `to` may land: an ad must not be skipped. A forward seek that crosses
 * (or lands inside) a break not yet played stops at that break's start; inside an unplayed break, a
 * forward seek stays put. Backward seeks and seeks over played breaks go where asked.
 */
export function allowedSeek(
  breaks: readonly AdBreak[],
  played: ReadonlySet<number>,
  from: number,
  to: number,
): number {
  if (to <= from) return to;
  const current = breakAt(breaks, from);
  if (current !== undefined && !played.has(current)) return from;
  const crossed = breaks.findIndex(
    (adBreak, index) => !played.has(index) && adBreak.start > from && adBreak.start <= to,
  );
  const target = crossed === -1 ? undefined : breaks[crossed];
  return target ? target.start : to;
}

/** The breaks as fractions of the duration, for the markers on the seek bar. */
export function breakMarkers(breaks: readonly AdBreak[], duration: number): number[] {
  if (duration <= 0) return [];
  return breaks
    .map((adBreak) => adBreak.start / duration)
    .filter((fraction) => fraction >= 0 && fraction <= 1);
}
