import { describe, expect, it, vi } from 'vitest';
import { programmesFromJson, programmesFromXmltv, xmltvTimeToMs } from './parseSchedule.ts';

describe('programmesFromJson (spec: browsing 5)', () => {
  it('keeps valid programmes and drops and reports each invalid one', () => {
    const report = vi.fn();
    const programmes = programmesFromJson(
      {
        id: 'c1',
        programs: [
          {
            id: 'a',
            title: 'News',
            startTime: '2026-11-22T10:00:00Z',
            endTime: '2026-11-22T10:30:00Z',
            description: 'Daily',
          },
          { id: 'b', startTime: '2026-11-22T10:30:00Z', endTime: '2026-11-22T11:00:00Z' },
          { id: 'c', title: 'Bad date', startTime: '2026-11-22T11:00:00Z', endTime: 'not a date' },
          {
            id: 'd',
            title: 'Custom',
            startTime: '2026-11-22T11:00:00Z',
            endTime: '2026-11-22T12:00:00Z',
            rating: 5,
          },
          { id: 'e', title: 'Backwards', startTime: '2026-11-22T12:00:00Z', endTime: '2026-11-22T11:00:00Z' },
          'not an object',
          {
            title: 'No id',
            startTime: '2026-11-22T13:00:00Z',
            endTime: '2026-11-22T14:00:00Z',
            cardImage: '/x.webp',
          },
        ],
      },
      'c1',
      report,
    );
    expect(programmes.map((programme) => programme.title)).toEqual(['News', 'No id']);
    expect(programmes[0]).toMatchObject({
      id: 'a',
      description: 'Daily',
      startMs: Date.parse('2026-11-22T10:00:00Z'),
    });
    expect(programmes[1]).toMatchObject({ id: 'c1-6', cardImage: '/x.webp' });
    expect(report).toHaveBeenCalledTimes(5);
    expect(report.mock.calls.map(([reason]) => String(reason)).join('\n')).toContain(
      'Value must be a string if provided',
    );
  });

  it('rejects a response without a programme list', () => {
    expect(() => programmesFromJson({ id: 'c1' }, 'c1', vi.fn())).toThrow();
  });
});

describe('xmltvTimeToMs', () => {
  it.each([
    ['20261122183000 +0000', '2026-11-22T18:30:00.000Z'],
    ['20261122183000 +0530', '2026-11-22T13:00:00.000Z'],
    ['20261122183000 -0500', '2026-11-22T23:30:00.000Z'],
    ['202611221830', '2026-11-22T18:30:00.000Z'],
  ])('%s', (value, expected) => {
    expect(new Date(xmltvTimeToMs(value)).toISOString()).toBe(expected);
  });

  it('is NaN for a malformed time', () => {
    expect(xmltvTimeToMs('yesterday')).toBeNaN();
  });
});

describe('programmesFromXmltv (spec: browsing 5 — episode-num, title, start and stop required)', () => {
  const xml = `<?xml version="1.0"?>
<tv>
  <channel id="c5"><display-name>News</display-name></channel>
  <programme start="20261122100000 +0000" stop="20261122103000 +0000" channel="c5">
    <title lang="en">News &amp; Weather</title><desc lang="en">Daily</desc>
    <episode-num system="onscreen">1</episode-num><icon src="/card.webp"/>
  </programme>
  <programme start="20261122103000 +0000" stop="20261122110000 +0000" channel="c5">
    <title lang="en">1984</title><episode-num system="onscreen">2</episode-num>
  </programme>
  <programme start="20261122110000 +0000" stop="20261122120000 +0000" channel="c5">
    <title lang="en">No episode number</title>
  </programme>
  <programme start="20261122120000 +0000" channel="c5">
    <title>No stop</title><episode-num>3</episode-num>
  </programme>
  <programme start="20261122130000 +0000" stop="soon" channel="c5">
    <title>Bad stop</title><episode-num>4</episode-num>
  </programme>
</tv>`;

  it('keeps the valid programmes with their texts and drops the rest', () => {
    const report = vi.fn();
    const programmes = programmesFromXmltv(xml, 'c5', report);
    expect(
      programmes.map(({ title, description, cardImage }) => ({ title, description, cardImage })),
    ).toEqual([
      { title: 'News & Weather', description: 'Daily', cardImage: '/card.webp' },
      { title: '1984', description: '', cardImage: undefined },
    ]);
    expect(programmes[0]?.endMs).toBe(Date.parse('2026-11-22T10:30:00Z'));
    expect(report).toHaveBeenCalledTimes(3);
  });

  it('reads a schedule without programmes as empty, and refuses what is not XMLTV', () => {
    expect(programmesFromXmltv('<tv></tv>', 'c5', vi.fn())).toEqual([]);
    expect(() => programmesFromXmltv('<html><body>Error</body></html>', 'c5', vi.fn())).toThrow();
  });
});
