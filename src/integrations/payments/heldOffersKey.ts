/** The query family of per-offer entitlement checks (useAccess): refreshed together after a purchase. */
export const HELD_OFFERS_KEY = 'held-offers';
