import { useAccess } from '../../access/useAccess.ts';
import './detail.css';
import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { Suspense, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { isEpgEnabled } from '../../config/epgSettings.ts';
import { truncateWords } from '../../domain/cardRules.ts';
import { isEpgPlaceholder } from '../../domain/detailPage.ts';
import { mediaPath, shareUrl as shareUrlOf } from '../../domain/shareUrl.ts';
import { useGoBack } from '../../focus/useGoBack.ts';
import { useOverlayParams } from '../../focus/useOverlayParams.ts';
import { useScreenFocus } from '../../focus/useScreenFocus.ts';
import { LazyPlayerOverlay } from '../../player/lazyPlayers.ts';
import { useFeatures, useStartupResult } from '../../stores/configStore.ts';
import { useLayout } from '../../stores/deviceStore.ts';
import { Button, ErrorScreen, useNow } from '../../ui/index.ts';
import { DetailHero } from './DetailHero.tsx';
import { useDetailTranslation } from './detailStrings.ts';
import { FavoriteButton } from './FavoriteButton.tsx';
import { GenreChips } from './GenreChips.tsx';
import { InlinePlayer } from './InlinePlayer.tsx';
import type { MediaScreenProps } from './mediaScreenRegistry.ts';
import { primaryMeta } from './primaryMeta.ts';
import { RelatedShelf } from './RelatedShelf.tsx';
import { SecondaryMeta } from './SecondaryMeta.tsx';
import { ShareButton } from './ShareButton.tsx';
import { START_BUTTON_KEY, StartButton } from './StartButton.tsx';
import { detailsOf, hasExtraDetails, SHOW_MORE, storeDetails } from './seeMoreDetails.ts';
import { TrailerPlayer } from './TrailerPlayer.tsx';
import { useDocumentMeta } from './useDocumentMeta.ts';
import { usePlayableNow } from './usePlayableNow.ts';
import { useWarmPlayer } from './useWarmPlayer.ts';

/** spec: browsing 2, Video detail page (the movie screen): also live events and unknown types. */
export function MovieScreen({ item }: MediaScreenProps) {
  const { t } = useDetailTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { config } = useStartupResult();
  const features = useFeatures();
  // spec: browsing 2, Video detail page — ?channel while the EPG is disabled: the configured message.
  if (params.has('channel') && !isEpgEnabled(features)) {
    return (
      <ErrorScreen
        title={config.epgDisabledMessage ?? t('epg.disabled')}
        description=""
        action={{ label: t('app.home'), onPress: () => navigate('/') }}
      />
    );
  }
  return <MovieDetail item={item} />;
}

function MovieDetail({ item }: MediaScreenProps) {
  const { t } = useDetailTranslation();
  const layout = useLayout();
  const goBack = useGoBack();
  const { params, open, close } = useOverlayParams();
  const { pathname } = useLocation();
  const { text, truncated } = truncateWords(item.description);
  const meta = primaryMeta(item, t);
  const shareUrl = shareUrlOf(mediaPath(item, { playlistId: params.get('r') ?? undefined }), { play: false });
  useDocumentMeta(item, shareUrl);
  useScreenFocus(true, [START_BUTTON_KEY, 'detail-favorite', 'detail-share']);
  const { config } = useStartupResult();
  const now = useNow(60_000, typeof item['VCH.EventState'] === 'string');
  // spec: browsing 2 — a guide placeholder's title (no programme, an empty slot) hides metadata and buttons.
  const placeholder = isEpgPlaceholder(item.title, [
    config.epgNoProgramText ?? t('epg.no_scheduled_programs'),
    config.epgEmptySlotText ?? t('epg.empty_slot'),
  ]);
  // spec: browsing 2, Player placement — the player opens on play=1 only for an entitled viewer.
  const { entitled } = useAccess(item);
  const inline = config.custom.inlinePlayer === true;
  // spec: browsing 2 — the play button is disabled while the item is not playable, and a ?play=1 link
  // (a deep link, a single-click card) is refused the same: the page stays with its countdown, and play
  // leaves the URL in place of this entry, so Back does not come back to a refused link.
  const playable = usePlayableNow(item);
  const playRequested = params.get('play') === '1';
  const playing = playRequested && playable;
  useEffect(() => {
    if (playRequested && !playable) close('play');
  }, [playRequested, playable, close]);
  useWarmPlayer(item, entitled && playable && !inline && !playing, LazyPlayerOverlay.preload);

  // spec: browsing 2 — closing the player returns to the media URL without play. Focus goes back to
  // the button that opens the overlay, also when a deep link opened it.
  const closeOverlay = (param: 'play' | 'trailer', returnTo: string) => {
    close(param);
    void setFocus(returnTo);
  };
  const openDetails = () => {
    // spec: browsing 2 — the item and its metadata are also kept in session storage (seeMoreDetails).
    storeDetails(detailsOf(item, meta));
    open({ u: SHOW_MORE });
  };

  return (
    <article className={inline ? 'detail detail--inline' : 'detail'}>
      <DetailHero image={item.backgroundImage ?? item.image} />
      {inline ? (
        <InlinePlayer
          item={item}
          entitled={entitled}
          playing={playing}
          onClose={() => closeOverlay('play', START_BUTTON_KEY)}
        />
      ) : null}
      <div className="detail__body">
        <h1 className="detail__title">{item.title}</h1>
        {meta && !placeholder ? <p className="detail__meta">{meta}</p> : null}
        {placeholder ? null : <SecondaryMeta item={item} now={now} />}
        {placeholder ? null : <GenreChips genre={item.genre} />}
        <p className="detail__description">{text}</p>
        {typeof item.audio_language === 'string' && !placeholder ? (
          <p className="detail__meta">{t('video.audio_languages', { languages: item.audio_language })}</p>
        ) : null}
        {placeholder ? null : (
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
            <ShareButton url={shareUrl} />
            {layout === 'tv' ? null : (
              <Button focusKey="detail-back" variant="secondary" onPress={goBack}>
                {t('app.back')}
              </Button>
            )}
          </div>
        )}
      </div>
      <RelatedShelf mediaId={item.mediaid} pathname={pathname} />
      {playing && entitled && !inline ? (
        <Suspense fallback={null}>
          {/* Keyed by item: autoplaying the next item starts a fresh player, not a reused one. */}
          <LazyPlayerOverlay
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
