import { describe, expect, it } from 'vitest';
import { isLocked, mediaOffers, type SubscriptionState } from './lockRules.ts';

const now = Date.parse('2026-11-22T10:00:00Z');
const later = now + 86_400_000;
const earlier = now - 86_400_000;
const sold = { package: 'S-MONTHLY,S-YEARLY' };
const sub = (status: string, offerId = 'S-MONTHLY', expiresAt = later): SubscriptionState => ({
  status,
  offerId,
  expiresAt,
});

describe('isLocked (spec: browsing 4, Lock icon on cards — reading A)', () => {
  it.each<[string, Record<string, unknown>, SubscriptionState | null, boolean]>([
    ['no package field: unlocked', {}, null, false],
    ["free 'true': unlocked even when sold", { ...sold, free: 'true' }, null, false],
    ['package field and no subscription: locked', sold, null, true],
    ['active subscription to one of its offers: unlocked', sold, sub('active'), false],
    ['active subscription to another offer: locked', sold, sub('active', 'P-PREMIER1'), true],
    ['cancelled but still running: unlocked', sold, sub('cancelled', 'S-MONTHLY', later), false],
    ['expired and past its end: locked', sold, sub('expired', 'S-MONTHLY', earlier), true],
    ['terminated: locked', sold, sub('terminated'), true],
  ])('%s', (_name, item, subscription, locked) => {
    expect(isLocked(item, 'package', subscription, now)).toBe(locked);
  });

  it('without a configured package key nothing is locked', () => {
    expect(isLocked(sold, undefined, null, now)).toBe(false);
  });
});

describe('mediaOffers (spec: browsing 3)', () => {
  it('splits the package field and strips the premier mark', () => {
    expect(mediaOffers({ package: 'S-MONTHLY, !P-PREMIER1,' }, 'package')).toEqual([
      { offerId: 'S-MONTHLY', premier: false },
      { offerId: 'P-PREMIER1', premier: true },
    ]);
    expect(mediaOffers({}, 'package')).toEqual([]);
  });
});
