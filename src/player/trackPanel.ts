import type { RemoteAction } from '../../devices/index.ts';
import type { TrackList } from './playerEvents.ts';
import { type SubtitleStyle, subtitleBackgrounds, subtitleSizes } from './trackPreference.ts';

/**
 * Issue 26: audio and subtitles in one panel, as the living-room apps have it: a column per choice
 * (audio language, subtitles, their size and background), Up/Down within a column, Left/Right between
 * columns, OK picks (the panel stays for the next choice), Back closes it. A series' episodes open in
 * a panel of the same kind, of one column.
 */
export type PanelColumnId = 'audio' | 'subtitles' | 'size' | 'background' | 'episodes';
/** A panel option holding the player's focus: its column and its place in the column. */
export type PanelFocus = `panel:${PanelColumnId}:${number}`;

export interface PanelOption {
  /** An engine's track id, a style value, or SUBTITLES_OFF. */
  value: string;
  label: string;
  selected: boolean;
}
export interface PanelColumn {
  id: PanelColumnId;
  options: readonly PanelOption[];
}

/** The subtitles column's first option; engines' track ids are never empty. */
export const SUBTITLES_OFF = '';

/**
 * The panel's columns for a stream: audio only when there is a language to choose, subtitles and their
 * style only when the stream has subtitles. `label` translates the panel's own words.
 */
export function panelColumns(
  tracks: TrackList,
  style: SubtitleStyle,
  label: (key: string) => string,
): PanelColumn[] {
  const columns: PanelColumn[] = [];
  if (tracks.audio.length > 1) {
    columns.push({
      id: 'audio',
      options: tracks.audio.map((track) => ({ value: track.id, label: track.label, selected: track.active })),
    });
  }
  if (tracks.text.length === 0) return columns;
  columns.push(
    {
      id: 'subtitles',
      options: [
        {
          value: SUBTITLES_OFF,
          label: label('subtitles_off'),
          selected: !tracks.text.some((track) => track.active),
        },
        ...tracks.text.map((track) => ({ value: track.id, label: track.label, selected: track.active })),
      ],
    },
    {
      id: 'size',
      options: subtitleSizes.map((size) => ({
        value: size,
        label: label(`size_${size}`),
        selected: style.size === size,
      })),
    },
    {
      id: 'background',
      options: subtitleBackgrounds.map((background) => ({
        value: background,
        label: label(`background_${background}`),
        selected: style.background === background,
      })),
    },
  );
  return columns;
}

export const isPanelFocus = (focus: string): focus is PanelFocus => focus.startsWith('panel:');

export function parsePanelFocus(focus: PanelFocus): { column: PanelColumnId; index: number } {
  const [, column, index] = focus.split(':');
  return { column: column as PanelColumnId, index: Number(index) };
}

const selectedIndex = (column: PanelColumn) =>
  Math.max(
    0,
    column.options.findIndex((option) => option.selected),
  );
const focusOn = (column: PanelColumn, index = selectedIndex(column)): PanelFocus =>
  `panel:${column.id}:${index}`;

/** Where the panel opens: on the subtitles' current choice (the one most changed), else the audio's. */
export function openingPanelFocus(columns: readonly PanelColumn[]): PanelFocus | undefined {
  const column = columns.find((candidate) => candidate.id === 'subtitles') ?? columns[0];
  return column ? focusOn(column) : undefined;
}

/**
 * Where an arrow moves focus in the panel: Up/Down along the column (stopping at its ends), Left/Right
 * to the neighbouring column's current choice. Undefined for keys that are not moves.
 */
export function movePanelFocus(
  focus: PanelFocus,
  action: RemoteAction,
  columns: readonly PanelColumn[],
): PanelFocus | undefined {
  const { column: id, index } = parsePanelFocus(focus);
  const at = Math.max(
    0,
    columns.findIndex((column) => column.id === id),
  );
  const column = columns[at];
  if (!column) return undefined;
  if (action === 'up' || action === 'down') {
    const last = column.options.length - 1;
    return focusOn(column, Math.min(last, Math.max(0, index + (action === 'up' ? -1 : 1))));
  }
  if (action === 'left' || action === 'right') {
    const next = columns[at + (action === 'left' ? -1 : 1)];
    return next ? focusOn(next) : focus;
  }
  return undefined;
}

/** The style after picking `value` in the size or background column (a value it does not know changes nothing). */
export function withStyle(style: SubtitleStyle, column: 'size' | 'background', value: string): SubtitleStyle {
  if (column === 'size') {
    return { ...style, size: subtitleSizes.find((size) => size === value) ?? style.size };
  }
  return {
    ...style,
    background: subtitleBackgrounds.find((background) => background === value) ?? style.background,
  };
}

/** The option a panel focus stands on, if the columns still have it. */
export function optionAt(
  focus: PanelFocus,
  columns: readonly PanelColumn[],
): { column: PanelColumnId; option: PanelOption } | undefined {
  const { column: id, index } = parsePanelFocus(focus);
  const option = columns.find((column) => column.id === id)?.options[index];
  return option ? { column: id, option } : undefined;
}
