import { describe, expect, it } from 'vitest';
import { cursorAtNow, type GuideCursor, type GuideView, moveCursor, slotsInWindow } from './guideCursor.ts';
import type { Slot } from './programme.ts';

const MIN = 60_000;
const dayStart = Date.parse('2026-11-22T00:00Z');
const at = (hhmm: string) => {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return dayStart + (hours * 60 + minutes) * MIN;
};
/** A channel day from 'HH:MM-HH:MM' strings. */
const day = (channel: string, ...spans: string[]): Slot[] =>
  spans.map((span) => {
    const [start = '', end = ''] = span.split('-');
    return {
      kind: 'programme',
      id: `${channel}@${start}`,
      title: span,
      description: '',
      startMs: at(start),
      endMs: end === '24:00' ? dayStart + 24 * 60 * MIN : at(end),
    };
  });

const days = [
  day('a', '00:00-10:00', '10:00-10:30', '10:30-11:00', '11:00-12:00', '12:00-24:00'),
  day('b', '00:00-09:00', '09:00-11:15', '11:15-11:45', '11:45-24:00'),
  day('c', '00:00-10:45', '10:45-12:30', '12:30-24:00'),
  day('d', '00:00-24:00'),
];
const view: GuideView = {
  dayMs: dayStart,
  days,
  rows: 2,
  windowMs: 3 * 60 * MIN,
  fromMs: dayStart,
  toMs: dayStart + 24 * 60 * MIN,
};
const now = at('10:40');

function walk(start: GuideCursor, ...moves: Parameters<typeof moveCursor>[1][]) {
  let cursor: GuideCursor | string = start;
  for (const move of moves) {
    if (typeof cursor === 'string') break;
    cursor = moveCursor(cursor, move, view);
  }
  return cursor;
}

describe('cursorAtNow', () => {
  it('focuses what is on air, the window starting half an hour before now, in the day shown', () => {
    const cursor = cursorAtNow(0, now, view);
    expect(cursor).toMatchObject({
      dayMs: dayStart,
      channelIndex: 0,
      slotId: 'a@10:30',
      topIndex: 0,
      windowStartMs: at('10:00'),
    });
  });
});

describe('moveCursor', () => {
  const start = cursorAtNow(0, now, view);

  it.each([
    // Up and down keep the time position: the programme under 10:40 in each channel.
    [['down'], { channelIndex: 1, slotId: 'b@09:00' }],
    [['down', 'down'], { channelIndex: 2, slotId: 'c@00:00', topIndex: 1 }],
    [['down', 'down', 'down', 'down'], { channelIndex: 3, slotId: 'd@00:00', topIndex: 2 }],
    // Right moves along the channel and sets the time position to the new programme's start...
    [['right', 'right'], { channelIndex: 0, slotId: 'a@12:00', anchorMs: at('12:00') }],
    // ...so down from 11:00 lands on what is on at 11:00 in the next channel, not its first programme.
    [['right', 'down'], { channelIndex: 1, slotId: 'b@09:00', anchorMs: at('11:00') }],
    [['right', 'down', 'down'], { channelIndex: 2, slotId: 'c@10:45' }],
    // Left to the first programme, then on to the channel column.
    [['left'], { slotId: 'a@10:00', anchorMs: at('10:00') }],
    // A long programme to the left: the window shows its last part, not a jump to its start at 00:00.
    [['left', 'left'], { slotId: 'a@00:00', windowStartMs: at('07:30'), anchorMs: at('07:30') }],
    [['left', 'left', 'down'], { channelIndex: 1, slotId: 'b@00:00' }],
    [['left', 'left', 'left'], { slotId: undefined, channelIndex: 0 }],
    [['left', 'left', 'left', 'down'], { slotId: undefined, channelIndex: 1 }],
    [['left', 'left', 'left', 'right'], { slotId: 'a@00:00' }],
    // Channel up and down page by the rows shown.
    [['pageDown'], { channelIndex: 2, topIndex: 2, slotId: 'c@00:00' }],
    [['pageDown', 'pageDown'], { channelIndex: 3, topIndex: 2 }],
    [['pageDown', 'pageUp'], { channelIndex: 0, topIndex: 0, slotId: 'a@10:30' }],
    // Sliding moves the window by half of it and focuses what is at its left edge.
    [['slideRight'], { windowStartMs: at('11:30'), slotId: 'a@11:00', anchorMs: at('11:30') }],
    [['slideRight', 'slideLeft'], { windowStartMs: at('10:00') }],
  ] as const)('%j', (moves, expected) => {
    expect(walk(start, ...moves)).toMatchObject(expected);
  });

  it('scrolls the window when the next programme starts past three quarters of it', () => {
    const late = walk({ ...start, slotId: 'a@11:00', anchorMs: at('11:00') }, 'right');
    expect(late).toMatchObject({ slotId: 'a@12:00', windowStartMs: at('10:00') });
    const far = walk({ ...start, windowStartMs: at('08:00'), slotId: 'a@11:00' }, 'right');
    expect(far).toMatchObject({ slotId: 'a@12:00', windowStartMs: at('11:00') });
  });

  it('leaves the grid upwards from the first channel and leftwards from the channel column', () => {
    expect(moveCursor(start, 'up', view)).toBe('escape-up');
    expect(walk(start, 'channelColumn', 'left')).toBe('escape-left');
  });

  it('stops at the day boundaries', () => {
    const last = walk({ ...start, slotId: 'a@12:00', anchorMs: at('12:00') }, 'right');
    expect(last).toMatchObject({ slotId: 'a@12:00' });
    const slid = walk(
      start,
      'slideRight',
      'slideRight',
      'slideRight',
      'slideRight',
      'slideRight',
      'slideRight',
      'slideRight',
      'slideRight',
      'slideRight',
    );
    expect(slid).toMatchObject({ windowStartMs: at('21:00') });
    const back = walk(
      start,
      'slideLeft',
      'slideLeft',
      'slideLeft',
      'slideLeft',
      'slideLeft',
      'slideLeft',
      'slideLeft',
      'slideLeft',
    );
    expect(back).toMatchObject({ windowStartMs: at('00:00') });
  });
});

describe('slotsInWindow', () => {
  it('keeps only the slots overlapping the window', () => {
    expect(slotsInWindow(days[0] ?? [], at('10:15'), at('11:00')).map((slot) => slot.id)).toEqual([
      'a@10:00',
      'a@10:30',
    ]);
  });
});
