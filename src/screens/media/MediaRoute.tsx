import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useMedia } from '../../content/useContent.ts';
import { notForChildren } from '../../domain/kidsContent.ts';
import { useAccountStore } from '../../stores/accountStore.ts';
import { ErrorScreen, Spinner } from '../../ui/index.ts';
import { HubScreen } from '../hub/HubScreen.tsx';
import { StaticPageScreen } from '../page/StaticPageScreen.tsx';
import { SeriesScreen } from '../series/SeriesScreen.tsx';
import { EpisodeRedirect } from './EpisodeRedirect.tsx';
import { LiveChannelRedirect } from './LiveChannelRedirect.tsx';
import { MovieScreen } from './MovieScreen.tsx';
import { createMediaScreenRegistry } from './mediaScreenRegistry.ts';
import { ShowMoreDetailsHost } from './ShowMoreDetailsHost.tsx';

// With the account texts it needs: only a kids profile that followed a link to a grown-up title loads it.
const NotForKidsScreen = lazy(async () => ({
  default: (await import('../profiles/NotForKidsScreen.tsx')).NotForKidsScreen,
}));

/** spec: browsing 2, Media route — live events and every other type use the movie screen. */
const registry = createMediaScreenRegistry(MovieScreen)
  .registerByContentType(SeriesScreen, 'series')
  .registerByContentType(EpisodeRedirect, 'episode')
  .registerByContentType(LiveChannelRedirect, 'liveChannel')
  .registerByContentType(StaticPageScreen, 'page')
  .registerByContentType(HubScreen, 'hub');

/**
 * `mediaId` when another route knows it (/s/{seriesId}); the :id of /m/{id}/{slug} otherwise.
 * `notFoundKey`: what an item that cannot be loaded is called (a series route says series_error).
 */
export function MediaRoute({
  mediaId,
  notFoundKey = 'error.video_not_found',
}: {
  mediaId?: string;
  notFoundKey?: string;
}) {
  const { t } = useTranslation();
  const params = useParams();
  const id = mediaId ?? params.id;
  const navigate = useNavigate();
  const { data: item, isPending } = useMedia(id);
  const inKidsProfile = useAccountStore((state) => state.kidsFilter !== null);

  // The show-more-details modal can show its stored state while the item loads (spec: browsing 2).
  const details = <ShowMoreDetailsHost id={id} item={item} />;
  if (isPending) {
    return (
      <>
        <Spinner label={t('app.loading')} />
        {details}
      </>
    );
  }
  // Only with nothing to show: a live item refreshes every 30 s (spec: browsing 4, Refetching), and a
  // refresh that fails keeps the item it had (react-query reports the error beside it).
  if (!item) {
    return (
      <ErrorScreen
        title={t(notFoundKey)}
        description={t('error.generic_description')}
        action={{ label: t('app.home'), onPress: () => navigate('/') }}
      />
    );
  }
  // spec: accounts 3.6 (issue 16) — the rule the listings filter by, for an item reached by its address.
  if (inKidsProfile && notForChildren(item)) return <NotForKidsScreen />;
  const Screen = registry.screenFor(item);
  return (
    <>
      <Screen key={item.mediaid} item={item} />
      {details}
    </>
  );
}
