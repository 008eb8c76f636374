import { describe, expect, it } from 'vitest';
import { cursorAtNow, type GuideCursor, type GuideView, moveCursor } from '../../epg/guideCursor.ts';
import type { Slot } from '../../epg/programme.ts';
import { CHANNEL_REM, cellSpan, HOUR_MS, HOUR_REM, overscanMs } from './guideLayout.ts';

const MIN = 60_000;
const dayStart = Date.parse('2026-11-22T00:00Z');
/** A day of programmes of the sample's kinds of length, 15 minutes to two hours, one after the other. */
function dayOf(lengths: number[]): Slot[] {
  const slots: Slot[] = [];
  let startMs = dayStart;
  for (let index = 0; startMs < dayStart + 24 * HOUR_MS; index += 1) {
    const endMs = Math.min(startMs + (lengths[index % lengths.length] ?? 30) * MIN, dayStart + 24 * HOUR_MS);
    slots.push({ kind: 'programme', id: `p${index}`, title: '', description: '', startMs, endMs });
    startMs = endMs;
  }
  return slots;
}

/** Every slide of the window along a walk Right across the day, then Left back to its start. */
function slidesOfWalk(windowMs: number, lengths: number[]): number[] {
  const view: GuideView = {
    dayMs: dayStart,
    days: [dayOf(lengths)],
    rows: 1,
    windowMs,
    fromMs: dayStart,
    toMs: dayStart + 24 * HOUR_MS,
  };
  let cursor: GuideCursor = cursorAtNow(0, dayStart, view);
  const slides: number[] = [];
  for (const key of [...Array<'right'>(80).fill('right'), ...Array<'left'>(80).fill('left')]) {
    const moved = moveCursor(cursor, key, view);
    if (typeof moved === 'string') break;
    if (moved.windowStartMs !== cursor.windowStartMs)
      slides.push(Math.abs(moved.windowStartMs - cursor.windowStartMs));
    cursor = moved;
  }
  return slides;
}

describe('overscanMs', () => {
  // The window is about 3.9 hours across at every 16:9 size (guideLayout's rem sizes). A Right that slides
  // puts the next programme a quarter window from the left edge, a Left puts it in the window's last three
  // quarters: with programmes up to an hour and a half (the sample's longest but its films) no slide goes
  // past what is drawn.
  it.each([3, 3.86])('keeps every Left and Right slide inside what is drawn, %s-hour window', (hours) => {
    const windowMs = hours * HOUR_MS;
    for (const lengths of [[30], [15, 45, 60, 30, 90], [60, 30, 90]]) {
      const slides = slidesOfWalk(windowMs, lengths);
      // The control: the walk did slide the window, by more than the hour drawn each side before.
      expect(slides.length).toBeGreaterThan(4);
      expect(Math.max(...slides)).toBeGreaterThan(HOUR_MS);
      expect(Math.max(...slides), lengths.join()).toBeLessThanOrEqual(overscanMs(windowMs));
    }
  });

  it('leaves a Right past a two-hour film to draw its window at once', () => {
    const windowMs = 3.86 * HOUR_MS;
    expect(Math.max(...slidesOfWalk(windowMs, [120, 60, 30]))).toBeGreaterThan(overscanMs(windowMs));
  });

  it('is whole half hours, at least an hour', () => {
    expect(overscanMs(HOUR_MS)).toBe(HOUR_MS);
    expect(overscanMs(3.86 * HOUR_MS)).toBe(3 * HOUR_MS);
  });
});

describe('cellSpan', () => {
  const dayEnd = dayStart + 24 * HOUR_MS;
  it('places a programme after the channel column, an hour to HOUR_REM', () => {
    expect(
      cellSpan({ startMs: dayStart + 2 * HOUR_MS, endMs: dayStart + 2.5 * HOUR_MS }, dayStart, dayEnd),
    ).toEqual({
      startMs: dayStart + 2 * HOUR_MS,
      endMs: dayStart + 2.5 * HOUR_MS,
      leftRem: CHANNEL_REM + 2 * HOUR_REM,
      widthRem: HOUR_REM / 2,
    });
  });
  it('cuts a programme across midnight at the day shown, at either end', () => {
    const lateNight = { startMs: dayStart - HOUR_MS, endMs: dayStart + HOUR_MS };
    expect(cellSpan(lateNight, dayStart, dayEnd)).toEqual({
      startMs: dayStart,
      endMs: dayStart + HOUR_MS,
      leftRem: CHANNEL_REM,
      widthRem: HOUR_REM,
    });
    const intoTomorrow = { startMs: dayEnd - HOUR_MS, endMs: dayEnd + 2 * HOUR_MS };
    expect(cellSpan(intoTomorrow, dayStart, dayEnd)).toMatchObject({ endMs: dayEnd, widthRem: HOUR_REM });
  });
});
