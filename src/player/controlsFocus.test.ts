import { describe, expect, it } from 'vitest';
import type { RemoteAction } from '../../devices/index.ts';
import { controlsFor, type FocusContext, focusKeyOf, moveFocus, type PlayerFocus } from './controlsFocus.ts';

const vod: FocusContext = { seekable: true, upNext: false, controls: controlsFor(false) };
const live: FocusContext = { seekable: false, upNext: false, controls: controlsFor(true) };
const ending: FocusContext = { seekable: true, upNext: true, controls: controlsFor(false) };
const withSubtitles: FocusContext = {
  seekable: true,
  upNext: false,
  controls: controlsFor(false, { tracks: true }),
};

describe('player controls focus (Up/Down between seek bar and controls, Left/Right along a row)', () => {
  it.each<[string, PlayerFocus, RemoteAction, FocusContext, PlayerFocus | undefined]>([
    ['Down with nothing focused reaches the seek bar', 'none', 'down', vod, 'seek'],
    ['Up with nothing focused reaches the seek bar', 'none', 'up', vod, 'seek'],
    ['Left with nothing focused is a seek, not a move', 'none', 'left', vod, undefined],
    ['OK with nothing focused is play/pause, not a move', 'none', 'enter', vod, undefined],
    ['Down from the seek bar reaches play/pause', 'seek', 'down', vod, 'control:playPause'],
    ['Right on the seek bar seeks', 'seek', 'right', vod, undefined],
    ['Up from the seek bar stays without up-next', 'seek', 'up', vod, 'seek'],
    ['Up from the seek bar reaches up-next when it shows', 'seek', 'up', ending, 'upnext:skip'],
    ['Right along the controls', 'control:playPause', 'right', vod, 'control:rewind'],
    ['Right stops at the last control', 'control:close', 'right', vod, 'control:close'],
    ['Left stops at the first control', 'control:playPause', 'left', vod, 'control:playPause'],
    ['Up from a control reaches the seek bar', 'control:quality', 'up', vod, 'seek'],
    ['OK on a control activates it, not a move', 'control:quality', 'enter', vod, undefined],
    ['live: no seek bar, Down reaches the controls', 'none', 'down', live, 'control:playPause'],
    ['live: Up from a control stays', 'control:quality', 'up', live, 'control:quality'],
    [
      'live: Right from play/pause skips the seek controls',
      'control:playPause',
      'right',
      live,
      'control:quality',
    ],
    ['without subtitles, quality is next to close', 'control:quality', 'right', vod, 'control:close'],
    [
      'with subtitles, Right from quality reaches audio and subtitles',
      'control:quality',
      'right',
      withSubtitles,
      'control:tracks',
    ],
    [
      'and Right from audio and subtitles reaches close',
      'control:tracks',
      'right',
      withSubtitles,
      'control:close',
    ],
    ['Start over offer: Down reaches the seek bar', 'startOver', 'down', vod, 'seek'],
    ['Start over offer: Left seeks, not a move', 'startOver', 'left', vod, undefined],
    ['up-next: Left reaches close', 'upnext:skip', 'left', ending, 'upnext:close'],
    ['up-next: Right reaches skip', 'upnext:close', 'right', ending, 'upnext:skip'],
    ['up-next: Down returns to the seek bar', 'upnext:close', 'down', ending, 'seek'],
  ])('%s', (_case, focus, action, context, expected) => {
    expect(moveFocus(focus, action, context)).toBe(expected);
  });
});

it.each<[boolean, boolean, string]>([
  [false, false, 'playPause rewind forward quality close'],
  [false, true, 'playPause rewind forward quality tracks close'],
  [true, false, 'playPause quality close'],
  [true, true, 'playPause quality tracks close'],
])('live %s, audio or subtitles to choose %s: the row is %s', (live, tracks, row) => {
  expect(controlsFor(live, { tracks }).join(' ')).toBe(row);
});

it.each<[PlayerFocus, string]>([
  ['none', 'player'],
  ['seek', 'player-seek'],
  ['control:playPause', 'player-playPause'],
  ['upnext:skip', 'player-upnext-skip'],
  ['panel:subtitles:2', 'player-panel-subtitles-2'],
  ['startOver', 'player-startOver'],
])('focus %s is the element keyed %s', (focus, key) => {
  expect(focusKeyOf(focus)).toBe(key);
});

it('a guide channel playing adds previous channel and guide after play/pause (issue 25)', () => {
  expect(controlsFor(true, { channels: true }).join(' ')).toBe(
    'playPause previousChannel guide quality close',
  );
});

describe('controlsFor (spec: browsing 6 — the video quality feature flag)', () => {
  it.each<[boolean, boolean, readonly string[]]>([
    [false, true, ['playPause', 'rewind', 'forward', 'quality', 'close']],
    [false, false, ['playPause', 'rewind', 'forward', 'close']],
    [true, true, ['playPause', 'quality', 'close']],
    [true, false, ['playPause', 'close']],
  ])('live %s, quality enabled %s -> %j', (isLive, qualityEnabled, expected) => {
    expect(controlsFor(isLive, { quality: qualityEnabled })).toEqual(expected);
  });
});

it('an episode of a series adds Episodes after audio and subtitles (issue 26)', () => {
  expect(controlsFor(false, { tracks: true, episodes: true }).join(' ')).toBe(
    'playPause rewind forward quality tracks episodes close',
  );
});
