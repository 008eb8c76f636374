import { describe, expect, it } from 'vitest';
import type { Viewer } from './accounts/index.ts';
import { type AccessModel, isEntitled } from './entitlement.ts';

const viewer = { sessionId: 's' } as Viewer;
const free = { free: 'true', productIds: 'S-MONTHLY' };
const open = {};
const sold = { productIds: 'S-MONTHLY,S-YEARLY', requiresSubscription: 'true' };

describe('entitlement for content signing (spec: browsing 4, Entitlement)', () => {
  it.each<[string, Record<string, unknown>, AccessModel, Viewer | undefined, boolean]>([
    ['free item, guest', free, 'SVOD', undefined, true],
    ['no offers, AVOD guest', open, 'AVOD', undefined, true],
    ['no offers, AUTHVOD guest', open, 'AUTHVOD', undefined, false],
    ['no offers, AUTHVOD signed in', open, 'AUTHVOD', viewer, true],
    ['no offers, FREEAUTH guest', open, 'FREEAUTH', undefined, true],
    ['offers, signed in without a purchase', sold, 'SVOD', viewer, false],
    ['offers, AVOD guest', sold, 'AVOD', undefined, false],
  ])('%s → %s', (_name, item, model, who, entitled) => expect(isEntitled(item, model, who)).toBe(entitled));

  it.each<[string, Record<string, unknown>, string[], boolean]>([
    ['a subscriber of the item offer', sold, ['S-YEARLY'], true],
    ['a subscriber of another plan', { productIds: 'S-MONTHLY' }, ['S-YEARLY'], false],
    [
      'a buyer of the premier, named with its premier mark',
      { productIds: '!P-PREMIER1' },
      ['P-PREMIER1'],
      true,
    ],
    ['an account-provider asset id, held by its access fee', { paywallAssets: '7001' }, ['S-MONTHLY'], true],
    ['an account-provider asset id of another fee', { paywallAssets: '!7010' }, ['S-MONTHLY'], false],
    ['an offer nobody sells', { productIds: 'S-GONE' }, ['S-MONTHLY'], false],
  ])('offers held (spec: payments 4, Entitlement): %s → %s', (_name, item, held, entitled) => {
    expect(isEntitled(item, 'SVOD', viewer, new Set(held))).toBe(entitled);
    expect(isEntitled(item, 'SVOD', undefined, new Set(held))).toBe(false);
  });
});
