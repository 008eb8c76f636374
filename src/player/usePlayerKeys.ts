import { useEffect } from 'react';
import type { DeviceProfile, RemoteAction } from '../../devices/index.ts';
import { digitOf } from '../focus/digitKeys.ts';
import { remoteActionOf } from '../focus/remoteKeys.ts';
import { useDeviceStore } from '../stores/deviceStore.ts';
import { useLatest } from '../ui/useLatest.ts';
import { type ControlId, type FocusContext, moveFocus, type PlayerFocus } from './controlsFocus.ts';
import { isPanelFocus, type PanelFocus } from './trackPanel.ts';

/** A live channel's keys, like a set-top box's (issue 25): given only while a channel of a guide plays. */
export interface ChannelKeys {
  /** CH+ (1) / CH− (-1); `held` when the key repeats (a held key skims). */
  zap(step: 1 | -1, held: boolean): void;
  digit(digit: number): void;
  previous(): void;
  /** Shows the channel banner. */
  info(): void;
  /**
   * OK over the bare picture: shows the banner (true: the key is spent); with the banner up, hides it
   * (false: OK goes on to bring up the controls).
   */
  ok(): boolean;
  /** Back to the guide, on the channel playing. */
  guide(): void;
}

export interface PlayerKeyHandlers {
  focus: PlayerFocus;
  context: FocusContext;
  /**
   * A prompt is up (the failure screen, "Are you still watching?"): Left/Right choose between its
   * first choice and Back, OK takes the choice.
   */
  prompting: boolean;
  movePromptChoice(action: 'left' | 'right'): void;
  takePromptChoice(): void;
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
  /** A seek step (Left/Right, rewind/fast-forward): `held` for a held key's repeats (trick play). */
  seekStep(direction: 1 | -1, held: boolean): void;
  activate(control: ControlId): void;
  /** OK on an option of the audio and subtitles panel. */
  pick(option: PanelFocus): void;
  upNext(choice: 'close' | 'skip'): void;
  /** OK on the Start over offer of a resumed title. */
  startOver(): void;
  /** Next / Previous track: the next or previous episode (a Previous late in one restarts it). */
  skipTrack(step: 1 | -1): void;
  close(): void;
  channels?: ChannelKeys;
}

/**
 * The remote inside the player. Spatial navigation is paused here, so arrows move the player's own
 * focus (controlsFocus.ts). As on most TV players: any key shows the controls; OK with nothing focused
 * shows them with play/pause focused, and OK on a focused control presses it; Left/Right with nothing
 * focused or on the seek bar seek; Up/Down reach the seek bar and the controls; media keys (and Space,
 * the desktop's play/pause key: spec browsing 4, Player) do what they say wherever focus is, Stop
 * closing the player; Back is the back stack's (PlayerOverlay: it hides shown controls, then closes).
 */
export function usePlayerKeys(handlers: PlayerKeyHandlers): void {
  const profile = useDeviceStore((state) => state.profile);
  const latest = useLatest(handlers);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = remoteActionOf(profile, event);
      const current = latest.current;
      if (
        current.channels &&
        !current.locked &&
        channelKey(action, event, current, current.channels, profile)
      ) {
        event.preventDefault();
        return;
      }
      if (current.prompting && (action === 'enter' || action === 'left' || action === 'right')) {
        event.preventDefault();
        if (action === 'enter') current.takePromptChoice();
        else current.movePromptChoice(action);
        return;
      }
      if (!action || action === 'back' || action === 'exit' || current.prompting) return;
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
      perform(action, current, event.repeat);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [profile]);
}

/**
 * A channel key while a live channel plays (issue 25), also over a failed channel (the way out of it):
 * CH+/CH−, and Up/Down while the controls are hidden; digits, previous channel, Info, Guide. True when
 * the key was one of them (OK on the bare picture shows the banner first, the controls on a second OK).
 */
function channelKey(
  action: RemoteAction | undefined,
  event: KeyboardEvent,
  handlers: PlayerKeyHandlers,
  channels: ChannelKeys,
  profile: DeviceProfile,
): boolean {
  const step =
    action === 'channelUp' || (action === 'up' && handlers.controlsHidden)
      ? 1
      : action === 'channelDown' || (action === 'down' && handlers.controlsHidden)
        ? -1
        : undefined;
  if (action === 'enter' && handlers.controlsHidden) return channels.ok();
  if (step !== undefined) channels.zap(step, event.repeat);
  else if (action === 'previousChannel') channels.previous();
  else if (action === 'info') channels.info();
  else if (action === 'guide') channels.guide();
  else {
    const digit = action === undefined ? digitOf(profile, event) : undefined;
    if (digit === undefined) return false;
    channels.digit(digit);
  }
  return true;
}

function perform(action: RemoteAction, handlers: PlayerKeyHandlers, held: boolean): void {
  const { focus } = handlers;
  if (action === 'enter') {
    if (focus.startsWith('control:')) handlers.activate(focus.slice('control:'.length) as ControlId);
    else if (isPanelFocus(focus)) handlers.pick(focus);
    else if (focus === 'upnext:close') handlers.upNext('close');
    else if (focus === 'upnext:skip') handlers.upNext('skip');
    else if (focus === 'startOver') handlers.startOver();
    // Nothing focused (the controls hidden, or only showing): OK brings them up with play/pause
    // focused, and a second OK presses it — OK never changes playback unseen.
    else handlers.setFocus('control:playPause');
  } else if (action === 'playPause') handlers.togglePlay();
  else if (action === 'play') handlers.play();
  else if (action === 'pause') handlers.pause();
  // Issue 26: Stop stops, as on every TV player: playback closes (progress saved as on any close).
  else if (action === 'stop') handlers.close();
  else if (action === 'nextTrack') handlers.skipTrack(1);
  else if (action === 'previousTrack') handlers.skipTrack(-1);
  else if (action === 'left' || action === 'rewind') handlers.seekStep(-1, held);
  else if (action === 'right' || action === 'fastForward') handlers.seekStep(1, held);
}
