import { useEffect, useRef, useState } from 'react';
import type { AppConfig } from '../../config/appConfigSchema.ts';
import type { MediaItem } from '../../content/contentSchemas.ts';
import { adScheduleUrl } from '../../domain/adConfig.ts';
import type { PlayerAdapter } from '../PlayerAdapter.ts';
import type { PlaybackState } from '../playerEvents.ts';
import { loadAdSchedule, type ScheduledBreak } from './adSchedule.ts';
import { loadLinearAd } from './linearAd.ts';
import { type PlayingAd, playLinearAd } from './playLinearAd.ts';

export interface AdGate {
  /** Resolves when the content may start: after the pre-roll, or at once without one. */
  ready: Promise<void>;
  open(): void;
}

/** The gate the content waits behind (made before the content's player, which waits on it). */
export function useAdGate(enabled: boolean): AdGate {
  const [gate] = useState(() => {
    let open: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => {
      open = resolve;
    });
    if (!enabled) open();
    return { ready, open };
  });
  return gate;
}

export interface ClientAds {
  /** Seconds left of the ad playing, if one is. */
  adSeconds: number | undefined;
  /** The content has ended and its post-roll is still to play or playing: the ending waits. */
  holdsEnd: boolean;
  /** The element ads play in, over the content. */
  setAdVideo(video: HTMLVideoElement | null): void;
}

/** spec: browsing 9 — ads are client-side by default; here only when the config asks for csai outright. */
export function wantsClientAds(config: AppConfig, item: MediaItem): boolean {
  return (
    config.adDeliveryMethod === 'csai' &&
    Boolean(config.adScheduleUrls?.json) &&
    item.is_ssai_enabled !== 'true'
  );
}

/**
 * Client-side ads (spec: browsing 7, Playback — the VAST schedule): the schedule for this item, its
 * pre-roll before the content starts, mid-rolls when the content reaches them (the content pauses
 * while the ad plays in its own element) and the post-roll when it ends. A schedule or tag that fails is skipped: content goes on.
 */
export function useClientAds(
  item: MediaItem,
  config: AppConfig,
  contentHost: string,
  gate: AdGate,
  enabled: boolean,
  content: { adapter: PlayerAdapter | null; position: number; state: PlaybackState },
): ClientAds {
  const [adVideo, setAdVideo] = useState<HTMLVideoElement | null>(null);
  const [adSeconds, setAdSeconds] = useState<number | undefined>(undefined);
  const [midrolls, setMidrolls] = useState<ScheduledBreak[]>([]);
  const [postroll, setPostroll] = useState<ScheduledBreak | undefined>(undefined);
  const [postrollPlaying, setPostrollPlaying] = useState(false);
  const playing = useRef<PlayingAd | null>(null);

  const play = async (scheduled: ScheduledBreak, video: HTMLVideoElement) => {
    const tag = scheduled.tags[0];
    const ad = tag ? await loadLinearAd(tag).catch(() => undefined) : undefined;
    if (!ad) return;
    playing.current = playLinearAd(video, ad, setAdSeconds);
    await playing.current.done;
    playing.current = null;
    setAdSeconds(undefined);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per player: the item and config do not change under it.
  useEffect(() => {
    if (!enabled || !adVideo) return undefined;
    let cancelled = false;
    (async () => {
      const url = adScheduleUrl(
        new URL(config.adScheduleUrls?.json ?? '', `${contentHost}/`).toString(),
        item.mediaid,
        config.adConfigLevel,
        typeof item.adConfig === 'string' ? item.adConfig : undefined,
      );
      const schedule = await loadAdSchedule(url).catch(() => []);
      if (cancelled) return;
      setMidrolls(schedule.filter((entry) => entry.at > 0 && Number.isFinite(entry.at)));
      setPostroll(schedule.find((entry) => entry.at === Number.POSITIVE_INFINITY));
      const preroll = schedule.find((entry) => entry.at === 0);
      if (preroll) await play(preroll, adVideo);
    })().finally(gate.open);
    return () => {
      cancelled = true;
      playing.current?.stop();
    };
  }, [enabled, adVideo]);

  const { adapter, position } = content;
  const due = midrolls.find((entry) => position >= entry.at);
  // biome-ignore lint/correctness/useExhaustiveDependencies: play is recreated each render and reads only refs and setters.
  useEffect(() => {
    if (!due || !adapter || !adVideo || playing.current) return;
    setMidrolls((current) => current.filter((entry) => entry !== due));
    adapter.pause();
    void play(due, adVideo).then(() => adapter.play().catch(() => undefined));
  }, [due, adapter, adVideo]);

  // The post-roll plays when the content has ended; the player's ending (up next, close) waits for it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: play is recreated each render and reads only refs and setters.
  useEffect(() => {
    if (content.state !== 'ended' || !postroll || !adVideo || playing.current) return;
    setPostroll(undefined);
    setPostrollPlaying(true);
    void play(postroll, adVideo).finally(() => setPostrollPlaying(false));
  }, [content.state, postroll, adVideo]);

  return {
    adSeconds,
    setAdVideo,
    holdsEnd: content.state === 'ended' && (postroll !== undefined || postrollPlaying),
  };
}
