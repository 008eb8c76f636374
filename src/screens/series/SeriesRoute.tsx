import { useParams } from 'react-router-dom';
import { MediaRoute } from '../media/MediaRoute.tsx';

/** spec: browsing 2, Route table — /s/{seriesId}: the series item through the media route. */
export function SeriesRoute() {
  const { seriesId } = useParams();
  return <MediaRoute mediaId={seriesId} />;
}
