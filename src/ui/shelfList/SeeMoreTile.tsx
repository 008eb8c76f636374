import { useTranslation } from 'react-i18next';
import { keepInView } from '../keepInView.ts';
import type { CardEvents } from '../shelf/Shelf.tsx';
import { useFocusableLink } from '../useFocusableLink.ts';
import './seeMoreTile.css';

interface SeeMoreTileProps {
  focusKey: string;
  href: string;
  onOpen(): void;
  /** The row's events for this stop: Left, Up and Down as from a card. */
  events: CardEvents;
}

/**
 * spec: browsing 2, Shelf — 'see more' with a chevron, as the last stop of a TV row (seeMorePlace):
 * a card-sized tile after the row's last card. OK opens the see-more page.
 */
export function SeeMoreTile({ focusKey, href, onOpen, events }: SeeMoreTileProps) {
  const { t } = useTranslation();
  const { focused, linkProps } = useFocusableLink(focusKey, onOpen, events.onFocused, events.onArrowPress);
  return (
    <a
      href={href}
      className={`card see-more-tile${focused ? ' is-focused' : ''}`}
      {...linkProps}
      onFocus={(event) => {
        // As a card (Card.tsx): coming along its own row needs no vertical scroll; from elsewhere (a
        // row above or below, Back to it) the page brings the row into view.
        const from = event.relatedTarget;
        const row = event.currentTarget.closest('.shelf');
        if (from instanceof Element && row && from.closest('.shelf') === row) return;
        keepInView(event.currentTarget);
      }}
    >
      <span className="card__poster see-more-tile__poster">
        <span className="see-more-tile__label">{t('shelf.see_more')} ›</span>
      </span>
    </a>
  );
}
