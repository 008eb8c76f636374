import { useEffect, useState } from 'react';
import { sessionStore } from '../../stores/deviceStorage.ts';

const PLAYLIST_KEY = 'seeMorePlayList';
const TITLE_KEY = 'seeMoreShelfTitle';

/**
 * spec: browsing 2, See-more page — the playlist and the shelf's title come from navigation state or
 * from session storage (seeMorePlayList, seeMoreShelfTitle), so a reload keeps the title; both are
 * removed on leaving. The stored title counts only for the playlist stored with it.
 */
export function useSeeMoreTitle(playlistId: string | undefined, fromState: string | undefined) {
  const [stored] = useState(() =>
    sessionStore.get(PLAYLIST_KEY) === playlistId ? (sessionStore.get(TITLE_KEY) ?? undefined) : undefined,
  );
  const title = fromState ?? stored;
  useEffect(() => {
    if (!playlistId || !title) return undefined;
    sessionStore.set(PLAYLIST_KEY, playlistId);
    sessionStore.set(TITLE_KEY, title);
    return () => {
      sessionStore.remove(PLAYLIST_KEY);
      sessionStore.remove(TITLE_KEY);
    };
  }, [playlistId, title]);
  return title;
}
