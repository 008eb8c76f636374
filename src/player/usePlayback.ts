import { useEffect, useMemo, useRef, useState } from 'react';
import type { AppConfig } from '../config/appConfigSchema.ts';
import type { MediaItem } from '../content/contentSchemas.ts';
import { NotEntitledError } from '../content/contentSigning.ts';
import type { AdBreak } from '../domain/adBreaks.ts';
import { playbackIdentity } from '../domain/playbackQuery.ts';
import { signingBearer } from '../integrations/session/signingBearer.ts';
import { useViewerStore } from '../stores/viewerStore.ts';
import { AdBreakTracker } from './adBreakTracker.ts';
import { createPlayer } from './createPlayer.ts';
import type { PlayableSource, PlayerAdapter } from './PlayerAdapter.ts';
import { type CatchupWindow, playableSource } from './playableSource.ts';
import type { PlaybackState, PlayerErrorCode, TrackList } from './playerEvents.ts';
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
  /** Seeks, never past an ad break not yet played. */
  seek(to: number): void;
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

const ENGINE_ERROR = /^(geo_blocked|licence_failed|network|media|unsupported):/;

/**
 * Resolves what to play, creates the engine's adapter on the video element, and destroys it when the
 * item changes or the player closes. State comes only from the adapter's events.
 */
export function usePlayback(
  video: HTMLVideoElement | null,
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
  // spec: browsing 7, Playback — the signed-in viewer's id (and profile, passport) go on the URLs.
  const viewer = useViewerStore((store) => store.viewer);
  const identity = useMemo(() => playbackIdentity(viewer), [viewer]);
  // The cap at load time; later changes go through setMaxHeight without reloading the stream.
  const maxHeightRef = useRef(maxHeight);
  maxHeightRef.current = maxHeight;

  useEffect(() => {
    if (!video) return undefined;
    let cancelled = false;
    let created: PlayerAdapter | null = null;
    const fail = (code: PlayerErrorCode) => {
      if (cancelled) return;
      setError(code);
      setState('error');
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
    (async () => {
      const source: PlayableSource = {
        ...(await playableSource(item, config, {
          contentHost,
          identity,
          origin: window.location.origin,
          catchup,
          bearer: await signingBearer(),
        })),
        startAt,
        maxHeight: maxHeightRef.current,
      };
      if (cancelled) return;
      const player = await createPlayer(video, source);
      created = player;
      if (cancelled) {
        await player.destroy();
        return;
      }
      setAdapter(player);
      player.events.on('state', (next) => !cancelled && setState(next));
      player.events.on('time', (next) => {
        if (cancelled) return;
        tracker.current?.update(next.position);
        setTime(next);
      });
      player.events.on('error', ({ code }) => fail(code));
      player.events.on('live', (next) => !cancelled && setLive(next));
      player.events.on('levels', ({ heights }) => !cancelled && setLevels(heights));
      player.events.on('level', (next) => !cancelled && setHeight(next.height));
      player.events.on('adBreakStart', ({ index }) => !cancelled && setAdBreak(index));
      player.events.on('adBreakEnd', () => !cancelled && setAdBreak(undefined));
      player.events.on('buffering', ({ active }) => !cancelled && setBuffering(active));
      player.events.on('tracks', (next) => !cancelled && setTracks(next));
      await Promise.all([trackBreaks(player, source), ready]);
      if (cancelled) return;
      await player.load(source);
      if (!cancelled) await player.play().catch(() => undefined);
    })().catch((cause: unknown) => {
      if (cause instanceof NotEntitledError) fail('licence_failed');
      else if (!(cause instanceof Error && ENGINE_ERROR.test(cause.message))) fail('network');
    });
    return () => {
      cancelled = true;
      tracker.current = null;
      setAdapter(null);
      setBreaks([]);
      setAdBreak(undefined);
      setBuffering(false);
      setTracks(NO_TRACKS);
      void created?.destroy();
    };
  }, [video, item, config, contentHost, startAt, ready, catchup, identity]);

  useEffect(() => adapter?.setMaxHeight(maxHeight), [adapter, maxHeight]);

  const seek = (to: number) => {
    if (!adapter || !video) return;
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
    seek,
  };
}
