import { describe, expect, it } from 'vitest';
import type { RemoteAction } from '../../devices/index.ts';
import type { MediaTrack, TrackList } from './playerEvents.ts';
import {
  movePanelFocus,
  openingPanelFocus,
  optionAt,
  type PanelFocus,
  panelColumns,
  SUBTITLES_OFF,
  withStyle,
} from './trackPanel.ts';
import { DEFAULT_SUBTITLE_STYLE } from './trackPreference.ts';

const track = (id: string, label: string, active = false): MediaTrack => ({
  id,
  language: id,
  label,
  active,
});
const both: TrackList = {
  audio: [track('0', 'English', true), track('1', 'Español')],
  text: [track('0', 'English'), track('1', 'Español', true)],
};
const label = (key: string) => `<${key}>`;
const columns = panelColumns(both, DEFAULT_SUBTITLE_STYLE, label);

describe('the audio and subtitles panel (issue 26)', () => {
  it('has a column per choice, each option marked when it is the current one', () => {
    expect(columns.map((column) => column.id)).toEqual(['audio', 'subtitles', 'size', 'background']);
    expect(columns.map((column) => column.options.map((option) => option.label))).toEqual([
      ['English', 'Español'],
      ['<subtitles_off>', 'English', 'Español'],
      ['<size_small>', '<size_medium>', '<size_large>'],
      ['<background_dark>', '<background_none>'],
    ]);
    expect(
      columns.map((column) => column.options.filter((option) => option.selected).map((o) => o.label)),
    ).toEqual([['English'], ['Español'], ['<size_medium>'], ['<background_dark>']]);
  });

  it('subtitles off selects Off; one audio language is no choice; no subtitles, no style', () => {
    const off = panelColumns(
      { audio: [track('0', 'English', true)], text: [track('0', 'English')] },
      DEFAULT_SUBTITLE_STYLE,
      label,
    );
    expect(off.map((column) => column.id)).toEqual(['subtitles', 'size', 'background']);
    expect(off[0]?.options[0]).toEqual({ value: SUBTITLES_OFF, label: '<subtitles_off>', selected: true });
    expect(
      panelColumns({ audio: both.audio, text: [] }, DEFAULT_SUBTITLE_STYLE, label).map((c) => c.id),
    ).toEqual(['audio']);
    expect(panelColumns({ audio: [], text: [] }, DEFAULT_SUBTITLE_STYLE, label)).toEqual([]);
  });

  it('opens on the current subtitles, or the audio when there are none', () => {
    expect(openingPanelFocus(columns)).toBe('panel:subtitles:2');
    expect(
      openingPanelFocus(panelColumns({ audio: both.audio, text: [] }, DEFAULT_SUBTITLE_STYLE, label)),
    ).toBe('panel:audio:0');
    expect(openingPanelFocus([])).toBeUndefined();
  });

  it.each<[string, PanelFocus, RemoteAction, PanelFocus | undefined]>([
    ['Up within a column', 'panel:subtitles:2', 'up', 'panel:subtitles:1'],
    ['Up stops at the top', 'panel:subtitles:0', 'up', 'panel:subtitles:0'],
    ['Down stops at the bottom', 'panel:subtitles:2', 'down', 'panel:subtitles:2'],
    ['Left reaches the audio column on its current language', 'panel:subtitles:0', 'left', 'panel:audio:0'],
    ['Right reaches the size column on its current size', 'panel:subtitles:0', 'right', 'panel:size:1'],
    ['Left stops at the first column', 'panel:audio:1', 'left', 'panel:audio:1'],
    ['Right stops at the last column', 'panel:background:1', 'right', 'panel:background:1'],
    ['OK is not a move', 'panel:size:0', 'enter', undefined],
  ])('%s', (_case, focus, action, expected) => {
    expect(movePanelFocus(focus, action, columns)).toBe(expected);
  });

  it('tells the option under the focus, and nothing once the stream no longer has it', () => {
    expect(optionAt('panel:size:2', columns)).toEqual({
      column: 'size',
      option: { value: 'large', label: '<size_large>', selected: false },
    });
    expect(optionAt('panel:subtitles:5', columns)).toBeUndefined();
  });

  it('a size or background picked changes that part of the style only', () => {
    expect(withStyle(DEFAULT_SUBTITLE_STYLE, 'size', 'large')).toEqual({ size: 'large', background: 'dark' });
    expect(withStyle(DEFAULT_SUBTITLE_STYLE, 'background', 'none')).toEqual({
      size: 'medium',
      background: 'none',
    });
    expect(withStyle(DEFAULT_SUBTITLE_STYLE, 'size', 'huge')).toEqual(DEFAULT_SUBTITLE_STYLE);
  });
});
