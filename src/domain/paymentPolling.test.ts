import { describe, expect, it } from 'vitest';
import {
  nextPollStep,
  POLL_ATTEMPTS,
  POLL_INTERVAL_MS,
  type PollStep,
  polledOfferIds,
} from './paymentPolling.ts';

describe('nextPollStep (spec: payments 4, Waiting for payment; 9, Timing)', () => {
  it('polls every 3000 ms, at most 5 times', () => {
    expect([POLL_INTERVAL_MS, POLL_ATTEMPTS]).toEqual([3000, 5]);
  });
  it.each<[string, number, boolean, PollStep]>([
    ['access on the first check ends the polling', 1, true, 'granted'],
    ['access on the last check still counts', 5, true, 'granted'],
    ['no access on the first check: again', 1, false, 'again'],
    ['no access on the fourth: again', 4, false, 'again'],
    ['no access on the fifth: taking longer than usual', 5, false, 'gaveUp'],
    ['past the limit: never again', 6, false, 'gaveUp'],
  ])('%s', (_, attempt, granted, step) => {
    expect(nextPollStep(attempt, granted)).toBe(step);
  });
});

describe('polledOfferIds (spec: payments 4 — the offer or offers)', () => {
  it.each<[string, string | null, string[]]>([
    ['one offer', 'S123', ['S123']],
    ['several, comma-separated', 'S1, C2', ['S1', 'C2']],
    ['none in the URL', null, []],
    ['blank', ' , ', []],
  ])('%s', (_, param, ids) => {
    expect(polledOfferIds(param)).toEqual(ids);
  });
});
