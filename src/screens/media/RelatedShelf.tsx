import { memo } from 'react';
import { useRelated } from '../../content/useContent.ts';
import { relatedAsGrid } from '../../domain/detailPage.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { useDeviceStore, useLayout } from '../../stores/deviceStore.ts';
import { rowKey } from '../../stores/rowStateStore.ts';
import { MediaCard, Shelf } from '../../ui/index.ts';
import { MediaGrid } from '../../ui/MediaGrid.tsx';

/**
 * spec: browsing 2, Video detail page — related items from the recommendations playlist, titled with
 * it: a grid on sm and md screens, a slider otherwise (TVs always slide). Its page hands it the path
 * (where the row's place is kept) rather than it reading the location: opening the player or another
 * overlay changes the query, and the row need not render again for it (issue 19).
 */
function RelatedShelfView({ mediaId, pathname }: { mediaId: string; pathname: string }) {
  const { config } = useStartupResult();
  const layout = useLayout();
  const width = useDeviceStore((state) => state.viewportWidth);
  const playlistId = config.features.recommendationsPlaylist;
  const { data } = useRelated(playlistId, mediaId);
  if (!playlistId || !data || data.playlist.length === 0) return null;
  if (layout !== 'tv' && relatedAsGrid(width)) {
    return (
      <section className="detail__related detail__related--grid" aria-label={data.title}>
        <h2 className="detail__section-title">{data.title}</h2>
        <MediaGrid items={data.playlist} focusPrefix="related" playlistId={playlistId} />
      </section>
    );
  }
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
            inRow
          />
        )}
      />
    </div>
  );
}

// Memoised: the page renders again when an overlay opens or closes (play=1 and the like; issue 19).
export const RelatedShelf = memo(RelatedShelfView);
