import { lazyWithPreload } from 'react-lazy-with-preload';

/*
 * The player's chunks, loaded when something plays or ahead of it by a detail page's warm-up
 * (useWarmPlayer.ts). React.lazy suspends on its first render even when the module has long arrived:
 * the first OK then committed the page without the player and rendered the player a task later
 * (issue 19). Preloaded, these render the player in the OK's own commit.
 */

/** The player over a movie page or a trailer. */
export const LazyPlayerOverlay = lazyWithPreload(() => import('./PlayerOverlay.tsx'));

/** A series page's player: it fetches the episode, then opens the same player. */
export const LazyEpisodePlayer = lazyWithPreload(() => import('./EpisodePlayer.tsx'));
