import type { Viewer } from '../../../domain/accounts/index.ts';
import type { Payments } from '../../../domain/payments/createPayments.ts';
import { findOffer, type Offer } from '../../../domain/payments/offerCatalogue.ts';

export interface AssetAccess {
  /** The subscription, purchase or code session the access comes from. */
  id: number;
  createdAt: number;
  /** Unix ms; undefined: for good. */
  expiresAt?: number;
}

/**
 * What a viewer holds of some offers now, the longest-lasting first: read from the same tables the
 * payment wrote, so a confirmed payment shows in the very next request. The id and creation time name
 * the subscription or the purchase behind it (cosmetic: the app reads expires_at only; spec: payments 7).
 */
export async function heldAccess(
  payments: Payments,
  customerId: number,
  offers: Offer[],
): Promise<AssetAccess | undefined> {
  const now = await payments.clock.now();
  const held = (await payments.entitlements.held(customerId, now))
    .filter((h) => offers.some((offer) => offer.id === h.offerId))
    .sort((a, b) => (b.expiresAt ?? Number.POSITIVE_INFINITY) - (a.expiresAt ?? Number.POSITIVE_INFINITY));
  const best = held[0];
  const offer = best && findOffer(best.offerId);
  if (!best || !offer) return undefined;
  if (offer.kind === 'subscription') {
    const sub = (await payments.subscriptions.list(customerId)).find(
      (row) =>
        row.offer_id === offer.id &&
        (row.status === 'active' || row.status === 'active_trial' || row.expires_at.getTime() > now),
    );
    if (sub) return { id: sub.id, createdAt: sub.started_at.getTime(), expiresAt: best.expiresAt };
  } else {
    const { items } = await payments.transactions.list(customerId, { limit: 100, offset: 0 });
    const bought = items.find((row) => row.offer_id === offer.id);
    if (bought) return { id: bought.id, createdAt: bought.created_at.getTime(), expiresAt: best.expiresAt };
  }
  return { id: offer.feeId, createdAt: now, expiresAt: best.expiresAt };
}

/**
 * The access check (spec: payments 7, GET /items/{id}/access): a held offer of the asset, or else a code
 * session this viewer opened in this browser. A code opens an asset for a browser, so that second way
 * needs the browser's fingerprint: the app passes it as `?browser_fingerprint=` (an addition of this back
 * end; without it only purchases count).
 */
export async function assetAccess(
  payments: Payments,
  viewer: Viewer,
  assetOffers: Offer[],
  assetId: number,
  fingerprint?: string,
): Promise<AssetAccess | undefined> {
  const bought = await heldAccess(payments, viewer.customer.id, assetOffers);
  if (bought || !fingerprint) return bought;
  const session = await payments.accessCodes.sessionOf(viewer.customer.id, assetId, fingerprint);
  return session ? { id: session.id, createdAt: session.created_at.getTime() } : undefined;
}

export function presentAccess(access: AssetAccess, viewer: Viewer, assetId: number) {
  return {
    id: access.id,
    account_id: viewer.customer.id,
    customer_id: viewer.customer.id,
    customer_uuid: viewer.customer.uuid,
    item_id: assetId,
    item: { id: assetId },
    // 0: for good (a purchase, a code session).
    expires_at: access.expiresAt ? Math.floor(access.expiresAt / 1000) : 0,
    created_at: Math.floor(access.createdAt / 1000),
  };
}
