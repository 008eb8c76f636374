import { useParams } from 'react-router-dom';
import { MediaRoute } from '../media/MediaRoute.tsx';

/**
 * spec: browsing 2, Route table — /s/{seriesId}: the series item through the media route; an unknown
 * series says series_error, not 'Video not found' (issue 18).
 */
export function SeriesRoute() {
  const { seriesId } = useParams();
  return <MediaRoute mediaId={seriesId} notFoundKey="error.series_error" />;
}
