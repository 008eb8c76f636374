import { useLocation } from 'react-router-dom';
import { useRelated } from '../../content/useContent.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { rowKey } from '../../stores/rowStateStore.ts';
import { MediaCard, Shelf } from '../../ui/index.ts';

/** spec: browsing 2, Video detail page — related items from the recommendations playlist, titled with it. */
export function RelatedShelf({ mediaId }: { mediaId: string }) {
  const { config } = useStartupResult();
  const { pathname } = useLocation();
  const playlistId = config.features.recommendationsPlaylist;
  const { data } = useRelated(playlistId, mediaId);
  if (!playlistId || !data || data.playlist.length === 0) return null;
  return (
    <div className="detail__related">
      <Shelf
        focusKey="related-shelf"
        stateKey={rowKey(pathname, 'related')}
        title={data.title}
        items={data.playlist}
        itemKey={(item) => item.mediaid}
        cardFocusKey={(item) => `related-${item.mediaid}`}
        renderCard={(item, _index, events) => (
          <MediaCard
            item={item}
            focusKey={`related-${item.mediaid}`}
            playlistId={playlistId}
            packageKey={config.packageKey}
            onFocused={events.onFocused}
          />
        )}
      />
    </div>
  );
}
