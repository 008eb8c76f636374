import { describe, expect, it } from 'vitest';
import { type NowAndNext, nowAndNext } from './nowAndNext.ts';
import type { Slot } from './programme.ts';

const HOUR = 3_600_000;
const now = Date.parse('2026-11-22T20:00Z');
/** A slot from `from` to `to` hours after 20:00 (negative: before), id = its title. */
const slot = (title: string, from: number, to: number, kind: Slot['kind'] = 'programme'): Slot => ({
  kind,
  id: title,
  title,
  description: '',
  startMs: now + from * HOUR,
  endMs: now + to * HOUR,
});

const news = slot('News', -0.5, 0.5);
const film = slot('Film', 0.5, 2.5);
const gapAfterNews = slot('No programming', 0.5, 1, 'gap');
const quiz = slot('Quiz', 1, 2);
const gapNow = slot('No programming', -1, 1, 'gap');
const lateShow = slot('Late show', 3, 4);
/** The day's last programme, on air across local midnight: tomorrow's list holds it too. */
const acrossMidnight = slot('Late film', -1, 5);
const tomorrowFirst = slot('Early news', 5, 6);
/** A whole-day placeholder, over the day span. */
const whole = (kind: 'noProgramme' | 'loading' | 'failed', title: string) => slot(title, -20, 4, kind);
const noProgramme = whole('noProgramme', 'No scheduled programs');

interface Case {
  case: string;
  /** The channel's day, and the next day's when given. */
  day: readonly Slot[];
  tomorrow?: readonly Slot[];
  /** The clock; 20:00 unless said. */
  at?: number;
  expected: NowAndNext;
}

const cases: Case[] = [
  {
    case: 'a programme on air, the next right after it',
    day: [news, film],
    expected: { now: news, next: film, progress: 0.5 },
  },
  {
    case: 'at a boundary the new programme is on, from 0',
    day: [news, film],
    at: now + 0.5 * HOUR,
    expected: { now: film, next: undefined, progress: 0 },
  },
  {
    case: 'a gap on air: the gap is now (its title reads No programming), no progress',
    day: [gapNow, quiz],
    expected: { now: gapNow, next: quiz, progress: 0 },
  },
  {
    case: 'a gap after the programme is skipped: next is a programme',
    day: [news, gapAfterNews, quiz],
    expected: { now: news, next: quiz, progress: 0.5 },
  },
  {
    case: 'nothing after today: next comes from tomorrow',
    day: [news],
    tomorrow: [tomorrowFirst],
    expected: { now: news, next: tomorrowFirst, progress: 0.5 },
  },
  {
    case: 'a programme across midnight is in both days: next is the one after it',
    day: [acrossMidnight],
    tomorrow: [acrossMidnight, tomorrowFirst],
    expected: { now: acrossMidnight, next: tomorrowFirst, progress: 1 / 6 },
  },
  {
    case: 'today still has a later programme: tomorrow is not needed',
    day: [news, lateShow],
    tomorrow: [tomorrowFirst],
    expected: { now: news, next: lateShow, progress: 0.5 },
  },
  {
    case: "past today's last slot: now is found in tomorrow",
    day: [slot('Old', -3, -2)],
    tomorrow: [tomorrowFirst],
    at: now + 5.5 * HOUR,
    expected: { now: tomorrowFirst, next: undefined, progress: 0.5 },
  },
  {
    case: 'nothing after: no next',
    day: [news],
    expected: { now: news, next: undefined, progress: 0.5 },
  },
  {
    case: 'before the first programme: nothing on, next is it',
    day: [film],
    expected: { now: undefined, next: film, progress: 0 },
  },
  {
    case: 'a channel without programmes: its placeholder (No scheduled programs) is now',
    day: [noProgramme],
    expected: { now: noProgramme, next: undefined, progress: 0 },
  },
  {
    case: 'a schedule still loading: nothing to say',
    day: [whole('loading', 'Loading')],
    expected: { now: undefined, next: undefined, progress: 0 },
  },
  {
    case: 'a schedule that failed: nothing to say, no odd texts',
    day: [whole('failed', 'Could not load the schedule')],
    tomorrow: [whole('failed', 'Could not load the schedule')],
    expected: { now: undefined, next: undefined, progress: 0 },
  },
  {
    case: 'no slots at all',
    day: [],
    expected: { now: undefined, next: undefined, progress: 0 },
  },
];

/** The channel banner's line (issue 25): what is on now, its progress, and what comes next. */
describe('nowAndNext', () => {
  it.each(cases)('$case', ({ day, tomorrow, at, expected }) => {
    expect(nowAndNext(day, at ?? now, () => tomorrow ?? [])).toEqual(expected);
  });

  it("asks for the next day only when the day has no now or no next (building one is every channel's work)", () => {
    const asked: string[] = [];
    const nextDay = (label: string) => () => {
      asked.push(label);
      return [tomorrowFirst];
    };
    nowAndNext([news, lateShow], now, nextDay('a later programme today'));
    nowAndNext([news], now, nextDay("today's last programme"));
    expect(asked).toEqual(["today's last programme"]);
  });
});
