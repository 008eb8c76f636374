import { describe, expect, it } from 'vitest';
import {
  type AccessModel,
  isEntitled,
  type StartButton,
  type StartButtonAction,
  startButton,
  startButtonAction,
  type Viewer,
} from './entitlement.ts';
import { mediaOffers } from './lockRules.ts';

const guest: Viewer = { signedIn: false, subscription: null };
const member: Viewer = { signedIn: true, subscription: null };
const subscriber: Viewer = {
  signedIn: true,
  subscription: { offerId: 'S-MONTHLY', status: 'active', expiresAt: Date.now() + 1e9 },
};
const plain = {};
const sold = { package: 'S-MONTHLY' };
const premier = { package: '!P-PREMIER1' };

describe('isEntitled (spec: browsing 4, Entitlement — reading A)', () => {
  it.each<[string, Record<string, unknown>, AccessModel, Viewer, boolean]>([
    ["free 'true' plays anywhere", { ...sold, free: 'true' }, 'SVOD', guest, true],
    ["requiresSubscription 'false' plays", { ...sold, requiresSubscription: 'false' }, 'SVOD', guest, true],
    ['AVOD without offers: everyone', plain, 'AVOD', guest, true],
    ['AVOD with offers: not a guest', sold, 'AVOD', guest, false],
    ['FREE without offers', plain, 'FREE', guest, true],
    ['AUTHVOD: a guest may not', plain, 'AUTHVOD', guest, false],
    ['AUTHVOD: signed in may', plain, 'AUTHVOD', member, true],
    ['SVOD: signed in without subscription may not', plain, 'SVOD', member, false],
    ['SVOD: a subscriber may', sold, 'SVOD', subscriber, true],
    ['SVOD: premier offers need their own purchase', premier, 'SVOD', subscriber, false],
    // spec: payments 4 — any per-offer entitlement check that granted one of the item's offers
    ['a bought premier plays', premier, 'SVOD', { ...subscriber, heldOffers: new Set(['P-PREMIER1']) }, true],
    [
      'AUTHVOD: a held offer opens a sold item',
      sold,
      'AUTHVOD',
      { ...member, heldOffers: new Set(['S-MONTHLY']) },
      true,
    ],
    [
      'a held offer the item does not name',
      sold,
      'AUTHVOD',
      { ...member, heldOffers: new Set(['R-RENTAL48']) },
      false,
    ],
    [
      'held offers of a signed-out viewer count for nothing',
      sold,
      'AVOD',
      { ...guest, heldOffers: new Set(['S-MONTHLY']) },
      false,
    ],
  ])('%s', (_name, item, model, viewer, entitled) => {
    expect(isEntitled(item, model, 'package', viewer)).toBe(entitled);
  });
});

/**
 * The reading of FREE (issue 18). spec: browsing 4, Entitlement, reading A — "No entitlement needed when
 * [...] the model is FREE, FREEAUTH or AVOD and the item has no media offers"; Start button — "Not
 * entitled: 'buy' when the item has offers [...] Hidden when the access model is AVOD". So FREE is not
 * "everything plays": an item is free unless it names media offers, and one that does is sold, with a
 * 'Buy' button where AVOD shows none. payments 1 — "A contentProtection.accessModel of free or freeauth
 * overrides both" (the SVOD or AUTHVOD a provider would give): FREE sits over a provider that sells.
 */
describe('FREE: free unless the item names media offers', () => {
  const rental = { package: 'R-RENTAL48' };
  it.each<[string, Record<string, unknown>, Viewer, boolean, StartButton['kind']]>([
    ['an item without offers plays for a guest', plain, guest, true, 'start'],
    ['a sold item: a guest is asked to buy', sold, guest, false, 'buy'],
    ['a premier: buy', premier, guest, false, 'buy'],
    ['a rental: buy', rental, guest, false, 'buy'],
    ["a sold item marked free 'true' plays", { ...sold, free: 'true' }, guest, true, 'start'],
    ['a signed-in viewer without the offer: buy', sold, member, false, 'buy'],
    // Under FREE a subscription opens nothing by itself (that rule is SVOD's): the integration's
    // per-offer check (payments 4) grants its offer, and a held offer the item names opens it.
    ['a subscription alone opens no sold item', sold, subscriber, false, 'buy'],
    [
      'a held offer the item names plays',
      sold,
      { ...subscriber, heldOffers: new Set(['S-MONTHLY']) },
      true,
      'start',
    ],
    ['a rental held plays', rental, { ...member, heldOffers: new Set(['R-RENTAL48']) }, true, 'start'],
  ])('%s', (_name, item, viewer, entitled, kind) => {
    expect(isEntitled(item, 'FREE', 'package', viewer)).toBe(entitled);
    const hasOffers = mediaOffers(item, 'package').length > 0;
    const button = startButton({
      entitled,
      model: 'FREE',
      signedIn: viewer.signedIn,
      hasOffers,
      hasProgress: false,
      isLive: false,
    });
    expect(button.kind).toBe(kind);
  });
});

describe('startButton (spec: browsing 4, Start button)', () => {
  const base = {
    entitled: true,
    model: 'SVOD' as AccessModel,
    signedIn: true,
    hasOffers: false,
    hasProgress: false,
    isLive: false,
  };
  it.each<[string, Partial<typeof base>, StartButton['kind']]>([
    ['entitled with progress: continue watching', { hasProgress: true }, 'continue'],
    ['entitled, live: Watch Live', { isLive: true }, 'watchLive'],
    ['entitled: start watching', {}, 'start'],
    ['not entitled under AVOD: hidden', { entitled: false, model: 'AVOD' }, 'hidden'],
    ['not entitled, offers: buy', { entitled: false, hasOffers: true }, 'buy'],
    ['not entitled, signed in: complete your subscription', { entitled: false }, 'completeSubscription'],
    ['not entitled, guest: sign up to start watching', { entitled: false, signedIn: false }, 'signUp'],
  ])('%s', (_name, change, kind) => {
    expect(startButton({ ...base, ...change }).kind).toBe(kind);
  });
});

describe('startButtonAction (spec: browsing 4, Start button, Click)', () => {
  it.each<[string, boolean, boolean, boolean, StartButtonAction]>([
    ['entitled: play', true, false, false, 'play'],
    // Issue 18: a guest on an item with offers ('buy') signs up first; the offers come after.
    ['a guest, offers: sign up first', false, false, true, 'signUp'],
    ['a guest, no offers: sign up', false, false, false, 'signUp'],
    ['signed in, offers: choose an offer', false, true, true, 'chooseOffer'],
    ['signed in, no offers: payments', false, true, false, 'payments'],
  ])('%s', (_name, entitled, signedIn, hasOffers, action) => {
    expect(startButtonAction({ entitled, signedIn, hasOffers })).toBe(action);
  });
});
