import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MediaItem } from '../content/contentSchemas.ts';
import { upNextSeconds } from '../domain/upNext.ts';
import { useStartupResult } from '../stores/configStore.ts';
import { useAutoplay } from '../stores/settingsStore.ts';
import { useLatest } from '../ui/useLatest.ts';
import { type NextTarget, useNextItem } from './useNextItem.ts';
import type { Playback } from './usePlayback.ts';

export interface Ending {
  next: NextTarget | undefined;
  /** The up-next countdown shows. */
  visible: boolean;
  seconds: number | undefined;
  /** Whether this showing already took focus. */
  offered: boolean;
  markOffered(): void;
  choose(choice: 'close' | 'skip'): void;
}

/**
 * spec: browsing 4, Player — the end of an item. With autoplay on (the stored setting, from the config's
 * default until the viewer chooses) and a next item, the up-next countdown shows in the last 10 s; on
 * completion the next item opens with play=1. Otherwise completion closes the player. Closing the
 * countdown is the viewer saying no: the player then closes at the end too.
 */
export function useEnding(
  item: MediaItem,
  playback: Playback,
  enabled: boolean,
  onClose: () => void,
): Ending {
  const navigate = useNavigate();
  const { config, features } = useStartupResult();
  const autoplay = useAutoplay(config.autoplayDefaultValue);
  // spec: browsing 4, Player — the up-next countdown needs the autoplay-next feature too.
  const next = useNextItem(item, enabled && features.autoplayNext && autoplay && !playback.live);
  const [dismissed, setDismissed] = useState(false);
  const [offered, setOffered] = useState(false);
  const seconds =
    playback.live || playback.adBreak !== undefined
      ? undefined
      : upNextSeconds(playback.position, playback.duration);
  // Issue 26: no up-next over a failure (its countdown would stand still over the error).
  const visible = Boolean(next) && seconds !== undefined && !dismissed && playback.error === null;

  const latest = useLatest({ next, dismissed, onClose });
  useEffect(() => {
    if (playback.state !== 'ended') return;
    const current = latest.current;
    // The next item takes the place of this one's player in history: closing it shows its page, and
    // Back from there the page this one was opened from, not this item playing again.
    if (current.next && !current.dismissed) navigate(current.next.url, { replace: true });
    else current.onClose();
  }, [playback.state, navigate]);

  return {
    next,
    visible,
    seconds,
    offered,
    markOffered: () => setOffered(true),
    choose(choice) {
      if (choice === 'close') setDismissed(true);
      else if (playback.duration > 0) playback.seek(playback.duration);
    },
  };
}
