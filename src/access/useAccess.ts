import { useQuery } from '@tanstack/react-query';
import { accessModelOf } from '../config/accessModel.ts';
import { isEntitled } from '../domain/entitlement.ts';
import { mediaOffers } from '../domain/lockRules.ts';
import { loadAccounts } from '../integrations/accountLoader.ts';
import { HELD_OFFERS_KEY } from '../integrations/payments/heldOffersKey.ts';
import { useAccountStore } from '../stores/accountStore.ts';
import { useStartupResult } from '../stores/configStore.ts';
import { useViewer } from '../stores/viewerStore.ts';

const NONE: ReadonlySet<string> = new Set();

/**
 * The one access seam (spec: browsing 4, Entitlement; payments 4): whether this viewer may play this
 * item, under the config's access model — the start button, the player placement, the live screen and
 * the series page all ask here. For a signed-in viewer and an item sold by offers, the integration's
 * per-offer checks run once per item and viewer (the account code loads lazily), and a purchase or a
 * notification refreshes them. `settled`: false while a stored session or its held offers are still
 * being read, when the answer may yet turn from a guest's to the viewer's own.
 */
export function useAccess(item: Record<string, unknown> | undefined) {
  const startup = useStartupResult();
  const { config } = startup;
  const viewer = useViewer();
  const model = accessModelOf(config);
  const offers = item ? mediaOffers(item, config.packageKey) : [];
  const ids = offers.map((offer) => offer.offerId);
  const asksOffers = viewer.signedIn && ids.length > 0;
  const held = useQuery({
    queryKey: [HELD_OFFERS_KEY, viewer.userId, ...ids],
    queryFn: async () => (await loadAccounts(startup)).offersHeld(ids),
    enabled: asksOffers,
    staleTime: 60_000,
  });
  // A session a previous visit left is still being read, or what it holds: the answer may yet change.
  const resuming = useAccountStore((state) => state.status === 'loading');
  const settled = !resuming && !(asksOffers && held.isPending);
  const who = { ...viewer, heldOffers: held.data ?? NONE };
  /** The same rule for another item (a channel picked in the guide), with what is known of its offers. */
  const check = (other: Record<string, unknown>) => isEntitled(other, model, config.packageKey, who);
  return { entitled: item ? check(item) : false, check, model, offers, viewer, settled };
}
