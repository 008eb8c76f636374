import type { RemoteAction } from '../../devices/index.ts';
import { isPanelFocus, movePanelFocus, type PanelColumn, type PanelFocus } from './trackPanel.ts';

/** The player's own controls (spec: browsing 4, Player; spatial navigation is paused in the player). */
export const controlIds = [
  'playPause',
  'goLive',
  'rewind',
  'forward',
  'previousChannel',
  'guide',
  'quality',
  'tracks',
  'episodes',
  'close',
] as const;
export type ControlId = (typeof controlIds)[number];

/**
 * What holds focus in the player: nothing (OK shows the controls), the seek bar, a control, an up-next
 * button, the Start over offer of a resumed title, an option of the audio and subtitles panel.
 */
export type PlayerFocus =
  | 'none'
  | 'seek'
  | `control:${ControlId}`
  | 'upnext:close'
  | 'upnext:skip'
  | 'startOver'
  | PanelFocus;

export interface FocusContext {
  /** The seek bar is there (not for live streams, nor during an ad). */
  seekable: boolean;
  /** The up-next overlay is showing. */
  upNext: boolean;
  /** The controls on the row, in order (live streams have no rewind/forward). */
  controls: readonly ControlId[];
  /** The audio and subtitles panel's columns (trackPanel.ts). */
  panel?: readonly PanelColumn[];
}

/** What the stream and the features offer beyond the controls every stream has. */
export interface RowOptions {
  /**
   * The stream has subtitles or more than one audio language: the audio and subtitles control shows
   * (issue 26: one control opening one panel).
   */
  tracks?: boolean;
  /** An episode of a series plays: the Episodes control shows (issue 26). */
  episodes?: boolean;
  /** The video quality feature is on (spec: browsing 6, Feature flags): the quality control shows. */
  quality?: boolean;
  /**
   * A channel of a guide plays (issue 25): previous channel and guide show, for remotes without those
   * keys (LG's) and for pointers.
   */
  channels?: boolean;
  /** A live stream plays behind its edge (paused, or from a programme's beginning): Go to live shows. */
  behindLive?: boolean;
}

/**
 * The controls row for a stream: live streams cannot seek; audio and subtitles only when there is a choice;
 * quality only while its feature is on; the channel controls only while a guide's channel plays.
 */
export function controlsFor(
  live: boolean,
  { tracks = false, episodes = false, quality = true, channels = false, behindLive = false }: RowOptions = {},
): readonly ControlId[] {
  return controlIds.filter(
    (id) =>
      (behindLive || id !== 'goLive') &&
      !(live && (id === 'rewind' || id === 'forward')) &&
      (tracks || id !== 'tracks') &&
      (episodes || id !== 'episodes') &&
      (quality || id !== 'quality') &&
      (channels || (id !== 'previousChannel' && id !== 'guide')),
  );
}

const firstControl: PlayerFocus = 'control:playPause';

/**
 * Where an arrow moves focus: Up/Down between the seek bar and the controls row (and up to the up-next
 * buttons when they show), Left/Right along a row. Undefined when the arrow is not a move here (Left and
 * Right on the seek bar, or with nothing focused, seek instead).
 */
export function moveFocus(
  focus: PlayerFocus,
  action: RemoteAction,
  context: FocusContext,
): PlayerFocus | undefined {
  if (isPanelFocus(focus)) return movePanelFocus(focus, action, context.panel ?? []);
  const entry: PlayerFocus = context.seekable ? 'seek' : firstControl;
  if (focus.startsWith('control:')) {
    const row = context.controls;
    const index = row.indexOf(focus.slice('control:'.length) as ControlId);
    if (action === 'left' || action === 'right') {
      const next = Math.min(row.length - 1, Math.max(0, index + (action === 'left' ? -1 : 1)));
      return `control:${row[next] ?? 'playPause'}`;
    }
    if (action === 'up') return context.seekable ? 'seek' : context.upNext ? 'upnext:skip' : focus;
    if (action === 'down') return focus;
    return undefined;
  }
  if (focus === 'upnext:close' || focus === 'upnext:skip') {
    if (action === 'left') return 'upnext:close';
    if (action === 'right') return 'upnext:skip';
    if (action === 'down') return entry;
    if (action === 'up') return focus;
    return undefined;
  }
  // The Start over offer is a skip-intro button: Left/Right still seek, Up/Down reach the controls.
  if (focus === 'startOver') return action === 'up' || action === 'down' ? entry : undefined;
  if (focus === 'seek') {
    if (action === 'down') return firstControl;
    if (action === 'up') return context.upNext ? 'upnext:skip' : 'seek';
    return undefined;
  }
  if (action === 'up' || action === 'down') return entry;
  return undefined;
}

/**
 * What a focus outside the controls row sits on: up-next, the Start over offer, a panel. Those show by
 * their own rules and keep their focus when the controls' timer hides the row; undefined for the row.
 */
export function focusOutsideControls(focus: PlayerFocus): 'upNext' | 'startOver' | 'panel' | undefined {
  if (focus.startsWith('upnext:')) return 'upNext';
  if (focus === 'startOver') return 'startOver';
  return isPanelFocus(focus) ? 'panel' : undefined;
}

/** The data-focus-key of the element that shows a focus ('player' is the dialog itself). */
export function focusKeyOf(focus: PlayerFocus): string {
  if (focus === 'none') return 'player';
  if (focus === 'seek') return 'player-seek';
  return `player-${focus.replace(/:/g, '-').replace(/^control-/, '')}`;
}
