import { describe, expect, it } from 'vitest';
import { CATCHUP_LIMIT, catchupResume, recordCatchup } from './catchupProgress.ts';

const nine = { startMs: Date.UTC(2026, 10, 26, 9), endMs: Date.UTC(2026, 10, 26, 10) };
const ten = { startMs: Date.UTC(2026, 10, 26, 10), endMs: Date.UTC(2026, 10, 26, 11) };

describe('catch-up places (issue 26: a programme played again resumes where it was left)', () => {
  it('resumes a programme at its saved place, keyed by channel and start', () => {
    const list = recordCatchup([], 'chan0002', nine, 1800, 3600);
    expect(catchupResume(list, 'chan0002', nine)).toBe(1800);
    expect(catchupResume(list, 'chan0002', ten)).toBeUndefined();
    expect(catchupResume(list, 'chan0001', nine)).toBeUndefined();
  });

  it('a programme watched to its end, or not begun, starts from its beginning', () => {
    expect(catchupResume(recordCatchup([], 'chan0002', nine, 3600, 3600), 'chan0002', nine)).toBeUndefined();
    expect(catchupResume(recordCatchup([], 'chan0002', nine, 0, 3600), 'chan0002', nine)).toBeUndefined();
  });

  it('keeps one place per programme, the newest first, and the newest few only', () => {
    let list = recordCatchup([], 'chan0002', nine, 600, 3600);
    list = recordCatchup(list, 'chan0002', ten, 60, 3600);
    list = recordCatchup(list, 'chan0002', nine, 1200, 3600);
    expect(list.map((entry) => [entry.startMs, entry.progress])).toEqual([
      [nine.startMs, 0.33333],
      [ten.startMs, 0.01667],
    ]);
    for (let hour = 0; hour < CATCHUP_LIMIT + 5; hour += 1) {
      list = recordCatchup(
        list,
        'chan0001',
        { startMs: hour * 3_600_000, endMs: (hour + 1) * 3_600_000 },
        60,
        3600,
      );
    }
    expect(list).toHaveLength(CATCHUP_LIMIT);
    expect(list[0]?.startMs).toBe((CATCHUP_LIMIT + 4) * 3_600_000);
  });

  it('a stream of unknown length changes nothing', () => {
    const list = recordCatchup([], 'chan0002', nine, 600, 3600);
    expect(recordCatchup(list, 'chan0002', nine, 900, Number.NaN)).toEqual(list);
  });
});
