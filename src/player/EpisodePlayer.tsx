import { useMedia } from '../content/useContent.ts';
import PlayerOverlay from './PlayerOverlay.tsx';

/**
 * spec: browsing 2, Series page — play=1 plays episode e. The episode is fetched here, inside the player
 * chunk, so the series page itself carries no player code.
 */
export default function EpisodePlayer({ episodeId, onClose }: { episodeId: string; onClose(): void }) {
  const { data: episode } = useMedia(episodeId);
  // Keyed by episode: the next episode starts a fresh player, not a reused one.
  return episode ? <PlayerOverlay key={episode.mediaid} item={episode} onClose={onClose} /> : null;
}
