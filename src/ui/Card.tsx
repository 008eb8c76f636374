import { useTranslation } from 'react-i18next';
import { keepInView } from './keepInView.ts';
import { useFocusableLink } from './useFocusableLink.ts';

export interface CardProps {
  focusKey: string;
  title: string;
  image?: string;
  /** Tag text (duration, 'live', 'series'...), already translated. */
  tag?: string;
  /** A date or time line under the title (scheduled start), already formatted. */
  subtitle?: string;
  /** 1-10 on top-rated rails (spec: browsing 2, Shelf). */
  rank?: number;
  locked?: boolean;
  showTitle?: boolean;
  href: string;
  onOpen(): void;
  onFocused?(): void;
  /** Return false to take the arrow over from spatial navigation. */
  onArrowPress?(direction: string): boolean;
}

/** A media card: an image with its title; OK, click or tap opens it. */
export function Card({
  focusKey,
  title,
  image,
  tag,
  subtitle,
  rank,
  locked,
  showTitle = true,
  href,
  onOpen,
  onFocused,
  onArrowPress,
}: CardProps) {
  const { t } = useTranslation();
  const { focused, linkProps } = useFocusableLink(
    focusKey,
    onOpen,
    (layout) => {
      keepInView(layout.node);
      onFocused?.();
    },
    onArrowPress,
  );
  return (
    <a href={href} className={`card${focused ? ' is-focused' : ''}`} {...linkProps}>
      <span className="card__poster">
        {image ? <img className="card__image" src={image} alt="" loading="lazy" /> : null}
        {rank ? (
          <span className="card__rank" aria-hidden="true">
            {rank}
          </span>
        ) : null}
        {locked ? (
          <span className="card__lock" aria-hidden="true">
            🔒
          </span>
        ) : null}
        {tag ? <span className="card__tag">{tag}</span> : null}
      </span>
      <span className={showTitle ? 'card__title' : 'visually-hidden'}>{title}</span>
      {locked ? <span className="visually-hidden">, {t('video.locked')}</span> : null}
      {subtitle ? <span className="card__subtitle">{subtitle}</span> : null}
    </a>
  );
}
