/**
 * Zapping through live channels the way a set-top box does: CH+ / CH− step through the guide's order,
 * a held key skims without starting every channel, and the previous-channel key returns to the last
 * channel watched. The spec is silent on zapping; these rules follow what TV remotes and set-top
 * boxes do. The caller passes only live channels, in the guide's order: catch-up programmes and live
 * events are not zapped through.
 */

export type ZapStep = 1 | -1;

/**
 * The channel CH+ (1) or CH− (−1) goes to: the next or previous id, wrapping at both ends as every TV
 * does. A current channel not in the list (or none yet) goes to the first (CH+) or the last (CH−).
 */
export function zapTarget(
  channelIds: readonly string[],
  currentId: string | undefined,
  step: ZapStep,
): string | undefined {
  const count = channelIds.length;
  if (count === 0) return undefined;
  const index = currentId === undefined ? -1 : channelIds.indexOf(currentId);
  if (index === -1) return channelIds[step === 1 ? 0 : count - 1];
  return channelIds[(index + step + count) % count];
}

/**
 * How long no zap key must come before the selected channel starts: 400 ms. A held key skims a channel
 * every 100 ms at most (heldStepPace.ts; less often on a TV too slow for every repeat), so 400 ms (four
 * of those steps) never settles in the middle of a hold, nor between quick deliberate taps
 * (about 150-300 ms apart when stepping two or three channels); and it adds well under a second to the
 * channel the viewer stops on. A single press never waits (zapKeyOutcome).
 */
export const SKIM_QUIET_MS = 400;

export type ZapKeyOutcome = 'start' | 'select';

/**
 * What a zap key does: 'start' plays its target at once (a single press, the usual zap: its first frame
 * must come within 500 ms of the key), 'select' only moves the selection and the banner (a repeat of a
 * held key, or a tap within the quiet time of the last one: the viewer is skimming). `repeat` is the
 * key event's own flag: the first repeat of a held key comes after the platform's repeat delay (about
 * 500 ms, more than the quiet time), and must not count as a new press.
 */
export function zapKeyOutcome(
  lastZapKeyAt: number | undefined,
  now: number,
  repeat: boolean,
  quietMs: number = SKIM_QUIET_MS,
): ZapKeyOutcome {
  if (repeat) return 'select';
  return lastZapKeyAt === undefined || now - lastZapKeyAt >= quietMs ? 'start' : 'select';
}

/**
 * True once no zap key came for `quietMs`: the viewer stopped on the selected channel, so it starts (if
 * it is not the one playing). The caller schedules a check at lastZapKeyAt + quietMs after each select.
 */
export function settled(lastZapKeyAt: number, now: number, quietMs: number = SKIM_QUIET_MS): boolean {
  return now - lastZapKeyAt >= quietMs;
}

/** The channel playing and the one watched before it. */
export interface ChannelMemory {
  readonly current?: string;
  readonly previous?: string;
}

export const emptyChannelMemory: ChannelMemory = {};

/**
 * A channel started playing. The one it replaces becomes the previous channel, so the previous-channel
 * key alternates between two channels. `continuesZap`: the channel a skim settled on, after the skim's
 * first press already started a channel for a moment; that moment does not count as watching, so the
 * previous channel stays the one the zap left (when the skim ends back there, the briefly started one is
 * all there is to go back to).
 */
export function channelStarted(memory: ChannelMemory, id: string, continuesZap = false): ChannelMemory {
  if (memory.current === id) return memory;
  if (continuesZap && memory.previous !== id) return { current: id, previous: memory.previous };
  return { current: id, previous: memory.current };
}

/** Where the previous-channel key goes: the last channel watched, if the guide still has it. */
export function previousChannel(memory: ChannelMemory, channelIds?: readonly string[]): string | undefined {
  const { previous } = memory;
  if (previous === undefined || previous === memory.current) return undefined;
  return channelIds && !channelIds.includes(previous) ? undefined : previous;
}
