import { type RefObject, useLayoutEffect, useState } from 'react';
import { preparedStart } from './preparedStart.ts';

/**
 * The player's video element, made with the player instead of by its render (issue 19): the hooks that
 * play on it have it in the player's first render, so the stream's load starts in the commit that opens
 * the player. A `<video ref>` handed it over through a state set from its ref callback, and the load
 * waited for the whole player to render a second time.
 * It goes first in `host` (the player's root), where the markup had it. React leaves it there: it only
 * inserts and removes the nodes it rendered, each before its own next sibling.
 */
export function usePlayerVideo(
  host: RefObject<HTMLElement | null>,
  { muted, poster }: { muted: boolean; poster: string | undefined },
): HTMLVideoElement {
  const [video] = useState(() => {
    // The element OK attached the prepared start to, if it did (preparedStart.attachOnOk).
    const element = preparedStart.takeVideo() ?? document.createElement('video');
    element.className = 'player__video';
    element.setAttribute('playsinline', '');
    // Read once, like the shared link that decides it (spec: browsing 4, Player).
    element.muted = muted;
    return element;
  });
  useLayoutEffect(() => {
    host.current?.insertBefore(video, host.current.firstChild);
  }, [host, video]);
  useLayoutEffect(() => {
    if (poster) video.poster = poster;
    else video.removeAttribute('poster');
  }, [video, poster]);
  return video;
}
