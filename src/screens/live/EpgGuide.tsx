import { setFocus, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { type MutableRefObject, useEffect, useState } from 'react';
import type { TimeZone } from '../../epg/epgDay.ts';
import type { TimeFormat } from '../../epg/epgFormat.ts';
import type { GuideMove } from '../../epg/guideCursor.ts';
import type { Slot } from '../../epg/programme.ts';
import { programmeState } from '../../epg/programmeState.ts';
import { mayLeaveAtEdge } from '../../focus/heldKeyThrottle.ts';
import { remoteActionOf } from '../../focus/remoteKeys.ts';
import { useDeviceStore } from '../../stores/deviceStore.ts';
import { useLatest } from '../../ui/useLatest.ts';
import { EpgGrid } from './EpgGrid.tsx';
import { GuideToolbar } from './GuideToolbar.tsx';
import { GUIDE_FOCUS_KEY } from './guideLayout.ts';
import { useLiveTranslation } from './liveStrings.ts';
import { useGuideCursor } from './useGuideCursor.ts';
import type { GuideSchedule } from './useGuideDays.ts';
import { useGuideGeometry } from './useGuideGeometry.ts';

const WHEEL_INTERVAL_MS = 100;

const arrowMoves: Record<string, GuideMove> = { up: 'up', down: 'down', left: 'left', right: 'right' };

interface EpgGuideProps {
  /** The channels' days: today's, and the others the guide goes into (useGuideDays). */
  schedule: GuideSchedule;
  /** Config epgDisplayHours: the part of each day shown. */
  displayHours: readonly [string, string] | undefined;
  nowMs: number;
  progressNowMs: number;
  timeZone: TimeZone;
  timeFormat: TimeFormat;
  /** The channel whose row the cursor starts on. */
  startChannelIndex: number;
  /** The player is open over the guide: its channel keys are the player's (zapping), not the guide's. */
  paused?: boolean;
  selectedSlotId: string | undefined;
  onSelectChannel(channelIndex: number): void;
  onSelectSlot(channelIndex: number, slot: Slot): void;
}

/**
 * The programme guide (spec: browsing 2, EPG; issue 6): a 'Now' button, slide earlier and later, the
 * weekday of the day shown, and the grid. The grid is one focusable for the spatial navigation: arrows
 * move its own cursor (useGuideCursor), which goes on into the next day and back into the day before
 * (issue 18), and only leave it at its edges.
 */
export function EpgGuide(props: EpgGuideProps) {
  const { schedule, nowMs, timeZone, onSelectChannel, onSelectSlot } = props;
  const { t } = useLiveTranslation();
  const profile = useDeviceStore((state) => state.profile);
  const [grid, setGrid] = useState<HTMLDivElement | null>(null);
  const geometry = useGuideGeometry(grid);
  const { cursor, view, days, move, apply, goToNow, latest } = useGuideCursor({
    ...geometry,
    schedule,
    displayHours: props.displayHours,
    timeZone,
    nowMs,
    startChannelIndex: props.startChannelIndex,
  });
  const press = () => {
    const { cursor: current, schedule: all, nowMs: now } = latest.current;
    const day = all.dayOf(current.dayMs)[current.channelIndex];
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
      if (!step) return true;
      if (move(step)) return false;
      // At the grid's edge, only a fresh press leaves it (to the toolbar or the menu).
      return mayLeaveAtEdge();
    },
    onEnterPress: press,
  });

  // Channel up and down (or Page Up and Down) page through the channels while the grid has focus.
  useEffect(() => {
    if (!focused || props.paused) return undefined;
    const onKey = (event: KeyboardEvent) => {
      const action = remoteActionOf(profile, event);
      if (action !== 'channelUp' && action !== 'channelDown') return;
      event.preventDefault();
      move(action === 'channelUp' ? 'pageUp' : 'pageDown');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [focused, props.paused, profile, move]);

  // A mouse wheel or trackpad over the grid moves through channels (down, up) and time (sideways),
  // instead of scrolling the page: a native listener, as React's wheel listeners cannot prevent that.
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
  }, [grid, move]);

  const latestMove = useLatest(move);
  const latestGoToNow = useLatest(goToNow);
  const latestRef = useLatest(ref);
  // The toolbar's and the grid's handlers, made once: both are memoised, and a move renders neither
  // for a new function (issue 19).
  const [handlers] = useState(() => ({
    now: () => {
      latestGoToNow.current();
      setFocus(GUIDE_FOCUS_KEY);
    },
    earlier: () => latestMove.current('slideLeft'),
    later: () => latestMove.current('slideRight'),
    gridRef: (node: HTMLDivElement | null) => {
      // Norigin reads the grid through its ref; React 18's types make RefObject read-only.
      if (node) (latestRef.current as MutableRefObject<HTMLDivElement | null>).current = node;
      setGrid(node);
    },
  }));

  return (
    <section className="epg" aria-label={t('epg.guide')}>
      <GuideToolbar
        dayMs={cursor.dayMs}
        timeZone={timeZone}
        allFailed={schedule.today.every((day) => day.failed)}
        onNow={handlers.now}
        onEarlier={handlers.earlier}
        onLater={handlers.later}
      />
      <EpgGrid
        days={days}
        view={view}
        nowMs={nowMs}
        progressNowMs={props.progressNowMs}
        timeZone={timeZone}
        timeFormat={props.timeFormat}
        selectedSlotId={props.selectedSlotId}
        cursor={cursor}
        focused={focused}
        gridRef={handlers.gridRef}
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
