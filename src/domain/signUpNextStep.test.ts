import { describe, expect, it } from 'vitest';
import type { AccessModel } from './entitlement.ts';
import { signUpNextStep } from './signUpNextStep.ts';

/** spec: accounts 4.4. */
describe('the step after sign-up', () => {
  it.each<[AccessModel, number, boolean, string]>([
    ['SVOD', 0, true, 'choose-offer'],
    ['AUTHVOD', 2, true, 'choose-offer'],
    ['AUTHVOD', 0, true, 'welcome'],
    ['AVOD', 2, true, 'welcome'],
    ['FREE', 0, true, 'welcome'],
    ['FREEAUTH', 1, true, 'welcome'],
    // No choose-offer screen registered (the payments work): welcome, never a screen that is not there.
    ['SVOD', 0, false, 'welcome'],
  ])(
    '%s with %i media offers (choose-offer open: %s) -> %s',
    (accessModel, mediaOfferCount, canChooseOffer, step) => {
      expect(signUpNextStep({ accessModel, mediaOfferCount, canChooseOffer })).toBe(step);
    },
  );
});
