import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAROUSEL_STEP_PX, carouselArrows } from '../../domain/offerCarousel.ts';
import type { Offer } from '../../integrations/payments/paymentService.ts';
import { Button } from '../../ui/Button.tsx';
import { OfferCard, offerCardKey } from './OfferCard.tsx';
import { PAYMENTS_NS } from './paymentTranslations.ts';

/** Room kept between a focused card and the list's edge as it scrolls to it, in CSS pixels. */
const CARD_MARGIN_PX = 16;

/** Scrolls the list just enough to show the card whole (scrollIntoView's options came after 2018 TVs). */
function showCard(list: HTMLElement, card: HTMLElement) {
  const box = card.getBoundingClientRect();
  const outer = list.getBoundingClientRect();
  if (box.left < outer.left) list.scrollLeft -= outer.left - box.left + CARD_MARGIN_PX;
  else if (box.right > outer.right) list.scrollLeft += box.right - outer.right + CARD_MARGIN_PX;
}

interface OfferCarouselProps {
  offers: Offer[];
  selectedId: string | undefined;
  onSelect(offerId: string): void;
  /** Offers shown but not to be chosen, by id, with the label that says why. */
  unavailable?: Readonly<Record<string, string>>;
}

/**
 * spec: payments 2 Choose offer, 9 Screen limits — the offers in a horizontal list with previous and
 * next arrows that scroll it 200 px, hidden with 1-2 offers and within 30 px of their end. An arrow
 * that a press hides hands focus to the card at that end first, so focus is never left on nothing.
 */
export function OfferCarousel({ offers, selectedId, onSelect, unavailable = {} }: OfferCarouselProps) {
  const { t } = useTranslation(PAYMENTS_NS);
  const list = useRef<HTMLDivElement>(null);
  const [arrows, setArrows] = useState({ previous: false, next: false });
  const measure = useCallback(() => {
    if (list.current) setArrows(carouselArrows(offers.length, list.current));
  }, [offers.length]);
  useLayoutEffect(measure, [measure]);
  useEffect(() => {
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  const scroll = (direction: -1 | 1) => {
    const node = list.current;
    if (!node) return;
    const max = node.scrollWidth - node.clientWidth;
    const target = Math.min(max, Math.max(0, node.scrollLeft + direction * CAROUSEL_STEP_PX));
    const after = carouselArrows(offers.length, {
      scrollLeft: target,
      scrollWidth: node.scrollWidth,
      clientWidth: node.clientWidth,
    });
    const edge = direction < 0 ? offers[0] : offers[offers.length - 1];
    if (edge && !(direction < 0 ? after.previous : after.next)) void setFocus(offerCardKey(edge.offerId));
    node.scrollLeft = target;
    measure();
  };

  return (
    <div className="offer-carousel">
      <div className="offer-carousel__arrow">
        {arrows.previous ? (
          <Button
            focusKey="offer-previous"
            variant="icon"
            label={t('choose_offer.previous')}
            onPress={() => scroll(-1)}
          >
            <span aria-hidden="true">‹</span>
          </Button>
        ) : null}
      </div>
      <div
        ref={list}
        role="radiogroup"
        aria-label={t('choose_offer.offers')}
        className="offer-carousel__list"
        onScroll={measure}
      >
        {offers.map((offer) => (
          <OfferCard
            key={offer.offerId}
            offer={offer}
            selected={offer.offerId === selectedId}
            unavailable={unavailable[offer.offerId]}
            onSelect={() => onSelect(offer.offerId)}
            onFocused={(card) => {
              if (list.current) showCard(list.current, card);
            }}
          />
        ))}
      </div>
      <div className="offer-carousel__arrow">
        {arrows.next ? (
          <Button
            focusKey="offer-next"
            variant="icon"
            label={t('choose_offer.next')}
            onPress={() => scroll(1)}
          >
            <span aria-hidden="true">›</span>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
