import type { MediaItem } from '../../content/contentSchemas.ts';
import type { EpisodeNumbers } from '../../domain/seriesPage.ts';
import { useOverlayParams } from '../../focus/useOverlayParams.ts';
import { Button } from '../../ui/index.ts';
import { useDetailTranslation } from '../media/detailStrings.ts';
import { FavoriteButton } from '../media/FavoriteButton.tsx';
import { ShareButton } from '../media/ShareButton.tsx';
import { StartButton } from '../media/StartButton.tsx';

interface SeriesActionsProps {
  series: MediaItem;
  /** The episode the start button plays: the current one, else the first. */
  target: MediaItem | undefined;
  targetNumbers: EpisodeNumbers | undefined;
  trailerId: string | undefined;
  shareUrl: string;
}

/**
 * spec: browsing 2, Series page — buttons: start watching (section 4's states, with the episode),
 * trailer, favourite (by the same rule as on movie pages, domain/favoriteButton.ts), share.
 */
export function SeriesActions({ series, target, targetNumbers, trailerId, shareUrl }: SeriesActionsProps) {
  const { t } = useDetailTranslation();
  const { open } = useOverlayParams();
  return (
    <div className="detail__actions">
      {target ? (
        <StartButton item={target} episode={targetNumbers} playParams={{ e: target.mediaid, play: '1' }} />
      ) : null}
      {trailerId ? (
        <Button focusKey="detail-trailer" variant="secondary" onPress={() => open({ trailer: '1' })}>
          {t('video.trailer')}
        </Button>
      ) : null}
      <FavoriteButton item={series} />
      <ShareButton url={shareUrl} />
    </div>
  );
}
