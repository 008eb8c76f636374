import type { TFunction } from 'i18next';
import { type CSSProperties, memo, useMemo } from 'react';
import type { TimeZone } from '../../epg/epgDay.ts';
import { formatTime, type TimeFormat } from '../../epg/epgFormat.ts';
import type { Slot } from '../../epg/programme.ts';
import { programmeState, progressOf } from '../../epg/programmeState.ts';

export interface EpgCellProps {
  id: string;
  slot: Slot;
  channelTitle: string;
  catchupHours: number;
  nowMs: number;
  progressNowMs: number;
  timeZone: TimeZone;
  timeFormat: TimeFormat;
  /** Where the cell sits on the guide's track, in rem. */
  leftRem: number;
  widthRem: number;
  /**
   * The part of the slot the cell shows (cut at the day shown: cellSpan). The fill is the share of that
   * part already shown, so that it meets the time axis and the 'Now' line.
   */
  shownStartMs: number;
  shownEndMs: number;
  /** How far the window's left edge lies inside the cell (rem): the title starts there to stay readable. */
  insetRem: number;
  /** The grid's cursor is on it (and the grid holds the remote's focus). */
  active: boolean;
  selected: boolean;
  /** The cell's row, given back to onSlot with its slot when the cell is clicked. */
  channelIndex: number;
  /** The same function on every render (EpgGrid), so that the memoised cell renders only for its own state. */
  onSlot(channelIndex: number, slot: Slot): void;
  /**
   * The grid's `t` (useLiveTranslation), new only when the language changes: a subscription of
   * react-i18next's in each of the cells a move mounts was a third of their render (issue 19).
   */
  t: TFunction;
}

/**
 * The cell's place, and the share of it already shown, which live.css paints as the cell's background
 * (`--progress`). A fill of its own was an element with a transform in every cell: the paint property
 * nodes the compositor sorts through on every frame of a move (issue 19).
 */
function cellStyle(leftRem: number, widthRem: number, progress: number | undefined): CSSProperties {
  const place: CSSProperties = { left: `${leftRem}rem`, width: `${widthRem}rem` };
  return progress === undefined ? place : { ...place, ['--progress' as string]: progress };
}

/**
 * One slot of the guide (spec: browsing 2, EPG): title, times and the progress fill; greyed out and
 * announced as such when older than the catch-up window. Memo: a cursor move renders the grid, and
 * rendering every cell in its window was most of a Left or Right press on a 4x TV (issue 19).
 */
export const EpgCell = memo(function EpgCell(props: EpgCellProps) {
  const { id, slot, channelTitle, catchupHours, nowMs, progressNowMs, timeZone, timeFormat, t } = props;
  const state = programmeState(slot, nowMs, catchupHours);
  // Kept across the renders a slide causes (the cell across the window's edge, for its inset): the
  // translation and the two times were most of such a render on a 4x TV (issue 19).
  const times = useMemo(
    () =>
      slot.kind === 'programme' || slot.kind === 'gap'
        ? t('epg.times', {
            start: formatTime(slot.startMs, timeZone, timeFormat),
            end: formatTime(slot.endMs, timeZone, timeFormat),
          })
        : undefined,
    [slot, timeZone, timeFormat, t],
  );
  const showsProgress = slot.kind === 'programme' && !state.upcoming;
  const classes = [
    'epg__cell',
    `epg__cell--${slot.kind}`,
    state.live && slot.kind === 'programme' ? 'is-live' : '',
    state.disabled ? 'is-disabled' : '',
    props.active ? 'is-focused' : '',
    props.selected ? 'is-selected' : '',
  ];
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the remote and keyboard drive the grid as one widget (aria-activedescendant); a click is the pointer's way in.
    // biome-ignore lint/a11y/useSemanticElements: a grid cell (see EpgGrid).
    // biome-ignore lint/a11y/useFocusableInteractive: cells are reached through the grid's aria-activedescendant.
    <div
      id={id}
      role="gridcell"
      aria-selected={props.selected}
      aria-disabled={state.disabled || undefined}
      className={classes.filter(Boolean).join(' ')}
      style={cellStyle(
        props.leftRem,
        props.widthRem,
        showsProgress
          ? progressOf({ startMs: props.shownStartMs, endMs: props.shownEndMs }, progressNowMs)
          : undefined,
      )}
      onClick={() => props.onSlot(props.channelIndex, slot)}
    >
      <span
        className="epg__cell-text"
        style={props.insetRem ? { paddingLeft: `${props.insetRem}rem` } : undefined}
      >
        <span className="epg__cell-title">{slot.title}</span>
        {/* A whole-day placeholder has no times worth reading (its span is the spec's anchor). */}
        {times === undefined ? null : <span className="epg__cell-time">{times}</span>}
        {/* Read with the cell: which channel, and whether it can still be watched. */}
        <span className="visually-hidden">
          {`, ${channelTitle}${state.disabled ? `, ${t('epg.unavailable')}` : ''}`}
        </span>
      </span>
    </div>
  );
});
