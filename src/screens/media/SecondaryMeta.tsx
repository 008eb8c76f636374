import { memo } from 'react';
import type { MediaItem } from '../../content/contentSchemas.ts';
import { mediaStatus, scheduledStart } from '../../domain/mediaStatus.ts';
import { scheduledDateText } from '../../domain/scheduledDate.ts';
import { episodeNumbers } from '../../domain/seriesPage.ts';
import { useDetailTranslation } from './detailStrings.ts';

/**
 * spec: browsing 2, Video detail page — the secondary metadata line: a live event's status and
 * schedule ('Live now', 'Starts {date}', 'Streamed {date}'), or an episode's '{S1:E2} - {title}'.
 */
function SecondaryMetaView({ item, now }: { item: MediaItem; now: number }) {
  const { t, i18n } = useDetailTranslation();
  const numbers = episodeNumbers(item);
  if (numbers) {
    return (
      <p className="detail__meta detail__meta--secondary">
        <strong>{t('video.episode_tag', { ...numbers })}</strong> - {item.title}
      </p>
    );
  }
  if (typeof item['VCH.EventState'] !== 'string') return null;
  const status = mediaStatus(item, now);
  const start = scheduledStart(item);
  // The card writes the same date the same way (spec: browsing 2, Card).
  const date = start === undefined ? '' : scheduledDateText(start, i18n.language);
  let text: string | null = null;
  if (status === 'LIVE') text = t('video.live_now');
  else if (date)
    text = status === 'SCHEDULED' ? t('video.starts_on', { date }) : t('video.streamed_on', { date });
  return text ? <p className="detail__meta detail__meta--secondary">{text}</p> : null;
}

// Memoised: the page renders again when an overlay opens or closes (play=1 and the like; issue 19).
export const SecondaryMeta = memo(SecondaryMetaView);
