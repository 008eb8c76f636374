import { FocusContext, setFocus, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { type MutableRefObject, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimeZone } from '../../epg/epgDay.ts';
import { formatWeekday, type TimeFormat } from '../../epg/epgFormat.ts';
import {
  cursorAtNow,
  type GuideCursor,
  type GuideMove,
  type GuideView,
  moveCursor,
} from '../../epg/guideCursor.ts';
import type { Slot } from '../../epg/programme.ts';
import { programmeState } from '../../epg/programmeState.ts';
import { remoteActionOf } from '../../focus/remoteKeys.ts';
import { useDeviceStore } from '../../stores/deviceStore.ts';
import { Button } from '../../ui/index.ts';
import { EpgGrid } from './EpgGrid.tsx';
import { GUIDE_FOCUS_KEY } from './guideLayout.ts';
import type { ChannelDay } from './useGuideDays.ts';
import { useGuideGeometry } from './useGuideGeometry.ts';

const WHEEL_INTERVAL_MS = 100;

const arrowMoves: Record<string, GuideMove> = { up: 'up', down: 'down', left: 'left', right: 'right' };

interface EpgGuideProps {
  days: readonly ChannelDay[];
  /** The day's display window (config epgDisplayHours). */
  fromMs: number;
  toMs: number;
  nowMs: number;
  progressNowMs: number;
  timeZone: TimeZone;
  timeFormat: TimeFormat;
  /** The channel whose row the cursor starts on. */
  startChannelIndex: number;
  selectedSlotId: string | undefined;
  onSelectChannel(channelIndex: number): void;
  onSelectSlot(channelIndex: number, slot: Slot): void;
}

/**
 * The programme guide (spec: browsing 2, EPG; issue 6): a 'Now' button, slide earlier and later, the
 * weekday, and the grid. The grid is one focusable for the spatial navigation: arrows move its own
 * cursor (kept in a ref so a held key never works on a stale one) and only leave it at its edges.
 */
export function EpgGuide(props: EpgGuideProps) {
  const { days, fromMs, toMs, nowMs, timeZone, startChannelIndex, onSelectChannel, onSelectSlot } = props;
  const { t, i18n } = useTranslation();
  const profile = useDeviceStore((state) => state.profile);
  const [grid, setGrid] = useState<HTMLDivElement | null>(null);
  const { rows, windowMs, measured } = useGuideGeometry(grid);
  const view: GuideView = useMemo(
    () => ({ days: days.map((day) => day.slots), rows, windowMs, fromMs, toMs }),
    [days, rows, windowMs, fromMs, toMs],
  );
  const [cursor, setCursor] = useState<GuideCursor>(() => cursorAtNow(startChannelIndex, nowMs, view));
  const latest = useRef({ cursor, view, days, nowMs });
  latest.current = { cursor, view, days, nowMs };

  const apply = (next: GuideCursor) => {
    latest.current.cursor = next;
    setCursor(next);
  };
  const move = (step: GuideMove) => {
    const next = moveCursor(latest.current.cursor, step, latest.current.view);
    if (typeof next === 'string') return false;
    apply(next);
    return true;
  };
  const press = () => {
    const { cursor: current, days: all, nowMs: now } = latest.current;
    const day = all[current.channelIndex];
    if (!day) return;
    const slot = day.slots.find((candidate) => candidate.id === current.slotId);
    if (!slot) {
      onSelectChannel(current.channelIndex);
      return;
    }
    // spec: browsing 2 — programmes older than the catch-up window cannot be clicked.
    if (programmeState(slot, now, day.catchupHours).disabled) return;
    onSelectSlot(current.channelIndex, slot);
  };

  const { ref, focused } = useFocusable<object, HTMLDivElement>({
    focusKey: GUIDE_FOCUS_KEY,
    onArrowPress: (direction) => {
      const step = arrowMoves[direction];
      // Returning true lets the spatial navigation leave the grid (to the toolbar or the menu).
      return step ? !move(step) : true;
    },
    onEnterPress: press,
  });

  // Once the grid is measured the cursor starts on 'now' in the start channel; later, when days change
  // (schedules load, the date turns), it is kept on a slot that exists.
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the view changes; the rest is read from the latest ref.
  useEffect(() => {
    const { cursor: current, view: now, nowMs: clock } = latest.current;
    if (!measured) return;
    if (!started.current) {
      started.current = true;
      apply(cursorAtNow(startChannelIndex, clock, now));
      return;
    }
    const day = now.days[current.channelIndex];
    if (current.slotId !== undefined && day && !day.some((slot) => slot.id === current.slotId)) {
      const onColumn = { ...current, slotId: undefined };
      const fixed = moveCursor(onColumn, 'right', now);
      apply(typeof fixed === 'string' ? onColumn : fixed);
    }
  }, [view, measured]);

  // Channel up and down (or Page Up and Down) page through the channels while the grid has focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: move reads the latest cursor from its ref.
  useEffect(() => {
    if (!focused) return undefined;
    const onKey = (event: KeyboardEvent) => {
      const action = remoteActionOf(profile, event);
      if (action !== 'channelUp' && action !== 'channelDown') return;
      event.preventDefault();
      move(action === 'channelUp' ? 'pageUp' : 'pageDown');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [focused, profile]);

  // A mouse wheel or trackpad over the grid moves through channels (down, up) and time (sideways),
  // instead of scrolling the page: a native listener, as React's wheel listeners cannot prevent that.
  // biome-ignore lint/correctness/useExhaustiveDependencies: move reads the latest cursor from its ref.
  useEffect(() => {
    if (!grid) return undefined;
    let last = 0;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      // A trackpad sends dozens of events per gesture: one move per interval.
      if (event.timeStamp - last < WHEEL_INTERVAL_MS) return;
      last = event.timeStamp;
      if (Math.abs(event.deltaX) > Math.abs(event.deltaY))
        move(event.deltaX > 0 ? 'slideRight' : 'slideLeft');
      else if (event.deltaY !== 0) move(event.deltaY > 0 ? 'down' : 'up');
    };
    grid.addEventListener('wheel', onWheel, { passive: false });
    return () => grid.removeEventListener('wheel', onWheel);
  }, [grid]);

  const goToNow = () => {
    apply(
      cursorAtNow(
        latest.current.cursor.channelIndex,
        latest.current.nowMs,
        latest.current.view,
        latest.current.cursor.topIndex,
      ),
    );
    setFocus(GUIDE_FOCUS_KEY);
  };
  const toolbar = useFocusable({ focusKey: 'epg-toolbar', trackChildren: true });

  return (
    <section className="epg" aria-label={t('epg.guide')}>
      <FocusContext.Provider value={toolbar.focusKey}>
        <div ref={toolbar.ref} className="epg__toolbar">
          <span className="epg__day">{formatWeekday(cursor.windowStartMs, timeZone, i18n.language)}</span>
          <Button focusKey="epg-now" variant="secondary" onPress={goToNow}>
            {t('epg.now')}
          </Button>
          <Button focusKey="epg-earlier" variant="secondary" onPress={() => move('slideLeft')}>
            {`◀ ${t('epg.earlier')}`}
          </Button>
          <Button focusKey="epg-later" variant="secondary" onPress={() => move('slideRight')}>
            {`${t('epg.later')} ▶`}
          </Button>
          {/* Every schedule failed: said once for the guide; each row says it too and still plays live. */}
          {days.every((day) => day.failed) ? (
            <p className="epg__message" role="alert">
              {t('epg.guide_failed')}
            </p>
          ) : null}
        </div>
      </FocusContext.Provider>
      <EpgGrid
        {...props}
        view={view}
        cursor={cursor}
        focused={focused}
        gridRef={(node) => {
          // Norigin reads the grid through its ref; React 18's types make RefObject read-only.
          if (node) (ref as MutableRefObject<HTMLDivElement | null>).current = node;
          setGrid(node);
        }}
        onChannel={(index) => {
          apply({ ...latest.current.cursor, channelIndex: index, slotId: undefined });
          onSelectChannel(index);
        }}
        onSlot={(index, slot) => {
          apply({ ...latest.current.cursor, channelIndex: index, slotId: slot.id });
          if (!programmeState(slot, latest.current.nowMs, days[index]?.catchupHours ?? 0).disabled) {
            onSelectSlot(index, slot);
          }
        }}
      />
    </section>
  );
}
