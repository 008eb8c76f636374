import type { TFunction } from 'i18next';
import { memo } from 'react';
import { opensWithPlay } from '../config/cardSettings.ts';
import type { MediaItem } from '../content/contentSchemas.ts';
import { type CardTag, cardTag } from '../domain/cardRules.ts';
import { cardUrl } from '../domain/cardUrl.ts';
import { isLocked } from '../domain/lockRules.ts';
import { scheduledStart } from '../domain/mediaStatus.ts';
import { scheduledDateText } from '../domain/scheduledDate.ts';
import { type HistoryEntry, minutesLeft } from '../domain/watchHistory.ts';
import { useSharedTranslation } from '../i18n/SharedTranslation.tsx';
import { useFeatures } from '../stores/configStore.ts';
import { Card } from './Card.tsx';
import { useStableNavigate } from './stableNavigate.tsx';

function tagText(tag: CardTag | undefined, t: TFunction): string | undefined {
  switch (tag?.kind) {
    case 'series':
      return t('video.series');
    case 'episode':
      return t('video.episode_tag', { season: tag.season, episode: tag.episode });
    case 'duration':
      return t('video.minutes', { count: tag.minutes });
    case 'live':
      return t('video.live');
    case 'scheduled':
      return t('video.scheduled');
    default:
      return undefined;
  }
}

export interface MediaCardProps {
  item: MediaItem;
  focusKey: string;
  playlistId: string;
  packageKey?: string;
  rank?: number;
  showTitle?: boolean;
  onFocused?(): void;
  /** In a shelf (see Card). */
  inRow?: boolean;
  onArrowPress?(direction: string): boolean;
  /** Open with play=1 (continue watching). */
  playOnOpen?: boolean;
  /** Where the viewer stopped (continue watching): a progress bar, and the time left as the tag. */
  resume?: Pick<HistoryEntry, 'progress' | 'duration'>;
}

/** The card of a media item (spec: browsing 2, Card), opening its media page from its playlist. */
function MediaCardView({
  item,
  focusKey,
  playlistId,
  packageKey,
  rank,
  showTitle,
  onFocused,
  inRow,
  onArrowPress,
  playOnOpen,
  resume,
}: MediaCardProps) {
  const { t, language } = useSharedTranslation();
  const navigate = useStableNavigate();
  const features = useFeatures();
  const href = cardUrl(item, { playlistId, play: opensWithPlay(features, item, Boolean(playOnOpen)) });
  const now = Date.now();
  const start = scheduledStart(item);
  return (
    <Card
      focusKey={focusKey}
      title={item.title}
      image={item.image}
      preview={item.images.find((image) => image.type.startsWith('video/'))?.src}
      tag={resume ? t('video.minutes_left', { count: minutesLeft(resume) }) : tagText(cardTag(item, now), t)}
      progress={resume?.progress}
      subtitle={start && start > now ? scheduledDateText(start, language) : undefined}
      rank={rank}
      locked={isLocked(item, packageKey, null, now)}
      showTitle={showTitle}
      href={href}
      onOpen={() => navigate(href)}
      onFocused={onFocused}
      inRow={inRow}
      onArrowPress={onArrowPress}
    />
  );
}

/**
 * Memoised: moving focus along a row re-renders the row, and re-rendering every card in its window
 * was the largest share of the app's work per key press (issue 7). Shelf hands each card stable
 * callbacks, so only the cards whose focus changed render again.
 */
export const MediaCard = memo(MediaCardView);
