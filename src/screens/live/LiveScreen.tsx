import './live.css';
import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useAccess } from '../../access/useAccess.ts';
import { usePlaylistGrid } from '../../content/useContent.ts';
import { zapTarget } from '../../domain/channelZapping.ts';
import { listedOnce } from '../../domain/loadMore.ts';
import { shiftDay } from '../../epg/guideDays.ts';
import type { Slot } from '../../epg/programme.ts';
import { programmeState, slotAt } from '../../epg/programmeState.ts';
import { useOverlayParams } from '../../focus/useOverlayParams.ts';
import { useScreenFocus } from '../../focus/useScreenFocus.ts';
import type { CatchupWindow } from '../../player/playableSource.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { Spinner, useNow } from '../../ui/index.ts';
import { START_BUTTON_KEY } from '../media/StartButton.tsx';
import { ChannelBanner } from './ChannelBanner.tsx';
import { EpgGuide } from './EpgGuide.tsx';
import { GUIDE_FOCUS_KEY } from './guideLayout.ts';
import { heroCanPlay, LIVE_PLAY_KEY, LiveHero, type PlayRequest } from './LiveHero.tsx';
import { useLiveTranslation } from './liveStrings.ts';
import { useChannelZapping, type Zapping } from './useChannelZapping.ts';
import { type GuideSchedule, useGuideDays, useRetrySchedules } from './useGuideDays.ts';

const PlayerOverlay = lazy(() => import('../../player/PlayerOverlay.tsx'));

/** spec: browsing 9 — current programme refresh 5 s; progress refresh 120 s. */
const STATE_REFRESH_MS = 5_000;
const PROGRESS_REFRESH_MS = 120_000;
/** The guide follows the device's time zone. */
const DEVICE_ZONE = undefined;

const PLAY_PARAMS = ['play', 'start', 'end', 'beginning'] as const;

/**
 * The live TV screen (spec: browsing 2, EPG / live screen; issue 6): the selected programme in the hero
 * and the guide under it. Query: channel (kept in step with the selection), play, start, end and
 * beginning=1, so every state can be linked to and Back undoes playing.
 */
export default function LiveScreen({ playlistId }: { playlistId: string }) {
  const { t } = useLiveTranslation();
  const { config } = useStartupResult();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const { open, close } = useOverlayParams();
  const pages = usePlaylistGrid(playlistId);
  // The guide needs every channel: the pages after the first follow on their own.
  useEffect(() => {
    if (pages.hasNextPage && !pages.isFetchingNextPage) void pages.fetchNextPage();
  }, [pages.hasNextPage, pages.isFetchingNextPage, pages.fetchNextPage]);
  const channels = useMemo(
    () => listedOnce((pages.data?.pages ?? []).flatMap((page) => page.playlist)),
    [pages.data],
  );
  const nowMs = useNow(STATE_REFRESH_MS);
  const progressNowMs = useNow(PROGRESS_REFRESH_MS);
  const schedule = useGuideDays(channels, nowMs, DEVICE_ZONE);
  // Today's days: the hero's; the guide goes into other days on its own (issue 18).
  const days = schedule.today;
  const retrySchedules = useRetrySchedules();
  const timeFormat = config.epgTimeFormat ?? '12h';

  const channelParam = params.get('channel');
  const channelIndex = Math.max(
    0,
    days.findIndex((day) => day.channel.mediaid === channelParam),
  );
  const day = days[channelIndex];
  const access = useAccess(day?.channel);
  const { entitled } = access;
  // spec: browsing 2 — the channel parameter is kept in step with the selected channel, also when the
  // link named none, or one not in the list (the first is selected then); only once every page of
  // channels is in, so a channel on a later page is not mistaken for a missing one.
  const selectedId = day?.channel.mediaid;
  const allChannels = pages.isSuccess && !pages.hasNextPage;
  useEffect(() => {
    if (!allChannels || !selectedId || channelParam === selectedId) return;
    setParams(
      (current) => {
        current.set('channel', selectedId);
        return current;
      },
      { replace: true },
    );
  }, [allChannels, selectedId, channelParam, setParams]);
  // undefined: follow what is on air. spec: browsing 4 — the current programme advances every 5 s
  // unless the beginning parameter is set (then the programme that started at `start` stays).
  // A picked programme that is not on air stays until another is picked. It is kept itself, not looked
  // up in today's slots: it may be on another day of the guide (issue 18).
  const [picked, setPicked] = useState<{ channelId: string; slot: Slot } | undefined>();
  const startParam = Date.parse(params.get('start') ?? '');
  const slot: Slot | undefined = day
    ? ((picked?.channelId === day.channel.mediaid ? picked.slot : undefined) ??
      slotAt(day.slots, params.get('beginning') === '1' && startParam ? startParam : nowMs))
    : undefined;
  const playing = params.get('play') === '1';
  const endParam = Date.parse(params.get('end') ?? '');
  const catchup: CatchupWindow | undefined = useMemo(
    () => (startParam ? { startMs: startParam, endMs: endParam || startParam + 3_600_000 } : undefined),
    [startParam, endParam],
  );
  useScreenFocus(days.length > 0, [GUIDE_FOCUS_KEY]);

  const update = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined) current.delete(key);
          else current.set(key, value);
        }
        return current;
      },
      { replace: true },
    );
  const select = (index: number, chosen: Slot | undefined) => {
    const day = days[index];
    if (!day) return;
    const { channel } = day;
    // spec: browsing 4 — the programme on air keeps following what is on air (it advances every 5 s);
    // one picked before or after it stays, as a viewer who picked it expects.
    const onAir = chosen !== undefined && programmeState(chosen, nowMs, day.catchupHours).live;
    setPicked(onAir || !chosen ? undefined : { channelId: channel.mediaid, slot: chosen });
    update({ channel: channel.mediaid });
    // spec: browsing 2 — selecting scrolls to the top: the hero comes into view, and the remote moves to
    // its play button when there is something to play (else it stays on the guide).
    window.scrollTo(0, 0);
    // Held offers are checked for the channel on screen; for the one picked, the rules without them
    // decide where focus goes (a sold channel is rare), and its own check follows on the next render.
    const target = !access.check(channel)
      ? START_BUTTON_KEY
      : heroCanPlay(chosen ?? slotAt(day.slots, nowMs), nowMs, day.catchupHours)
        ? LIVE_PLAY_KEY
        : undefined;
    if (target) requestAnimationFrame(() => setFocus(target));
  };
  // The player is an overlay of the guide's entry: closing it goes back to that entry, so one more Back
  // leaves the screen (useOverlayParams).
  const play = (request: PlayRequest) => {
    const iso = (ms: number) => new Date(ms).toISOString();
    if (request.kind === 'live') open({ play: '1' });
    else {
      open({
        play: '1',
        start: iso(request.slot.startMs),
        end: iso(request.slot.endMs),
        ...(request.kind === 'beginning' ? { beginning: '1' } : {}),
      });
    }
  };
  const closePlayer = () => {
    close(...PLAY_PARAMS);
    setFocus(LIVE_PLAY_KEY);
  };

  // Issue 25: zapping while a channel plays. The channel changes in place of the player's own history
  // entry (its overlay marker kept, so Back still closes the player), at the live edge.
  const guideChannels = useMemo(() => days.map((entry) => entry.channel), [days]);
  const zapping = useChannelZapping({
    channels: guideChannels,
    playingId: selectedId,
    start: (id) =>
      setParams(
        (current) => {
          current.set('channel', id);
          for (const name of ['start', 'end', 'beginning']) current.delete(name);
          return current;
        },
        { replace: true, state: location.state },
      ),
    openGuide: closePlayer,
  });
  // The channels CH+ and CH− lead to, warmed while this one plays.
  const neighbours = useMemo(() => {
    const ids = guideChannels.map((channel) => channel.mediaid);
    const near = new Set([zapTarget(ids, selectedId, 1), zapTarget(ids, selectedId, -1)]);
    return guideChannels.filter((channel) => channel.mediaid !== selectedId && near.has(channel.mediaid));
  }, [guideChannels, selectedId]);
  // Back from a channel zapped to lands on the guide's entry, which names the channel the player
  // opened on: the guide follows to the channel that was playing, its cursor on it.
  const lastPlayed = useRef<string | undefined>(undefined);
  const [guideEpoch, setGuideEpoch] = useState(0);
  useLayoutEffect(() => {
    if (playing && selectedId) lastPlayed.current = selectedId;
  }, [playing, selectedId]);
  useEffect(() => {
    const played = lastPlayed.current;
    if (playing || !played) return;
    lastPlayed.current = undefined;
    if (played === channelParam) return;
    setParams(
      (current) => {
        current.set('channel', played);
        return current;
      },
      { replace: true },
    );
    setGuideEpoch((epoch) => epoch + 1);
  }, [playing, channelParam, setParams]);

  if (pages.isPending) return <Spinner label={t('app.loading')} />;
  if (days.length === 0 || !day) {
    return (
      <div className="home--empty" role="status">
        <h1>{t('epg.no_broadcast')}</h1>
      </div>
    );
  }
  return (
    <div className="live-screen">
      <LiveHero
        channel={day.channel}
        slot={slot}
        catchupHours={day.catchupHours}
        entitled={entitled}
        nowMs={nowMs}
        timeZone={DEVICE_ZONE}
        timeFormat={timeFormat}
        onPlay={play}
        onRetry={retrySchedules}
      />
      <EpgGuide
        key={guideEpoch}
        paused={playing}
        schedule={schedule}
        displayHours={config.epgDisplayHours}
        nowMs={nowMs}
        progressNowMs={progressNowMs}
        timeZone={DEVICE_ZONE}
        timeFormat={timeFormat}
        startChannelIndex={channelIndex}
        selectedSlotId={slot?.id}
        onSelectChannel={(index) => select(index, undefined)}
        onSelectSlot={select}
      />
      {playing && entitled ? (
        <Suspense fallback={null}>
          <PlayerOverlay
            item={day.channel}
            onClose={closePlayer}
            catchup={catchup}
            upNext={false}
            channelKeys={zapping.keys}
            bannerVisible={zapping.bannerVisible}
            prefetch={neighbours}
          >
            <ZapBanner zapping={zapping} schedule={schedule} nowMs={nowMs} timeFormat={timeFormat} />
          </PlayerOverlay>
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * The channel banner over the player: the channel playing, or the one a held key skims to. Its 'Next'
 * after the day's last programme is tomorrow's first: the banner asks for tomorrow's day only then
 * (built once per schedule, as the guide builds it when it goes past midnight).
 */
function ZapBanner({
  zapping,
  schedule,
  nowMs,
  timeFormat,
}: {
  zapping: Zapping;
  schedule: GuideSchedule;
  nowMs: number;
  timeFormat: '12h' | '24h';
}) {
  const days = schedule.today;
  const index = days.findIndex((entry) => entry.channel.mediaid === zapping.bannerId);
  const shown = days[index];
  if (!shown) return null;
  return (
    <ChannelBanner
      channel={shown.channel}
      number={zapping.numbers[index] ?? index + 1}
      slots={shown.slots}
      nextDay={() => schedule.dayOf(shiftDay(schedule.todayMs, 1, DEVICE_ZONE))[index]?.slots ?? []}
      nowMs={nowMs}
      timeFormat={timeFormat}
      timeZone={DEVICE_ZONE}
      pendingNumber={zapping.pendingDigits}
      visible={zapping.bannerVisible}
    />
  );
}
