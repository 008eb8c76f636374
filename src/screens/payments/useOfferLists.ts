import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { mediaIdOf } from '../../content/pageMedia.ts';
import { useMedia } from '../../content/useContent.ts';
import { mediaOffers } from '../../domain/lockRules.ts';
import { subscriptionOfferIds } from '../../domain/offerType.ts';
import type { Offer, PaymentService } from '../../integrations/payments/paymentService.ts';
import { useAccountStore } from '../../stores/accountStore.ts';
import { useStartupResult } from '../../stores/configStore.ts';

/** Offers change rarely; the customer's prices are their country's, so the key names the customer. */
const OFFERS_STALE_MS = 10 * 60_000;

export function useOffers(payments: PaymentService | undefined, ids: string[]) {
  const customerId = useAccountStore((state) => state.customer?.id);
  return useQuery({
    queryKey: ['payment-offers', customerId, ...ids],
    queryFn: () => (payments as PaymentService).offers(ids),
    enabled: Boolean(payments) && ids.length > 0,
    staleTime: OFFERS_STALE_MS,
    retry: 1,
  });
}

/**
 * The two lists choose-offer picks from (spec: payments 2 Choose offer, 4 Offer type): the configured
 * subscription offers (the subscription provider's monthly and yearly offers, the paywall's asset), and
 * on a media page the item's own offers (its package field, premier from a leading '!'; the item is the
 * page's own, already in the media query's cache). Anywhere else, a payments path or after sign-up
 * away from an item, there are no media offers.
 */
export function useOfferLists(payments: PaymentService | undefined) {
  const { config } = useStartupResult();
  const { pathname } = useLocation();
  const mediaId = mediaIdOf(pathname);
  const item = useMedia(mediaId);
  const requested = item.data ? mediaOffers(item.data, config.packageKey) : [];
  const subscriptions = useOffers(payments, subscriptionOfferIds(config.integrations));
  const media = useOffers(
    payments,
    requested.map((offer) => offer.offerId),
  );
  return {
    requested,
    subscriptionOffers: subscriptions.data ?? [],
    mediaOffers: media.data ?? [],
    /** The item, or either list, still on its way (a list that needs nothing never loads). */
    isLoading: item.isLoading || subscriptions.isLoading || media.isLoading,
    isError: subscriptions.isError || media.isError,
  };
}

/** An offer by its id, from either list (checkout shows the chosen offer's title, price and trial). */
export function findOffer(lists: { subscriptionOffers: Offer[]; mediaOffers: Offer[] }, offerId: string) {
  return [...lists.subscriptionOffers, ...lists.mediaOffers].find((offer) => offer.offerId === offerId);
}
