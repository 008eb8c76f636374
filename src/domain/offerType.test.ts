import { describe, expect, it } from 'vitest';
import {
  defaultOfferType,
  type OfferChoice,
  type OfferType,
  offerListFor,
  offerTypeAllowed,
  offerTypeOf,
  showsOfferTypeSwitch,
  subscriptionOfferIds,
} from './offerType.ts';

const plain = { premier: false };
const premier = { premier: true };

/** requested media offers, loaded media offers, loaded subscription offers. */
const choice = (requested: OfferChoice['requested'], media: number, subscriptions: number): OfferChoice => ({
  requested,
  mediaOfferCount: media,
  subscriptionOfferCount: subscriptions,
});

/** spec: payments 3 Offer, 4 Offer type — 'S' marks a subscription. */
describe('the type of an offer', () => {
  it.each<[string, OfferType]>([
    ['S123', 'svod'],
    ['C456', 'tvod'],
    ['R789', 'tvod'],
    ['s1', 'tvod'],
  ])('%s is %s', (offerId, type) => expect(offerTypeOf(offerId)).toBe(type));
});

/** spec: payments 4, Offer type — the default type, and when the svod/tvod switch shows. */
describe('choose-offer: default type and switch', () => {
  it.each<[string, OfferChoice, OfferType, boolean]>([
    ['subscriptions only (a payments path)', choice([], 0, 2), 'svod', false],
    ['subscriptions and the item’s offers', choice([plain], 1, 2), 'svod', true],
    ['a premier among the item’s offers', choice([plain, premier], 2, 2), 'tvod', false],
    ['no subscription offers', choice([plain], 1, 0), 'tvod', false],
    ['nothing at all', choice([], 0, 0), 'tvod', false],
    ['requested offers that did not load', choice([plain], 0, 2), 'svod', false],
  ])('%s', (_, input, type, switchShown) => {
    expect(defaultOfferType(input)).toBe(type);
    expect(showsOfferTypeSwitch(input)).toBe(switchShown);
  });

  it('shows the switch with switch offers in place of subscription offers', () => {
    expect(showsOfferTypeSwitch({ ...choice([plain], 1, 0), switchOfferCount: 2 })).toBe(true);
  });
});

/** spec: payments 4, Offer type — which list shows. */
describe('the list shown', () => {
  it.each<[OfferType, boolean, string]>([
    ['svod', true, 'switch'],
    ['tvod', true, 'switch'],
    ['tvod', false, 'media'],
    ['svod', false, 'subscription'],
  ])('%s, upgrade %s -> %s offers', (type, upgrade, list) => expect(offerListFor(type, upgrade)).toBe(list));
});

/** spec: payments 2, Choose offer — a type that is not allowed closes the screen. */
describe('an allowed offer type', () => {
  it.each<[string, OfferType, OfferChoice, boolean]>([
    ['svod with subscription offers', 'svod', choice([], 0, 2), true],
    ['tvod while the switch shows', 'tvod', choice([plain], 1, 2), true],
    ['svod for a premier', 'svod', choice([premier], 1, 2), false],
    ['tvod for a premier', 'tvod', choice([premier], 1, 2), true],
    ['tvod on a payments path', 'tvod', choice([], 0, 2), false],
    ['the default type with nothing to buy', 'tvod', choice([], 0, 0), false],
  ])('%s: %s', (_, type, input, allowed) => expect(offerTypeAllowed(type, input)).toBe(allowed));
});

/** spec: payments 1, Access models — which offers the config sells by subscription. */
describe('the configured subscription offers', () => {
  it.each<[string, Parameters<typeof subscriptionOfferIds>[0], string[]]>([
    [
      'monthly and yearly',
      { subscriptionProvider: { id: 'pub', monthlyOffer: 'S1', yearlyOffer: 'S2' } },
      ['S1', 'S2'],
    ],
    ['monthly only', { subscriptionProvider: { id: 'pub', monthlyOffer: 'S1', yearlyOffer: null } }, ['S1']],
    ['the paywall’s asset', { accountProvider: { clientId: 'client', assetId: 42 } }, ['42']],
    ['the paywall without an asset (AUTHVOD)', { accountProvider: { clientId: 'client' } }, []],
    ['no integration', {}, []],
  ])('%s', (_, integrations, ids) => expect(subscriptionOfferIds(integrations)).toEqual(ids));
});
