import { describe, expect, it } from 'vitest';
import { activeSubscription, heldOffers } from './entitlementState.ts';
import type { PaymentService, Subscription } from './paymentService.ts';

const sub = (offerId: string, status: Subscription['status']): Subscription => ({
  subscriptionId: offerId,
  offerId,
  status,
  expiresAt: 1_800_000_000_000,
  nextPayment: { minor: 999, currency: 'USD' },
  period: 'month',
  offerTitle: offerId,
  paymentMethod: 'card',
  paymentGateway: 'card',
  pendingSwitchId: null,
  pendingOfferId: null,
});

describe('what the viewer holds (spec: payments 4, Subscription status and Entitlement)', () => {
  it('takes the first active or cancelled subscription; a trial counts as active', () => {
    expect(activeSubscription([sub('S-OLD', 'expired'), sub('S-MONTHLY', 'active_trial')])).toEqual({
      offerId: 'S-MONTHLY',
      status: 'active',
      expiresAt: 1_800_000_000_000,
    });
    expect(activeSubscription([sub('S-YEARLY', 'cancelled')])?.status).toBe('cancelled');
    expect(activeSubscription([sub('S-OLD', 'expired'), sub('S-X', 'terminated')])).toBeNull();
  });

  it('keeps the offers whose check granted them; a failed check is not held', async () => {
    const payments = {
      entitled: async (offerId: string) => {
        if (offerId === 'R-RENTAL48') throw new Error('unreachable');
        return offerId === 'P-PREMIER1';
      },
    } as unknown as PaymentService;
    expect(await heldOffers(payments, ['P-PREMIER1', 'S-MONTHLY', 'R-RENTAL48'])).toEqual(
      new Set(['P-PREMIER1']),
    );
    expect(await heldOffers(undefined, ['P-PREMIER1'])).toEqual(new Set());
  });
});
