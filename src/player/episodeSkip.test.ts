import { describe, expect, it } from 'vitest';
import type { MediaItem } from '../content/contentSchemas.ts';
import { episodeBeside } from './episodeSkip.ts';

const episode = (mediaid: string, extra: Partial<MediaItem> = {}) => ({ mediaid, ...extra }) as MediaItem;
const now = Date.UTC(2026, 10, 26);
const series = [episode('e1'), episode('e2'), episode('e3'), episode('e4')];

describe('episodeBeside (issue 26: Next / Previous track keys between episodes)', () => {
  it('goes to the next or the previous episode in the series order', () => {
    expect(episodeBeside(series, 'e2', 1, now)?.mediaid).toBe('e3');
    expect(episodeBeside(series, 'e2', -1, now)?.mediaid).toBe('e1');
  });

  it('has nothing past either end, nor for an episode not in the list', () => {
    expect(episodeBeside(series, 'e4', 1, now)).toBeUndefined();
    expect(episodeBeside(series, 'e1', -1, now)).toBeUndefined();
    expect(episodeBeside(series, 'x', 1, now)).toBeUndefined();
  });

  it('passes over an episode that is not out yet', () => {
    const scheduled = [
      episode('e1'),
      episode('e2', {
        'VCH.EventState': 'PRE_LIVE',
        'VCH.ScheduledStart': '2027-01-01T00:00:00Z',
      } as Partial<MediaItem>),
      episode('e3'),
    ];
    expect(episodeBeside(scheduled, 'e1', 1, now)?.mediaid).toBe('e3');
  });
});
