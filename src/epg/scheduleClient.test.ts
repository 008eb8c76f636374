import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaItemSchema } from '../content/contentSchemas.ts';
import { fetchChannelSchedule } from './scheduleClient.ts';

const channel = (fields: Record<string, unknown>) =>
  mediaItemSchema.parse({ mediaid: 'chan0001', title: 'Channel One', ...fields });

function answer(body: string, contentType: string) {
  const fetchMock = vi.fn(
    async () => new Response(body, { status: 200, headers: { 'content-type': contentType } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('fetchChannelSchedule (spec: browsing 7, Schedules)', () => {
  it('asks a JSON source with nocache and the API-KEY header', async () => {
    const fetchMock = answer(
      JSON.stringify({
        id: 'chan0001',
        programs: [
          { id: 'p1', title: 'News', startTime: '2026-11-22T10:00:00Z', endTime: '2026-11-22T11:00:00Z' },
        ],
      }),
      'application/json',
    );
    const schedule = await fetchChannelSchedule(
      channel({
        scheduleUrl: '/v1/schedules/chan0001.json',
        scheduleToken: 'secret',
        scheduleType: 'json',
        catchupHours: '4',
      }),
      'http://cdn.test',
      1234,
    );
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://cdn.test/v1/schedules/chan0001.json?nocache=1234');
    expect(init.headers).toEqual({ 'API-KEY': 'secret' });
    expect(schedule).toMatchObject({
      id: 'chan0001',
      catchupHours: 4,
      programmes: [{ id: 'p1', title: 'News' }],
    });
  });

  it('reads XMLTV without a key and logs dropped programmes once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer(
      `<tv><programme start="20261122100000 +0000" stop="20261122110000 +0000"><title>News</title><episode-num>1</episode-num></programme>
       <programme start="20261122110000 +0000"><title>Broken</title></programme>
       <programme start="20261122120000 +0000"><title>Broken too</title></programme></tv>`,
      'application/xml',
    );
    const schedule = await fetchChannelSchedule(
      channel({ scheduleUrl: '/v1/schedules/chan0005.xml', scheduleType: 'xmltv' }),
      'http://cdn.test',
      0,
    );
    expect(schedule.programmes.map((programme) => programme.title)).toEqual(['News']);
    expect(schedule.catchupHours).toBe(8);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('dropped 2 invalid programme(s)');
  });

  it('gives a channel without a schedule URL no programmes, and fails loudly on a broken source', async () => {
    expect((await fetchChannelSchedule(channel({}), 'http://cdn.test', 0)).programmes).toEqual([]);
    answer('{"message":"nope"}', 'application/json');
    await expect(
      fetchChannelSchedule(channel({ scheduleUrl: '/x.json', scheduleType: 'json' }), 'http://cdn.test', 0),
    ).rejects.toThrow();
  });
});
