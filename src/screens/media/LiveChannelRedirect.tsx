import { Navigate } from 'react-router-dom';
import { MovieScreen } from './MovieScreen.tsx';
import type { MediaScreenProps } from './mediaScreenRegistry.ts';

/**
 * spec: browsing 2, Media route — a live channel opens the live route of its channels playlist with
 * the channel selected; without one it shows as media.
 */
export function LiveChannelRedirect({ item }: MediaScreenProps) {
  const channels = typeof item.liveChannelsId === 'string' ? item.liveChannelsId : '';
  if (!channels) return <MovieScreen item={item} />;
  return (
    <Navigate to={`/p/${encodeURIComponent(channels)}?channel=${encodeURIComponent(item.mediaid)}`} replace />
  );
}
