import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { isEpgEnabled } from '../../config/epgSettings.ts';
import { liveChannelRoute } from '../../domain/liveRoute.ts';
import { useFeatures } from '../../stores/configStore.ts';
import { ErrorScreen } from '../../ui/index.ts';
import { MovieScreen } from './MovieScreen.tsx';
import type { MediaScreenProps } from './mediaScreenRegistry.ts';

/**
 * spec: browsing 2, Media route — a live channel opens the live route of its channels playlist with
 * the channel selected, carrying what that screen reads (play, start...: domain/liveRoute.ts); without
 * one, or with the EPG off, it shows as media (and plays live from there); with no data to show either
 * way (no channels playlist, no stream): 'live_channel_not_found'.
 */
export function LiveChannelRedirect({ item }: MediaScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const features = useFeatures();
  const channels = typeof item.liveChannelsId === 'string' ? item.liveChannelsId : '';
  if (channels && isEpgEnabled(features)) {
    return <Navigate to={liveChannelRoute(channels, item.mediaid, params)} replace />;
  }
  if (!channels && item.sources.length === 0) {
    return (
      <ErrorScreen
        title={t('error.live_channel_not_found')}
        description={t('error.generic_description')}
        action={{ label: t('app.home'), onPress: () => navigate('/') }}
      />
    );
  }
  return <MovieScreen item={item} />;
}
