import { Navigate, useSearchParams } from 'react-router-dom';
import { seriesIdOf } from '../../domain/episodeSeries.ts';
import type { MediaScreenProps } from './mediaScreenRegistry.ts';

/** spec: browsing 2, Media route — an episode opens its series with e (and play, r) set. */
export function EpisodeRedirect({ item }: MediaScreenProps) {
  const [params] = useSearchParams();
  const seriesId = seriesIdOf(item);
  if (!seriesId) return <Navigate to="/" replace />;
  const query = new URLSearchParams({ e: item.mediaid });
  for (const key of ['r', 'play']) {
    const value = params.get(key);
    if (value) query.set(key, value);
  }
  return <Navigate to={`/s/${encodeURIComponent(seriesId)}?${query}`} replace />;
}
