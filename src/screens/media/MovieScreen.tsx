import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { accessModelOf } from '../../config/accessModel.ts';
import { truncateWords } from '../../domain/cardRules.ts';
import { GUEST, isEntitled } from '../../domain/entitlement.ts';
import { mediaUrl } from '../../domain/titleSlug.ts';
import { useGoBack } from '../../focus/useGoBack.ts';
import { useOverlayParams } from '../../focus/useOverlayParams.ts';
import { useScreenFocus } from '../../focus/useScreenFocus.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { sessionStore } from '../../stores/deviceStorage.ts';
import { useLayout } from '../../stores/deviceStore.ts';
import { Button } from '../../ui/index.ts';
import { FavoriteButton } from './FavoriteButton.tsx';
import { GenreChips } from './GenreChips.tsx';
import { InlinePlayer } from './InlinePlayer.tsx';
import type { MediaScreenProps } from './mediaScreenRegistry.ts';
import { RelatedShelf } from './RelatedShelf.tsx';
import { ShareButton } from './ShareButton.tsx';
import { hasExtraDetails, ShowMoreDetails } from './ShowMoreDetails.tsx';
import { START_BUTTON_KEY, StartButton } from './StartButton.tsx';
import { TrailerPlayer } from './TrailerPlayer.tsx';
import { useDocumentMeta } from './useDocumentMeta.ts';

const SHOW_MORE = 'show-more-details';

/** The player and its engines load only when something plays (DESIGN: the first screen stays small). */
const PlayerOverlay = lazy(() => import('../../player/PlayerOverlay.tsx'));

/** spec: browsing 2, Video detail page (the movie screen): also live events and unknown types. */
export function MovieScreen({ item }: MediaScreenProps) {
  const { t } = useTranslation();
  const layout = useLayout();
  const goBack = useGoBack();
  const { params, open, close } = useOverlayParams();
  const { text, truncated } = truncateWords(item.description);
  const minutes =
    item.duration > 0 ? t('video.minutes', { count: Math.max(1, Math.round(item.duration / 60)) }) : null;
  const year = item.pubdate ? new Date(item.pubdate * 1000).getFullYear() : null;
  const meta = [year, minutes, item.rating].filter(Boolean).join(' • ');
  const shareUrl = `${mediaUrl(item, params.get('r') ?? undefined)}${params.get('r') ? '&' : '?'}shared=true`;
  useDocumentMeta(item, shareUrl);
  useScreenFocus(true, [START_BUTTON_KEY, 'detail-favorite']);
  const { config } = useStartupResult();
  // spec: browsing 2, Player placement — the player opens on play=1 only for an entitled viewer.
  const entitled = isEntitled(item, accessModelOf(config), config.packageKey, GUEST);
  const inline = config.custom.inlinePlayer === true;

  // spec: browsing 2 — closing the player returns to the media URL without play. Focus goes back to
  // the button that opens the overlay, also when a deep link opened it.
  const closeOverlay = (param: 'play' | 'trailer' | 'u', returnTo: string) => {
    close(param);
    void setFocus(returnTo);
  };
  const openDetails = () => {
    // spec: browsing 2 — the item is also kept in session storage under seeMoreDetails.
    sessionStore.setJson('seeMoreDetails', { mediaid: item.mediaid, title: item.title });
    open({ u: SHOW_MORE });
  };

  return (
    <article className={inline ? 'detail detail--inline' : 'detail'}>
      {item.backgroundImage ? <img className="detail__hero" src={item.backgroundImage} alt="" /> : null}
      {inline ? (
        <InlinePlayer
          item={item}
          entitled={entitled}
          playing={params.get('play') === '1'}
          onClose={() => closeOverlay('play', START_BUTTON_KEY)}
        />
      ) : null}
      <div className="detail__body">
        <h1 className="detail__title">{item.title}</h1>
        {meta ? <p className="detail__meta">{meta}</p> : null}
        <GenreChips genre={item.genre} />
        <p className="detail__description">{text}</p>
        {typeof item.audio_language === 'string' ? (
          <p className="detail__meta">{t('video.audio_languages', { languages: item.audio_language })}</p>
        ) : null}
        <div className="detail__actions">
          <StartButton item={item} />
          {truncated || hasExtraDetails(item) ? (
            <Button focusKey="detail-more" variant="secondary" onPress={openDetails}>
              {t('video.more')}
            </Button>
          ) : null}
          {typeof item.trailerId === 'string' ? (
            <Button focusKey="detail-trailer" variant="secondary" onPress={() => open({ trailer: '1' })}>
              {t('video.trailer')}
            </Button>
          ) : null}
          <FavoriteButton item={item} />
          {layout === 'tv' ? null : <ShareButton url={shareUrl} />}
          {layout === 'tv' ? null : (
            <Button focusKey="detail-back" variant="secondary" onPress={goBack}>
              {t('app.back')}
            </Button>
          )}
        </div>
      </div>
      <RelatedShelf mediaId={item.mediaid} />
      {params.get('u') === SHOW_MORE ? (
        <ShowMoreDetails item={item} meta={meta} onClose={() => closeOverlay('u', 'detail-more')} />
      ) : null}
      {params.get('play') === '1' && entitled && !inline ? (
        <Suspense fallback={null}>
          {/* Keyed by item: autoplaying the next item starts a fresh player, not a reused one. */}
          <PlayerOverlay
            key={item.mediaid}
            item={item}
            onClose={() => closeOverlay('play', START_BUTTON_KEY)}
          />
        </Suspense>
      ) : null}
      {params.get('trailer') === '1' && typeof item.trailerId === 'string' ? (
        <TrailerPlayer trailerId={item.trailerId} onClose={() => closeOverlay('trailer', 'detail-trailer')} />
      ) : null}
    </article>
  );
}
