import { useState } from 'react';
import type { MediaItem } from '../content/contentSchemas.ts';

/**
 * The item the player opened with, for as long as the same media plays. spec: browsing 4, Refetching
 * — a live media item is fetched again every 30 s, and a change in it (its event state, its scheduled
 * times) arrives as a new object; the playback effects key on the item, so handing them the refreshed
 * one would tear the stream down and load it again mid-event.
 */
export function keepOpened(opened: MediaItem, offered: MediaItem): MediaItem {
  return opened.mediaid === offered.mediaid ? opened : offered;
}

/** keepOpened across renders. */
export function useOpenedItem(offered: MediaItem): MediaItem {
  const [opened, setOpened] = useState(offered);
  const kept = keepOpened(opened, offered);
  // React's "adjust state while rendering": the new item is used in this very render.
  if (kept !== opened) setOpened(kept);
  return kept;
}
