import { useEffect, useState } from 'react';
import type { AppConfig } from '../config/appConfigSchema.ts';
import type { MediaItem } from '../content/contentSchemas.ts';
import { NotEntitledError } from '../content/contentSigning.ts';
import { createPlayer } from './createPlayer.ts';
import type { PlayerAdapter } from './PlayerAdapter.ts';
import { type CatchupWindow, playableSource } from './playableSource.ts';
import type { PlaybackState, PlayerErrorCode } from './playerEvents.ts';

export interface Playback {
  state: PlaybackState;
  position: number;
  duration: number;
  error: PlayerErrorCode | null;
  adapter: PlayerAdapter | null;
}

/**
 * Resolves what to play, creates the engine's adapter on the video element, and destroys it when the
 * item changes or the player closes. State comes only from the adapter's events.
 */
export function usePlayback(
  video: HTMLVideoElement | null,
  item: MediaItem,
  config: AppConfig,
  contentHost: string,
  /** Where to start (resume), in seconds. */
  startAt: number | undefined,
  /** The highest rendition allowed (the viewer's quality setting). */
  maxHeight: number | undefined,
  /** A live programme's window (catch-up or from its beginning). */
  catchup?: CatchupWindow,
): Playback {
  const [state, setState] = useState<PlaybackState>('loading');
  const [time, setTime] = useState({ position: 0, duration: 0 });
  const [error, setError] = useState<PlayerErrorCode | null>(null);
  const [adapter, setAdapter] = useState<PlayerAdapter | null>(null);

  useEffect(() => {
    if (!video) return undefined;
    let cancelled = false;
    let created: PlayerAdapter | null = null;
    const fail = (code: PlayerErrorCode) => {
      if (cancelled) return;
      setError(code);
      setState('error');
    };
    (async () => {
      const source = { ...(await playableSource(item, config, contentHost, catchup)), startAt, maxHeight };
      if (cancelled) return;
      const player = await createPlayer(video, source);
      created = player;
      if (cancelled) {
        await player.destroy();
        return;
      }
      setAdapter(player);
      player.events.on('state', (next) => !cancelled && setState(next));
      player.events.on('time', (next) => !cancelled && setTime(next));
      player.events.on('error', ({ code }) => fail(code));
      await player.load(source);
      if (!cancelled) await player.play().catch(() => undefined);
    })().catch((cause: unknown) => {
      if (cause instanceof NotEntitledError) fail('licence_failed');
      else if (
        !(
          cause instanceof Error &&
          /^(geo_blocked|licence_failed|network|media|unsupported):/.test(cause.message)
        )
      )
        fail('network');
    });
    return () => {
      cancelled = true;
      setAdapter(null);
      void created?.destroy();
    };
  }, [video, item, config, contentHost, startAt, maxHeight, catchup]);

  return { state, position: time.position, duration: time.duration, error, adapter };
}
