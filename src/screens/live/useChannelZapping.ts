import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { MediaItem } from '../../content/contentSchemas.ts';
import {
  channelByNumber,
  channelNumbers,
  entryResult,
  noNumberEntry,
  pressDigit,
} from '../../domain/channelNumbers.ts';
import {
  type ChannelMemory,
  channelStarted,
  emptyChannelMemory,
  previousChannel,
  SKIM_QUIET_MS,
  zapKeyOutcome,
  zapTarget,
} from '../../domain/channelZapping.ts';
import { heldStepDue } from '../../domain/heldStepPace.ts';
import type { ChannelKeys } from '../../player/usePlayerKeys.ts';
import { useLatest } from '../../ui/useLatest.ts';

/** How long the channel banner stays after a change or Info, as on set-top boxes. */
export const BANNER_MS = 4_000;

export interface ZappingInput {
  /** The channels in the guide's order. */
  channels: readonly MediaItem[];
  /** The channel playing (the URL's channel). */
  playingId: string | undefined;
  /** Starts a channel at its live edge. */
  start(id: string): void;
  /** Leaves the player for the guide. */
  openGuide(): void;
}

export interface Zapping {
  keys: ChannelKeys;
  /** The channel the banner shows: the one playing, or the one a held key skims to. */
  bannerId: string | undefined;
  bannerVisible: boolean;
  /** Digits typed so far ('' when none). */
  pendingDigits: string;
  /** The channels' numbers, in the guide's order. */
  numbers: readonly number[];
}

/**
 * Live TV's channel keys (issue 25) over the pure rules of domain/channelZapping.ts and
 * channelNumbers.ts: CH+/CH− and Up/Down zap (a held key skims, and only the channel it stops on
 * starts), digits pick a channel by number, previous channel returns, Info shows the banner, Guide
 * leaves for the guide. Timers are per action and cleared on unmount.
 */
export function useChannelZapping({ channels, playingId, start, openGuide }: ZappingInput): Zapping {
  const ids = useMemo(() => channels.map((channel) => channel.mediaid), [channels]);
  const numbers = useMemo(() => channelNumbers(channels), [channels]);
  const [bannerId, setBannerId] = useState<string | undefined>(undefined);
  const [bannerAt, setBannerAt] = useState<number | undefined>(undefined);
  const [bannerVisible, setBannerVisible] = useState(false);
  const [pendingDigits, setPendingDigits] = useState('');
  const bannerShown = useLatest(bannerVisible);
  const latest = useLatest({ ids, numbers, channels, playingId, start, openGuide });
  const state = useRef({
    memory: emptyChannelMemory as ChannelMemory,
    entry: noNumberEntry,
    lastZapKeyAt: undefined as number | undefined,
    selected: undefined as string | undefined,
    /** Started, but not yet the URL's channel: the next key counts from it, not from the old one. */
    requested: undefined as string | undefined,
  });
  // At commit: a render React throws away must not forget a channel still on its way.
  useLayoutEffect(() => {
    if (state.current.requested === playingId) state.current.requested = undefined;
  }, [playingId]);
  const timers = useRef({ skim: 0, entry: 0 });

  useEffect(() => {
    const { skim, entry } = timers.current;
    return () => {
      window.clearTimeout(skim);
      window.clearTimeout(entry);
    };
  }, []);

  // The banner shows for a while after each change, then hides (it stays mounted: screen readers
  // announce a live region that is already there).
  useEffect(() => {
    if (bannerAt === undefined) return undefined;
    setBannerVisible(true);
    const timer = window.setTimeout(() => setBannerVisible(false), BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [bannerAt]);
  const showBanner = (id: string | undefined) => {
    setBannerId(id);
    setBannerAt(Date.now());
  };

  const startChannel = (id: string, continuesZap = false) => {
    const current = state.current;
    current.memory = channelStarted(
      current.memory.current
        ? current.memory
        : channelStarted(current.memory, latest.current.playingId ?? id),
      id,
      continuesZap,
    );
    current.selected = undefined;
    if (id !== latest.current.playingId) {
      current.requested = id;
      latest.current.start(id);
    }
    showBanner(id);
  };

  const commitEntry = () => {
    const current = state.current;
    const result = entryResult(current.entry, Date.now(), latest.current.numbers);
    if (result.kind === 'pending') {
      setPendingDigits(result.digits);
      window.clearTimeout(timers.current.entry);
      timers.current.entry = window.setTimeout(commitEntry, Math.max(0, result.commitAt - Date.now()));
      return;
    }
    current.entry = noNumberEntry;
    setPendingDigits('');
    if (result.kind !== 'commit') return;
    const chosen = channelByNumber(latest.current.channels, result.number);
    if (chosen) startChannel(chosen.mediaid);
    else showBanner(latest.current.playingId);
  };

  const keys: ChannelKeys = {
    zap(step, held) {
      const current = state.current;
      const now = Date.now();
      if (held && !heldStepDue(current.lastZapKeyAt, now)) return;
      const from = current.selected ?? current.requested ?? latest.current.playingId;
      const target = zapTarget(latest.current.ids, from, step);
      if (!target) return;
      const outcome = zapKeyOutcome(current.lastZapKeyAt, now, held);
      current.lastZapKeyAt = now;
      window.clearTimeout(timers.current.skim);
      if (outcome === 'start') {
        startChannel(target);
        return;
      }
      // A held (or quickly repeated) key only moves the selection; the channel it stops on starts.
      current.selected = target;
      showBanner(target);
      timers.current.skim = window.setTimeout(() => {
        if (current.selected) startChannel(current.selected, true);
      }, SKIM_QUIET_MS);
    },
    digit(digit) {
      state.current.entry = pressDigit(state.current.entry, digit, Date.now());
      showBanner(latest.current.playingId);
      commitEntry();
    },
    previous() {
      const id = previousChannel(state.current.memory, latest.current.ids);
      if (id) startChannel(id);
    },
    info() {
      showBanner(state.current.selected ?? latest.current.playingId);
    },
    ok() {
      if (bannerShown.current) {
        setBannerVisible(false);
        return false;
      }
      showBanner(latest.current.playingId);
      return true;
    },
    guide() {
      latest.current.openGuide();
    },
  };

  return { keys, bannerId: bannerId ?? playingId, bannerVisible, pendingDigits, numbers };
}
