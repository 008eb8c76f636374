import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../apiError.ts';
import { openTestApp, type TestApp } from '../providers/shared/testApp.ts';
import { assertEventStarted } from './liveEventGate.ts';

const START = Date.UTC(2026, 10, 27, 18, 0, 0);
/** An event with a start that does not move with the clock (the sample events' times do). */
const harbourFestival = {
  mediaid: 'evt00009',
  contentType: 'liveEvent',
  'VCH.EventState': 'PRE_LIVE',
  'VCH.ScheduledStart': new Date(START).toISOString(),
  'VCH.ScheduledEnd': new Date(START + 2 * 3600_000).toISOString(),
};

function refusal(item: Record<string, unknown>, nowMs: number): HttpError | undefined {
  try {
    assertEventStarted(item, nowMs);
    return undefined;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

/** spec: browsing 2 — not playable before its start, so its stream is not served either. */
describe('assertEventStarted', () => {
  it('refuses three days before the start and one millisecond before, with a 404 that says so', () => {
    for (const nowMs of [START - 3 * 86_400_000, START - 1]) {
      expect(refusal(harbourFestival, nowMs)).toMatchObject({
        status: 404,
        code: 'event_not_started',
        message: "Live event 'evt00009' has not started: it starts at 2026-11-27T18:00:00.000Z",
      });
    }
  });

  it('serves from the start, while live, after the end, and once published live early', () => {
    expect(refusal(harbourFestival, START)).toBeUndefined();
    expect(refusal(harbourFestival, START + 3600_000)).toBeUndefined();
    expect(refusal(harbourFestival, START + 3 * 3600_000)).toBeUndefined();
    expect(
      refusal({ ...harbourFestival, 'VCH.EventState': 'LIVE_PUBLISHED' }, START - 60_000),
    ).toBeUndefined();
  });

  it('lets a live channel through (no event state)', () => {
    expect(refusal({ mediaid: 'chan0001', contentType: 'liveChannel' }, START)).toBeUndefined();
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

describe('/media/live/{event}/… on the test clock (issue 18: evt00001 played three days early)', () => {
  it.each([
    '/media/live/evt00001/master.m3u8',
    '/media/live/evt00001/v0.m3u8',
    '/media/live/evt00001/v1.m3u8',
    '/media/live/evt00002/master.m3u8',
    '/media/live/evt00002/v0.m3u8',
  ])('%s: 404 in the API error shape before the start', async (path) => {
    const response = await t.app.request(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      status: 404,
      code: 'event_not_started',
      message: expect.stringContaining('has not started'),
    });
  });

  it.each([
    '/media/live/evt00003/master.m3u8',
    '/media/live/evt00003/v0.m3u8',
    '/media/live/chan0001/master.m3u8',
  ])('%s: served (started, or a channel)', async (path) => {
    const response = await t.app.request(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/^#EXTM3U/);
  });
});
