import { useState } from 'react';
import type { DrawnWindow } from '../../epg/drawnWindow.ts';
import type { TimeZone } from '../../epg/epgDay.ts';
import { formatTime, type TimeFormat } from '../../epg/epgFormat.ts';
import { type GuideCursor, type GuideView, slotsInWindow } from '../../epg/guideCursor.ts';
import type { Slot } from '../../epg/programme.ts';
import { FOCUS_KEY_ATTRIBUTE } from '../../focus/useScreenFocus.ts';
import { useLatest } from '../../ui/useLatest.ts';
import { ChannelLogo } from './ChannelLogo.tsx';
import { EpgCell } from './EpgCell.tsx';
import { CHANNEL_REM, cellSpan, GUIDE_FOCUS_KEY, ROW_REM, remAt } from './guideLayout.ts';
import { useLiveTranslation } from './liveStrings.ts';
import { useDrawnWindow } from './useDrawnWindow.ts';
import type { ChannelDay } from './useGuideDays.ts';

const HALF_HOUR = 30 * 60_000;

export interface EpgGridProps {
  /** Every channel's slots for the day shown. */
  days: readonly ChannelDay[];
  view: GuideView;
  cursor: GuideCursor;
  /** The clock for states (every 5 s) and for the progress fill (every 120 s). */
  nowMs: number;
  progressNowMs: number;
  timeZone: TimeZone;
  timeFormat: TimeFormat;
  /** Whether the grid holds the remote's focus (the cursor is drawn only then). */
  focused: boolean;
  selectedSlotId: string | undefined;
  /** The grid element: the spatial focusable, and what the geometry is measured on. */
  gridRef(node: HTMLDivElement | null): void;
  onChannel(channelIndex: number): void;
  onSlot(channelIndex: number, slot: Slot): void;
}

export const cellId = (channelId: string, slotId: string) => `epg-cell-${channelId}-${slotId}`;
export const channelCellId = (channelId: string) => `epg-channel-${channelId}`;

/** The half hours drawn on the time axis: the time drawn (the window and its overscan), inside the day. */
function ticksOf(view: GuideView, drawn: DrawnWindow): number[] {
  const ticks: number[] = [];
  const from = Math.max(Math.ceil(drawn.fromMs / HALF_HOUR) * HALF_HOUR, view.fromMs);
  const to = Math.min(drawn.toMs, view.toMs);
  for (let tick = from; tick < to; tick += HALF_HOUR) ticks.push(tick);
  return ticks;
}

/**
 * The guide's grid (spec: browsing 2, EPG), one widget for the remote (aria-activedescendant). Only the
 * channel rows in view (plus one each side) and the slots in the time window (plus as far each
 * side as one Left or Right slides it: overscanMs) of the one day shown are in the DOM, the overscan a
 * frame behind a move (useDrawnWindow). The time axis, the channel column and the 'Now' line stay put
 * while one transform moves the programmes under them.
 */
export function EpgGrid({
  days,
  view,
  cursor,
  nowMs,
  progressNowMs,
  timeZone,
  timeFormat,
  focused,
  selectedSlotId,
  gridRef,
  onChannel,
  onSlot,
}: EpgGridProps) {
  const { t } = useLiveTranslation();
  // One click handler for every cell, for good: the cells are memoised (EpgCell), and a move renders
  // only those whose state changed, not the whole window of programmes (issue 19).
  const latestOnSlot = useLatest(onSlot);
  const [clickSlot] = useState(
    () => (channelIndex: number, slot: Slot) => latestOnSlot.current(channelIndex, slot),
  );
  const origin = view.fromMs;
  const windowEnd = cursor.windowStartMs + view.windowMs;
  const windowLeft = remAt(cursor.windowStartMs, origin);
  const drawn = useDrawnWindow(cursor, view);
  const rows = days
    .slice(drawn.firstRow, drawn.lastRow + 1)
    .map((day, offset) => ({ day, index: drawn.firstRow + offset }));
  const activeDay = days[cursor.channelIndex];
  const activeSlot =
    cursor.slotId === undefined ? undefined : activeDay?.slots.find((slot) => slot.id === cursor.slotId);
  // The ring around the cursor's programme is an element of its own over the cells: a ring on the cell
  // needs the cell raised above its neighbours (z-index), and a z-index that changes lays both cells out
  // again on every Left and Right (issue 19).
  const cursorSlot = focused && activeSlot ? cellSpan(activeSlot, origin, view.toMs) : undefined;
  const activeId =
    activeDay &&
    (cursor.slotId === undefined
      ? channelCellId(activeDay.channel.mediaid)
      : cellId(activeDay.channel.mediaid, cursor.slotId));

  return (
    <div className="epg__grid">
      <div className="epg__axis" aria-hidden="true">
        {/* Keyed by the day: going into another day re-bases the track, with no slide across it. */}
        <div key={view.dayMs} className="epg__track" style={{ transform: `translateX(${-windowLeft}rem)` }}>
          {ticksOf(view, drawn).map((tick) => (
            <span key={tick} className="epg__tick" style={{ left: `${remAt(tick, origin)}rem` }}>
              {formatTime(tick, timeZone, timeFormat)}
            </span>
          ))}
        </div>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA grid pattern with aria-activedescendant: absolutely placed, virtualised cells cannot be table elements, and only the grid takes focus. */}
      <div
        ref={gridRef}
        className="epg__viewport"
        role="grid"
        aria-label={t('epg.guide')}
        aria-rowcount={days.length}
        aria-activedescendant={focused ? activeId : undefined}
        tabIndex={-1}
        {...{ [FOCUS_KEY_ATTRIBUTE]: GUIDE_FOCUS_KEY }}
        data-epg-grid=""
        data-cursor-channel={activeDay?.channel.mediaid}
        data-cursor-slot={cursor.slotId ?? ''}
        data-window-start={cursor.windowStartMs}
        data-window-ms={view.windowMs}
      >
        <div
          key={view.dayMs}
          className="epg__track"
          style={{ transform: `translate(${-windowLeft}rem, ${-cursor.topIndex * ROW_REM}rem)` }}
        >
          {rows.map(({ day, index }) => (
            // biome-ignore lint/a11y/useSemanticElements: a grid row (see the grid above).
            // biome-ignore lint/a11y/useFocusableInteractive: rows are reached through the grid's aria-activedescendant.
            <div
              key={day.channel.mediaid}
              role="row"
              aria-rowindex={index + 1}
              className="epg__row"
              style={{ top: `${index * ROW_REM}rem` }}
            >
              {slotsInWindow(day.slots, drawn.fromMs, drawn.toMs).map((slot) => {
                const { startMs, endMs, leftRem, widthRem } = cellSpan(slot, origin, view.toMs);
                return (
                  <EpgCell
                    key={slot.id}
                    id={cellId(day.channel.mediaid, slot.id)}
                    slot={slot}
                    channelTitle={day.channel.title}
                    catchupHours={day.catchupHours}
                    nowMs={nowMs}
                    progressNowMs={progressNowMs}
                    timeZone={timeZone}
                    timeFormat={timeFormat}
                    leftRem={leftRem}
                    widthRem={widthRem}
                    shownStartMs={startMs}
                    shownEndMs={endMs}
                    insetRem={
                      slot.endMs > cursor.windowStartMs
                        ? Math.max(0, remAt(cursor.windowStartMs, startMs))
                        : 0
                    }
                    active={focused && cursor.channelIndex === index && cursor.slotId === slot.id}
                    selected={selectedSlotId === slot.id}
                    channelIndex={index}
                    onSlot={clickSlot}
                    t={t}
                  />
                );
              })}
              {/* biome-ignore lint/a11y/useSemanticElements: a grid row header (see the grid above). */}
              {/* biome-ignore lint/a11y/useFocusableInteractive: reached through the grid's aria-activedescendant. */}
              <div id={channelCellId(day.channel.mediaid)} role="rowheader" className="visually-hidden">
                {day.channel.title}
              </div>
            </div>
          ))}
          {cursorSlot ? (
            <div
              className="epg__cursor"
              aria-hidden="true"
              style={{
                top: `${cursor.channelIndex * ROW_REM}rem`,
                left: `${cursorSlot.leftRem}rem`,
                width: `${cursorSlot.widthRem}rem`,
              }}
            />
          ) : null}
        </div>
        {/* The channel column: drawn apart from the rows so it only ever moves vertically. */}
        <div className="epg__channels" aria-hidden="true">
          <div className="epg__track" style={{ transform: `translateY(${-cursor.topIndex * ROW_REM}rem)` }}>
            {rows.map(({ day, index }) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the remote reaches channels through the grid widget (its row headers); a click is the pointer's way in.
              // biome-ignore lint/a11y/noStaticElementInteractions: as above, the pointer's way in.
              <div
                key={day.channel.mediaid}
                className={`epg__channel${focused && cursor.slotId === undefined && cursor.channelIndex === index ? ' is-focused' : ''}`}
                style={{ top: `${index * ROW_REM}rem` }}
                onClick={() => onChannel(index)}
              >
                <ChannelLogo channel={day.channel} />
                <span className="epg__channel-title">{day.channel.title}</span>
              </div>
            ))}
          </div>
        </div>
        {nowMs >= cursor.windowStartMs && nowMs < windowEnd ? (
          <div
            className="epg__now-line"
            aria-hidden="true"
            style={{ left: `${CHANNEL_REM + remAt(nowMs, cursor.windowStartMs)}rem` }}
          />
        ) : null}
      </div>
    </div>
  );
}
