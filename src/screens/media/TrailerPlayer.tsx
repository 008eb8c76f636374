import { Suspense } from 'react';
import { useMedia } from '../../content/useContent.ts';
import { LazyPlayerOverlay } from '../../player/lazyPlayers.ts';

/** spec: browsing 2, Player placement — the trailer modal plays the item named by trailerId. */
export function TrailerPlayer({ trailerId, onClose }: { trailerId: string; onClose(): void }) {
  const { data: trailer } = useMedia(trailerId);
  if (!trailer) return null;
  return (
    <Suspense fallback={null}>
      <LazyPlayerOverlay item={trailer} onClose={onClose} upNext={false} />
    </Suspense>
  );
}
