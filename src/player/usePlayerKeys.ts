import { useEffect, useRef } from 'react';
import type { RemoteAction } from '../../devices/index.ts';
import { remoteActionOf } from '../focus/remoteKeys.ts';
import { useDeviceStore } from '../stores/deviceStore.ts';
import { type ControlId, type FocusContext, moveFocus, type PlayerFocus } from './controlsFocus.ts';

export interface PlayerKeyHandlers {
  focus: PlayerFocus;
  context: FocusContext;
  /** The player failed: OK leaves it. */
  failed: boolean;
  /** A client-side ad plays: only Back (close) counts. */
  locked: boolean;
  /** The controls were hidden when the key came: arrows then only bring them back. */
  controlsHidden: boolean;
  setFocus(focus: PlayerFocus): void;
  /** Any key: show the controls and restart their hide timer. */
  showControls(): void;
  togglePlay(): void;
  play(): void;
  pause(): void;
  /** Relative seek in seconds (negative: back). */
  seekBy(seconds: number): void;
  activate(control: ControlId): void;
  upNext(choice: 'close' | 'skip'): void;
  close(): void;
}

const SEEK_STEP_SECONDS = 10;

/**
 * The remote inside the player. Spatial navigation is paused here, so arrows move the player's own
 * focus (controlsFocus.ts). As on most TV players: any key shows the controls; OK with nothing focused
 * shows them with play/pause focused, and OK on a focused control presses it; Left/Right with nothing
 * focused or on the seek bar seek; Up/Down reach the seek bar and the controls; media keys (and Space,
 * the desktop's play/pause key: spec browsing 4, Player) do what they say wherever focus is; Back is
 * the back stack's: it closes the player.
 */
export function usePlayerKeys(handlers: PlayerKeyHandlers): void {
  const profile = useDeviceStore((state) => state.profile);
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = remoteActionOf(profile, event);
      const current = latest.current;
      if (action === 'enter' && current.failed) {
        event.preventDefault();
        current.close();
        return;
      }
      if (!action || action === 'back' || action === 'exit' || current.failed) return;
      if (current.locked) {
        event.preventDefault();
        return;
      }
      event.preventDefault();
      const hidden = current.controlsHidden;
      current.showControls();
      if (hidden && (action === 'up' || action === 'down')) {
        current.setFocus(current.context.seekable ? 'seek' : 'control:playPause');
        return;
      }
      const moved = moveFocus(current.focus, action, current.context);
      if (moved !== undefined) {
        current.setFocus(moved);
        return;
      }
      perform(action, current);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [profile]);
}

function perform(action: RemoteAction, handlers: PlayerKeyHandlers): void {
  const { focus } = handlers;
  if (action === 'enter') {
    if (focus.startsWith('control:')) handlers.activate(focus.slice('control:'.length) as ControlId);
    else if (focus === 'upnext:close') handlers.upNext('close');
    else if (focus === 'upnext:skip') handlers.upNext('skip');
    // Nothing focused (the controls hidden, or only showing): OK brings them up with play/pause
    // focused, and a second OK presses it — OK never changes playback unseen.
    else handlers.setFocus('control:playPause');
  } else if (action === 'playPause') handlers.togglePlay();
  else if (action === 'play') handlers.play();
  else if (action === 'pause' || action === 'stop') handlers.pause();
  else if (action === 'left' || action === 'rewind') handlers.seekBy(-SEEK_STEP_SECONDS);
  else if (action === 'right' || action === 'fastForward') handlers.seekBy(SEEK_STEP_SECONDS);
}
