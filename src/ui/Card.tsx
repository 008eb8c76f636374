import { useSharedTranslation } from '../i18n/SharedTranslation.tsx';
import { useLayout } from '../stores/deviceStore.ts';
import { keepInView } from './keepInView.ts';
import { LockIcon } from './LockIcon.tsx';
import { useCardFocus } from './useCardFocus.ts';
import { useDwell } from './useDwell.ts';

export interface CardProps {
  focusKey: string;
  title: string;
  image?: string;
  /** A short video played over the image while the card holds focus or the pointer (not on touch). */
  preview?: string;
  /** Tag text (duration, 'live', 'series'...), already translated. */
  tag?: string;
  /** A date or time line under the title (scheduled start), already formatted. */
  subtitle?: string;
  /** 1-10 on top-rated rails (spec: browsing 2, Shelf). */
  rank?: number;
  locked?: boolean;
  /** How much has been watched, 0 to 1: a bar along the image's foot (continue watching, issue 26). */
  progress?: number;
  showTitle?: boolean;
  href: string;
  onOpen(): void;
  onFocused?(): void;
  /**
   * The card sits in a horizontal row (a shelf): focus coming along the same row needs no vertical
   * scroll, and the layout read that checks it is saved (issue 7: the forced layouts of a key press).
   */
  inRow?: boolean;
  /** Return false to take the arrow over from spatial navigation. */
  onArrowPress?(direction: string): boolean;
}

/** How long focus rests on a card before its preview plays. */
const PREVIEW_DELAY_MS = 800;

/** A media card: an image with its title; OK, click or tap opens it. */
export function Card({
  focusKey,
  title,
  image,
  preview,
  tag,
  subtitle,
  rank,
  locked,
  progress,
  showTitle = true,
  href,
  onOpen,
  onFocused,
  inRow = false,
  onArrowPress,
}: CardProps) {
  const { t } = useSharedTranslation();
  const layout = useLayout();
  // A card renders for its focus only once it plays its preview, or stops (useCardFocus, useDwell).
  const [previewing, rest] = useDwell(PREVIEW_DELAY_MS);
  const { linkProps, focusedNow } = useCardFocus<HTMLAnchorElement>(focusKey, {
    onOpen,
    onFocus: () => onFocused?.(),
    onArrowPress,
    onFocusChange: preview && layout !== 'mobile' ? rest : undefined,
  });
  return (
    <a
      href={href}
      className={`card${focusedNow() ? ' is-focused' : ''}`}
      {...linkProps}
      onFocus={(event) => {
        const from = event.relatedTarget;
        const row = event.currentTarget.closest('.shelf');
        if (inRow && from instanceof Element && row && from.closest('.shelf') === row) return;
        keepInView(event.currentTarget);
      }}
    >
      <span className="card__poster">
        {image ? <img className="card__image" src={image} alt="" loading="lazy" /> : null}
        {previewing ? (
          <span aria-hidden="true">
            <video className="card__image card__preview" src={preview} muted loop autoPlay playsInline />
          </span>
        ) : null}
        {rank ? (
          <span className="card__rank" aria-hidden="true">
            {rank}
          </span>
        ) : null}
        {locked ? (
          <span className="card__lock" aria-hidden="true">
            <LockIcon />
          </span>
        ) : null}
        {tag ? <span className="card__tag">{tag}</span> : null}
        {progress === undefined ? null : (
          <span className="card__progress" style={{ width: `${progress * 100}%` }} />
        )}
      </span>
      <span className={showTitle ? 'card__title' : 'visually-hidden'}>{title}</span>
      {locked ? <span className="visually-hidden">, {t('video.locked')}</span> : null}
      {subtitle ? <span className="card__subtitle">{subtitle}</span> : null}
    </a>
  );
}
