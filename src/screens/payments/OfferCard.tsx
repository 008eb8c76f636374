import { useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { useTranslation } from 'react-i18next';
import { FOCUS_KEY_ATTRIBUTE } from '../../focus/useScreenFocus.ts';
import type { Offer } from '../../integrations/payments/paymentService.ts';
import { keepInView } from '../../ui/keepInView.ts';
import { PAYMENTS_NS } from './paymentTranslations.ts';
import { useOfferPrice } from './useMoney.ts';

export const offerCardKey = (offerId: string) => `offer-${offerId}`;

interface OfferCardProps {
  offer: Offer;
  selected: boolean;
  onSelect(): void;
  /** The card took focus: the list scrolls it into view. */
  onFocused(node: HTMLElement): void;
  /** A plan that cannot be chosen, with why ('current plan', 'upcoming plan'; spec: payments 2, Upgrade subscription). */
  unavailable?: string;
}

/**
 * spec: payments 2, Choose offer — one offer: its title, its price ('/period' for a subscription) and its
 * trial ('7 days free'). A radio of the offer list: OK, a click or a tap chooses it.
 */
export function OfferCard({ offer, selected, onSelect, onFocused, unavailable }: OfferCardProps) {
  const { t } = useTranslation(PAYMENTS_NS);
  const price = useOfferPrice();
  const focusKey = offerCardKey(offer.offerId);
  const { ref, focused, focusSelf } = useFocusable<object, HTMLLabelElement>({
    focusKey,
    // Still focusable, so the remote can reach it and read why it cannot be chosen.
    onEnterPress: () => {
      if (!unavailable) onSelect();
    },
    onFocus: ({ node }) => {
      keepInView(node);
      onFocused(node);
    },
  });
  return (
    // The whole card is the remote's target and the radio's label; the radio itself is for assistive tech.
    <label
      ref={ref}
      tabIndex={-1}
      className={`offer-card${selected ? ' is-selected' : ''}${focused ? ' is-focused' : ''}${unavailable ? ' is-unavailable' : ''}`}
      {...{ [FOCUS_KEY_ATTRIBUTE]: focusKey }}
      onMouseDown={() => focusSelf()}
    >
      <input
        type="radio"
        name="offer"
        className="visually-hidden"
        checked={selected}
        disabled={unavailable !== undefined}
        onChange={onSelect}
      />
      {unavailable ? <span className="offer-card__note">{unavailable}</span> : null}
      <span className="offer-card__title">{offer.title}</span>
      <span className="offer-card__price">{price(offer, offer.price)}</span>
      {offer.freeDays > 0 ? (
        <span className="offer-card__trial">{t('choose_offer.free_days', { count: offer.freeDays })}</span>
      ) : null}
    </label>
  );
}
