import { useEffect, useMemo, useRef, useState } from 'react';
import type { AppConfig } from '../config/appConfigSchema.ts';
import type { MediaItem } from '../content/contentSchemas.ts';
import { NotEntitledError } from '../content/contentSigning.ts';
import type { AdBreak } from '../domain/adBreaks.ts';
import { playbackIdentity } from '../domain/playbackQuery.ts';
import { signingBearer } from '../integrations/session/signingBearer.ts';
import { useViewerStore } from '../stores/viewerStore.ts';
import { useLatest } from '../ui/useLatest.ts';
import { AdBreakTracker } from './adBreakTracker.ts';
import { createPlayer, engineFor } from './createPlayer.ts';
import { EngineSlot, SlotDisposed } from './engineSlot.ts';
import { LoadSuperseded, type PlayableSource, type PlayerAdapter } from './PlayerAdapter.ts';
import { type CatchupWindow, playableSource } from './playableSource.ts';
import type { PlaybackState, PlayerErrorCode, TrackList } from './playerEvents.ts';
import { Reconnection } from './reconnection.ts';
import { loadSsaiBreaks } from './ssaiSession.ts';

export interface Playback {
  state: PlaybackState;
  position: number;
  duration: number;
  error: PlayerErrorCode | null;
  adapter: PlayerAdapter | null;
  live: boolean;
  /** Rendition heights offered, and the one playing. */
  levels: number[];
  height: number | undefined;
  /** SSAI breaks (empty for other streams). */
  breaks: AdBreak[];
  /** The SSAI break playing, if any. */
  adBreak: number | undefined;
  /** Playback stopped for want of data (not while paused). */
  buffering: boolean;
  /** Audio and text tracks the stream offers, the active ones marked. */
  tracks: TrackList;
  /** The player is trying to get the stream back by itself (issue 26: a Wi-Fi drop, a stall). */
  reconnecting: boolean;
  /** Seeks, never past an ad break not yet played. */
  seek(to: number): void;
  /** After a failure: loads the item again, a VOD where it stopped, live at its edge (issue 26). */
  retry(): void;
}

export interface PlaybackOptions {
  /** Where to start (resume), in seconds. */
  startAt: number | undefined;
  /** The highest rendition allowed (the viewer's quality setting); applied live when it changes. */
  maxHeight: number | undefined;
  /** Resolves when the content may start (client-side pre-roll ads played). */
  ready?: Promise<void>;
  /** A live programme's window (catch-up or from its beginning). */
  catchup?: CatchupWindow;
}

const NO_TRACKS: TrackList = { audio: [], text: [] };

/** spec: browsing 7, Playback — the signed-in viewer's id (and profile, passport) go on the URLs. */
export function usePlaybackIdentity() {
  const viewer = useViewerStore((store) => store.viewer);
  return useMemo(() => playbackIdentity(viewer), [viewer]);
}

const ENGINE_ERROR = /^(geo_blocked|licence_failed|network|media|unsupported):/;

/**
 * Resolves what to play and plays it on the video element's engine: the same engine from item to item
 * when it suits the new source (issue 25: a channel change swaps the source), destroyed when the
 * element goes (the player closes). State comes only from the adapter's events, listened to per item.
 */
export function usePlayback(
  video: HTMLVideoElement,
  item: MediaItem,
  config: AppConfig,
  contentHost: string,
  { startAt, maxHeight, ready, catchup }: PlaybackOptions,
): Playback {
  const [state, setState] = useState<PlaybackState>('loading');
  const [time, setTime] = useState({ position: 0, duration: 0 });
  const [error, setError] = useState<PlayerErrorCode | null>(null);
  const [adapter, setAdapter] = useState<PlayerAdapter | null>(null);
  const [live, setLive] = useState(false);
  const [levels, setLevels] = useState<number[]>([]);
  const [height, setHeight] = useState<number | undefined>(undefined);
  const [breaks, setBreaks] = useState<AdBreak[]>([]);
  const [adBreak, setAdBreak] = useState<number | undefined>(undefined);
  const [buffering, setBuffering] = useState(false);
  const [tracks, setTracks] = useState<TrackList>(NO_TRACKS);
  const tracker = useRef<AdBreakTracker | null>(null);
  const identity = usePlaybackIdentity();
  // The cap at load time; later changes go through setMaxHeight without reloading the stream.
  const maxHeightRef = useLatest(maxHeight);
  // A retry re-runs the item's effect, from where the failed attempt stopped.
  const [attempt, setAttempt] = useState(0);
  const retryFrom = useRef<number | undefined>(undefined);
  // Read by the reconnection's reloads, which outlive a render.
  const latest = useLatest({ position: time.position, live, error });
  const reload = useRef(() => {
    const { live: isLive, position } = latest.current;
    retryFrom.current = isLive || position <= 0 ? undefined : position;
    setAttempt((count) => count + 1);
  }).current;
  const [reconnecting, setReconnecting] = useState(false);
  // Whether this item has played: a failure at its start shows at once, one later is tried again first.
  const played = useRef(false);
  const reconnection = useRef<Reconnection | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: per item: a new item starts a fresh episode count.
  useEffect(() => {
    played.current = false;
    const episodes = new Reconnection({
      reload,
      giveUp: () => {
        setError('network');
        setState('error');
      },
      online: () => navigator.onLine,
      onChange: setReconnecting,
    });
    reconnection.current = episodes;
    // The network is back: re-tune now; a failure screen the drop caused tries again by itself.
    const networkBack = () => {
      if (latest.current.error === 'network' && played.current) reload();
      else episodes.networkBack();
    };
    window.addEventListener('online', networkBack);
    return () => {
      window.removeEventListener('online', networkBack);
      episodes.dispose();
      reconnection.current = null;
    };
  }, [video, item]);
  // Made on first use by the item's effect, disposed as the player closes (an effect each, so React's
  // StrictMode remount gets a fresh one). The element is the player's for its whole life
  // (usePlayerVideo.ts), so one slot serves every item.
  const slot = useRef<EngineSlot | null>(null);
  useEffect(
    () => () => {
      void slot.current?.dispose();
      slot.current = null;
    },
    [],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the trigger: Try again loads the item anew.
  useEffect(() => {
    let cancelled = false;
    const listening: Array<() => void> = [];
    const fail = (code: PlayerErrorCode) => {
      if (cancelled) return;
      setError(code);
      setState('error');
    };
    // After the item has played, a lost connection is tried again before it is shown.
    const lost = (code: PlayerErrorCode) => {
      if (cancelled) return;
      if (played.current && reconnection.current) reconnection.current.lost();
      else fail(code);
    };
    const trackBreaks = async (player: PlayerAdapter, source: PlayableSource) => {
      if (!source.ssai) return;
      // The stream plays even when its session cannot be read: no markers then, as without ads.
      const found = await loadSsaiBreaks(source.url, source.ssai.cdn, source.ssai.siteId).catch(() => []);
      if (cancelled || found.length === 0) return;
      tracker.current = new AdBreakTracker(found, player.events);
      tracker.current.update(video.currentTime);
      setBreaks(found);
    };
    const from = retryFrom.current ?? startAt;
    retryFrom.current = undefined;
    (async () => {
      const source: PlayableSource = {
        ...(await playableSource(item, config, {
          contentHost,
          identity,
          origin: window.location.origin,
          catchup,
          bearer: await signingBearer(),
        })),
        startAt: from,
        maxHeight: maxHeightRef.current,
      };
      if (cancelled) return;
      slot.current ??= new EngineSlot((engine) => createPlayer(video, engine));
      const player = await slot.current.acquire(engineFor(source));
      if (cancelled) return;
      setAdapter(player);
      const { events } = player;
      listening.push(
        // 'error' comes with the error event, which decides whether it shows.
        events.on('state', (next) => {
          if (cancelled || next === 'error') return;
          setState(next);
          if (next !== 'playing') return;
          played.current = true;
          reconnection.current?.playing();
        }),
        events.on('time', (next) => {
          if (cancelled) return;
          tracker.current?.update(next.position);
          setTime(next);
        }),
        events.on('error', ({ code, unanswered }) => (unanswered ? lost(code) : fail(code))),
        events.on('live', (next) => !cancelled && setLive(next)),
        events.on('levels', ({ heights }) => !cancelled && setLevels(heights)),
        events.on('level', (next) => !cancelled && setHeight(next.height)),
        events.on('adBreakStart', ({ index }) => !cancelled && setAdBreak(index)),
        events.on('adBreakEnd', () => !cancelled && setAdBreak(undefined)),
        events.on('buffering', ({ active }) => {
          if (cancelled) return;
          setBuffering(active);
          if (!played.current) return;
          if (active) reconnection.current?.stalled();
          else reconnection.current?.calm();
        }),
        events.on('tracks', (next) => !cancelled && setTracks(next)),
      );
      await Promise.all([trackBreaks(player, source), ready]);
      if (cancelled) return;
      await player.load(source);
      if (!cancelled) await player.play().catch(() => undefined);
    })().catch((cause: unknown) => {
      // A newer item, or the player closing, took over: nothing to show.
      if (cause instanceof LoadSuperseded || cause instanceof SlotDisposed) return;
      if (cause instanceof NotEntitledError) fail('licence_failed');
      // A reload whose source could not be resolved (the server still unreachable) counts as lost.
      else if (!(cause instanceof Error && ENGINE_ERROR.test(cause.message))) lost('network');
    });
    return () => {
      cancelled = true;
      for (const stop of listening.splice(0)) stop();
      tracker.current = null;
      // The next item starts clean: a channel that failed does not leave its error on the next one.
      setError(null);
      setState('loading');
      setAdapter(null);
      setBreaks([]);
      setAdBreak(undefined);
      setBuffering(false);
      setTracks(NO_TRACKS);
    };
  }, [video, item, config, contentHost, startAt, ready, catchup, identity, attempt]);

  useEffect(() => adapter?.setMaxHeight(maxHeight), [adapter, maxHeight]);

  const seek = (to: number) => {
    if (!adapter) return;
    const from = video.currentTime;
    const target = tracker.current ? tracker.current.seekTarget(from, to) : to;
    if (target !== from) adapter.seek(Math.max(0, target));
  };

  return {
    state,
    position: time.position,
    duration: time.duration,
    error,
    adapter,
    live,
    levels,
    height,
    breaks,
    adBreak,
    buffering,
    tracks,
    reconnecting,
    seek,
    retry() {
      // The viewer's Try again starts the clock afresh.
      reconnection.current?.dispose();
      reload();
    },
  };
}
