import { useTranslation } from 'react-i18next';
import type { MediaItem } from '../content/contentSchemas.ts';
import { useStartupResult } from '../stores/configStore.ts';
import { Button } from './Button.tsx';
import { MediaCard } from './MediaCard.tsx';

interface MediaGridProps {
  items: readonly MediaItem[];
  /** Focus keys are `${focusPrefix}-${mediaid}`. */
  focusPrefix: string;
  playlistId: string;
  /** A label on some cards (the current episode). */
  badgeFor?(item: MediaItem): string | undefined;
  /** 'Load more' shows while there is more (spec: browsing 2 — grids load more while links.next exists). */
  more?: { onPress(): void };
}

/** A wrapping grid of media cards with an optional 'load more': playlist, search and series pages. */
export function MediaGrid({ items, focusPrefix, playlistId, badgeFor, more }: MediaGridProps) {
  const { t } = useTranslation();
  const { config } = useStartupResult();
  return (
    <>
      <div className="grid">
        {items.map((item) => {
          const badge = badgeFor?.(item);
          return (
            <div key={item.mediaid} className="grid__cell">
              <MediaCard
                item={item}
                focusKey={`${focusPrefix}-${item.mediaid}`}
                playlistId={playlistId}
                packageKey={config.packageKey}
              />
              {badge ? <span className="grid__badge">{badge}</span> : null}
            </div>
          );
        })}
      </div>
      {more ? (
        <Button focusKey={`${focusPrefix}-more`} variant="secondary" onPress={more.onPress}>
          {t('video.load_more')}
        </Button>
      ) : null}
    </>
  );
}
