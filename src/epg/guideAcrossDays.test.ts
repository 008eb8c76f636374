import { describe, expect, it } from 'vitest';
import { buildDay } from './epgDay.ts';
import { type GuideDays, moveThroughDays } from './guideAcrossDays.ts';
import type { GuideCursor, GuideMove, GuideView } from './guideCursor.ts';
import type { Programme } from './programme.ts';

/**
 * The guide across midnight (issue 18): Right past a day's last programme and Later at its end go on
 * into the next day; Left and Earlier go back into the day before while the channel's catch-up window
 * reaches it. Three days in UTC, built from one schedule as the app builds them (buildDay), so a
 * programme across midnight is in both days under one id, as it is on screen.
 */

const MIN = 60_000;
const HOUR = 60 * MIN;
const at = (iso: string) => Date.parse(`${iso}Z`);
const day21 = at('2026-11-21T00:00');
const day22 = at('2026-11-22T00:00');
const day23 = at('2026-11-23T00:00');
const texts = { emptySlotTitle: 'Off air', noProgrammeTitle: 'Nothing', gapDescription: '' };

const show = (channel: string, title: string, start: string, end: string): Programme => ({
  id: `${channel}@${start}`,
  title,
  description: '',
  startMs: at(start),
  endMs: at(end),
});
/** Channel a (24-hour catch-up): five programmes a day, the last one running past midnight. */
const channelA = ['20', '21', '22', '23'].flatMap((date) => {
  const next = String(Number(date) + 1);
  const late = show('a', 'Late', `2026-11-${date}T23:15`, `2026-11-${next}T00:45`);
  if (date === '20') return [late];
  return [
    show('a', 'Early', `2026-11-${date}T00:45`, `2026-11-${date}T06:00`),
    show('a', 'Morning', `2026-11-${date}T06:00`, `2026-11-${date}T12:00`),
    show('a', 'Afternoon', `2026-11-${date}T12:00`, `2026-11-${date}T18:00`),
    show('a', 'Evening', `2026-11-${date}T18:00`, `2026-11-${date}T23:15`),
    late,
  ];
});
/** Channel b (4-hour catch-up): one programme from midnight to 22:00, then nothing till midnight. */
const channelB = ['21', '22', '23'].map((date) =>
  show('b', 'All day', `2026-11-${date}T00:00`, `2026-11-${date}T22:00`),
);

const now = at('2026-11-22T05:00');
const WINDOW = 3 * HOUR;

function guideOf(
  display: { fromHours: number; toHours: number },
  lastDayMs = day23,
  catchupFromMs = [now - 24 * HOUR, now - 4 * HOUR],
): GuideDays {
  return {
    timeZone: 'UTC',
    lastDayMs,
    catchupFromMs,
    viewOf: (dayMs): GuideView => ({
      dayMs,
      days: [buildDay('a', channelA, dayMs, 'UTC', texts), buildDay('b', channelB, dayMs, 'UTC', texts)],
      rows: 2,
      windowMs: WINDOW,
      fromMs: dayMs + display.fromHours * HOUR,
      toMs: dayMs + display.toHours * HOUR,
    }),
  };
}
const wholeDays = guideOf({ fromHours: 0, toHours: 24 });

/** A cursor on a slot of channel a (0) or b (1), the window at the given time of the same day. */
function on(dayMs: number, channelIndex: number, slotId: string | undefined, window: string): GuideCursor {
  const windowStartMs = at(window);
  return { dayMs, channelIndex, slotId, anchorMs: windowStartMs, topIndex: 0, windowStartMs };
}

function walk(guide: GuideDays, start: GuideCursor, ...moves: GuideMove[]) {
  let cursor: ReturnType<typeof moveThroughDays> = start;
  for (const move of moves) {
    if (typeof cursor === 'string') break;
    cursor = moveThroughDays(cursor, move, guide);
  }
  return cursor;
}

describe('moveThroughDays: the guide goes on past midnight', () => {
  it.each([
    [
      "Right on the day's last programme: the next day's first programme after it (not the same one again)",
      on(day22, 0, 'a@2026-11-22T23:15', '2026-11-22T21:00'),
      ['right'],
      { dayMs: day23, slotId: 'a@2026-11-23T00:45', windowStartMs: day23, anchorMs: at('2026-11-23T00:45') },
    ],
    [
      "Right on the gap that ends the day: the next day's first programme",
      on(day22, 1, 'gap-b-1795384800000', '2026-11-22T21:00'),
      ['right'],
      { dayMs: day23, channelIndex: 1, slotId: 'b@2026-11-23T00:00', windowStartMs: day23 },
    ],
    [
      'Right then Left: the programme across midnight, now seen at the start of the new day',
      on(day22, 0, 'a@2026-11-22T23:15', '2026-11-22T21:00'),
      ['right', 'left'],
      { dayMs: day23, slotId: 'a@2026-11-22T23:15', windowStartMs: day23 },
    ],
    [
      'Right then Left twice: back into the day before, on the programme before it',
      on(day22, 0, 'a@2026-11-22T23:15', '2026-11-22T21:00'),
      ['right', 'left', 'left'],
      { dayMs: day22, slotId: 'a@2026-11-22T18:00', windowStartMs: at('2026-11-22T21:00') },
    ],
    [
      'Down after crossing: the next channel in the new day, under the same time',
      on(day22, 0, 'a@2026-11-22T23:15', '2026-11-22T21:00'),
      ['right', 'down'],
      { dayMs: day23, channelIndex: 1, slotId: 'b@2026-11-23T00:00' },
    ],
    [
      "Right on the last day's last programme: stays there",
      on(day23, 0, 'a@2026-11-23T23:15', '2026-11-23T21:00'),
      ['right'],
      { dayMs: day23, slotId: 'a@2026-11-23T23:15', windowStartMs: at('2026-11-23T21:00') },
    ],
    [
      'Later at the end of the day: the next day from its start, on what is on at midnight',
      on(day22, 0, 'a@2026-11-22T23:15', '2026-11-22T21:00'),
      ['slideRight'],
      { dayMs: day23, windowStartMs: day23, slotId: 'a@2026-11-22T23:15', anchorMs: day23 },
    ],
    [
      'Later inside the day: half a window, as before',
      on(day22, 0, 'a@2026-11-22T12:00', '2026-11-22T12:00'),
      ['slideRight'],
      { dayMs: day22, windowStartMs: at('2026-11-22T13:30'), slotId: 'a@2026-11-22T12:00' },
    ],
    [
      'Later on the channel column at the end of the day: the next day, still on the channel',
      on(day22, 0, undefined, '2026-11-22T21:00'),
      ['slideRight'],
      { dayMs: day23, windowStartMs: day23, slotId: undefined },
    ],
    [
      "Earlier at the day's start, the channel's catch-up reaching the day before: its end",
      on(day22, 0, 'a@2026-11-21T23:15', '2026-11-22T00:00'),
      ['slideLeft'],
      { dayMs: day21, windowStartMs: at('2026-11-21T21:00'), slotId: 'a@2026-11-21T18:00' },
    ],
    [
      // The toolbar acts for the whole guide (and is reached by going up through the channels).
      "Earlier at the day's start on a channel whose catch-up ends today, another's reaching the day before",
      on(day22, 1, 'b@2026-11-22T00:00', '2026-11-22T00:00'),
      ['slideLeft'],
      { dayMs: day21, windowStartMs: at('2026-11-21T21:00'), slotId: 'b@2026-11-21T00:00' },
    ],
    [
      "Left on the day's first programme, inside the catch-up window: the day before's programme before it",
      on(day22, 0, 'a@2026-11-21T23:15', '2026-11-22T00:00'),
      ['left'],
      {
        dayMs: day21,
        slotId: 'a@2026-11-21T18:00',
        windowStartMs: at('2026-11-21T21:00'),
        anchorMs: at('2026-11-21T21:00'),
      },
    ],
    [
      "Left on the day's first programme when the day before is older than the catch-up: the channel",
      on(day22, 1, 'b@2026-11-22T00:00', '2026-11-22T00:00'),
      ['left'],
      { dayMs: day22, slotId: undefined },
    ],
    [
      'Left into the day before stops where the schedule (and the catch-up) ends: the channel',
      on(day21, 0, 'a@2026-11-21T00:45', '2026-11-21T00:00'),
      ['left', 'left'],
      { dayMs: day21, slotId: undefined },
    ],
  ] as const)('%s', (_case, start, moves, expected) => {
    expect(walk(wholeDays, start, ...moves)).toMatchObject(expected);
  });

  it('goes no further than the last day with programmes', () => {
    const todayOnly = guideOf({ fromHours: 0, toHours: 24 }, day22);
    const last = on(day22, 0, 'a@2026-11-22T23:15', '2026-11-22T21:00');
    expect(moveThroughDays(last, 'right', todayOnly)).toMatchObject({ dayMs: day22, slotId: last.slotId });
    expect(moveThroughDays(last, 'slideRight', todayOnly)).toMatchObject({
      dayMs: day22,
      windowStartMs: last.windowStartMs,
    });
  });

  it("goes back no further than any channel's catch-up window reaches", () => {
    // 10:00 on the 22nd with 8 and 4 hours of catch-up: nothing of the 21st can still be watched.
    const morning = at('2026-11-22T10:00');
    const noCatchup = guideOf({ fromHours: 0, toHours: 24 }, day23, [morning - 8 * HOUR, morning - 4 * HOUR]);
    const start = on(day22, 0, 'a@2026-11-21T23:15', '2026-11-22T00:00');
    expect(moveThroughDays(start, 'slideLeft', noCatchup)).toMatchObject({
      dayMs: day22,
      windowStartMs: day22,
    });
    expect(moveThroughDays(start, 'left', noCatchup)).toMatchObject({ dayMs: day22, slotId: undefined });
    // Catch-up off (0 hours): the window is empty, so the day before is not gone into either.
    const off = guideOf({ fromHours: 0, toHours: 24 }, day23, [now, now]);
    expect(moveThroughDays(start, 'slideLeft', off)).toMatchObject({ dayMs: day22 });
  });

  it('keeps to the display hours of each day (config epgDisplayHours 06:00 to 22:00)', () => {
    const daytime = guideOf({ fromHours: 6, toHours: 22 });
    // The last programme the remote reaches is the one on at 22:00; Right goes on to what is on at
    // 06:00 the next day, not to the night's programmes outside the display hours.
    const evening = on(day22, 0, 'a@2026-11-22T18:00', '2026-11-22T19:00');
    expect(moveThroughDays(evening, 'right', daytime)).toMatchObject({
      dayMs: day23,
      slotId: 'a@2026-11-23T06:00',
      windowStartMs: at('2026-11-23T06:00'),
    });
    expect(moveThroughDays(evening, 'slideRight', daytime)).toMatchObject({
      dayMs: day23,
      windowStartMs: at('2026-11-23T06:00'),
      slotId: 'a@2026-11-23T06:00',
    });
    const morning = on(day22, 0, 'a@2026-11-22T06:00', '2026-11-22T06:00');
    expect(moveThroughDays(morning, 'slideLeft', daytime)).toMatchObject({
      dayMs: day21,
      windowStartMs: at('2026-11-21T19:00'),
      slotId: 'a@2026-11-21T18:00',
    });
    expect(moveThroughDays(morning, 'left', daytime)).toMatchObject({
      dayMs: day21,
      slotId: 'a@2026-11-21T18:00',
    });
  });

  it('leaves the grid upwards and leftwards as before', () => {
    expect(moveThroughDays(on(day23, 0, 'a@2026-11-23T06:00', '2026-11-23T06:00'), 'up', wholeDays)).toBe(
      'escape-up',
    );
    expect(moveThroughDays(on(day23, 0, undefined, '2026-11-23T06:00'), 'left', wholeDays)).toBe(
      'escape-left',
    );
  });
});
