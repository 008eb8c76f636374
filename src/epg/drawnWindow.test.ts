import { describe, expect, it } from 'vitest';
import { coversView, drawnWindowFor, sameDrawnWindow } from './drawnWindow.ts';
import type { GuideCursor, GuideView } from './guideCursor.ts';

const HOUR = 3_600_000;
const dayMs = Date.parse('2026-12-02T00:00Z');
const view: GuideView = {
  dayMs,
  days: Array.from({ length: 20 }, () => []),
  rows: 6,
  windowMs: 3 * HOUR,
  fromMs: dayMs,
  toMs: dayMs + 24 * HOUR,
};
const cursor = (topIndex: number, windowStartHour: number): GuideCursor => ({
  dayMs,
  channelIndex: topIndex,
  slotId: undefined,
  anchorMs: dayMs + windowStartHour * HOUR,
  topIndex,
  windowStartMs: dayMs + windowStartHour * HOUR,
});
const overscan = { rows: 1, ms: HOUR };

describe('drawnWindowFor', () => {
  it('draws the rows in view, the one in part below them, and the overscan each side', () => {
    expect(drawnWindowFor(cursor(5, 10), view, overscan)).toEqual({
      dayMs,
      firstRow: 4,
      lastRow: 12,
      fromMs: dayMs + 9 * HOUR,
      toMs: dayMs + 14 * HOUR,
    });
  });

  it('keeps the rows inside the channel list at both ends', () => {
    expect(drawnWindowFor(cursor(0, 10), view, overscan)).toMatchObject({ firstRow: 0, lastRow: 7 });
    expect(drawnWindowFor(cursor(14, 10), view, overscan)).toMatchObject({ firstRow: 13, lastRow: 19 });
  });
});

describe('coversView', () => {
  const drawn = drawnWindowFor(cursor(5, 10), view, overscan);

  it('covers a slide within the overscan, either way, and a channel each way', () => {
    expect(coversView(drawn, cursor(5, 9.5), view)).toBe(true);
    expect(coversView(drawn, cursor(5, 9), view)).toBe(true);
    expect(coversView(drawn, cursor(5, 11), view)).toBe(true);
    expect(coversView(drawn, cursor(4, 10), view)).toBe(true);
    expect(coversView(drawn, cursor(6, 10), view)).toBe(true);
  });

  it('does not cover a slide or a scroll past the overscan, which is drawn at once', () => {
    expect(coversView(drawn, cursor(5, 8.5), view)).toBe(false);
    expect(coversView(drawn, cursor(5, 11.5), view)).toBe(false);
    expect(coversView(drawn, cursor(3, 10), view)).toBe(false);
    expect(coversView(drawn, cursor(7, 10), view)).toBe(false);
  });

  it('does not cover another day, whatever its times', () => {
    const nextDay = { ...view, dayMs: dayMs + 24 * HOUR };
    expect(coversView(drawn, { ...cursor(5, 10), dayMs: nextDay.dayMs }, nextDay)).toBe(false);
  });

  it('always covers the view it was drawn for, even with no channels (useDrawnWindow relies on it)', () => {
    const none = { ...view, days: [] };
    for (const [top, hour] of [
      [0, 0],
      [5, 10],
      [19, 21],
    ] as const) {
      expect(coversView(drawnWindowFor(cursor(top, hour), view, overscan), cursor(top, hour), view)).toBe(
        true,
      );
      expect(coversView(drawnWindowFor(cursor(top, hour), none, overscan), cursor(top, hour), none)).toBe(
        true,
      );
    }
  });

  it('covers the last rows when the list ends before the part row below them', () => {
    const atEnd = drawnWindowFor(cursor(14, 10), view, overscan);
    expect(coversView(atEnd, cursor(14, 10), view)).toBe(true);
  });
});

describe('sameDrawnWindow', () => {
  it('compares every field', () => {
    const drawn = drawnWindowFor(cursor(5, 10), view, overscan);
    expect(sameDrawnWindow(drawn, { ...drawn })).toBe(true);
    expect(sameDrawnWindow(drawn, { ...drawn, toMs: drawn.toMs + 1 })).toBe(false);
    expect(sameDrawnWindow(drawn, { ...drawn, firstRow: 3 })).toBe(false);
  });
});
