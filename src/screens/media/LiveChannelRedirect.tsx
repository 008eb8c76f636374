import { Navigate } from 'react-router-dom';
import { isEpgEnabled } from '../../config/epgSettings.ts';
import { useFeatures } from '../../stores/configStore.ts';
import { MovieScreen } from './MovieScreen.tsx';
import type { MediaScreenProps } from './mediaScreenRegistry.ts';

/**
 * spec: browsing 2, Media route — a live channel opens the live route of its channels playlist with
 * the channel selected; without one, or with the EPG off, it shows as media (and plays live from there).
 */
export function LiveChannelRedirect({ item }: MediaScreenProps) {
  const features = useFeatures();
  const channels = typeof item.liveChannelsId === 'string' ? item.liveChannelsId : '';
  if (!channels || !isEpgEnabled(features)) return <MovieScreen item={item} />;
  return (
    <Navigate to={`/p/${encodeURIComponent(channels)}?channel=${encodeURIComponent(item.mediaid)}`} replace />
  );
}
