import { useTranslation } from 'react-i18next';
import { keepInView } from '../keepInView.ts';
import { useFocusableLink } from '../useFocusableLink.ts';

interface SeeMoreLinkProps {
  focusKey: string;
  href: string;
  onOpen(): void;
  /** Up out of the link: true when the list moved focus (to the row above). */
  onUp(): boolean;
  /** Down: back to the row's remembered card. */
  onDown(): void;
}

/**
 * spec: browsing 2, Shelf — 'see more' with a chevron beside the row's title, for a pointer or a
 * finger (desktop, mobile; on TV it is the row's last stop instead, seeMorePlace). Up and Down from
 * the row's cards pass it by (one press a row); a pointer resting on it gives it focus, and then Up
 * goes to the row above and Down returns to the card the viewer left.
 */
export function SeeMoreLink({ focusKey, href, onOpen, onUp, onDown }: SeeMoreLinkProps) {
  const { t } = useTranslation();
  const { focused, linkProps } = useFocusableLink(
    focusKey,
    onOpen,
    (layout) => keepInView(layout.node),
    (direction) => {
      if (direction === 'up') return !onUp();
      if (direction === 'down') onDown();
      // Left may leave for the menu; Right has nothing beside the header.
      return direction === 'left';
    },
  );
  return (
    <a href={href} className={`shelf__see-more${focused ? ' is-focused' : ''}`} {...linkProps}>
      {t('shelf.see_more')} ›
    </a>
  );
}
