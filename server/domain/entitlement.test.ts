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
});
