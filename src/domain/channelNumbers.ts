import { z } from 'zod/mini';

/**
 * Channel numbers and the number keys, as on a set-top box (the spec is silent on both).
 *
 * A channel's number is the one its item carries in the custom parameter `channelNumber`, else its
 * 1-based place in the guide. Neither the spec's MediaItem fields (browsing 3) nor the sample catalogue
 * carry a number today, so the guide's order numbers the channels; a feed that wants fixed numbers (101
 * for news, say) sets `channelNumber`. Custom parameters arrive as strings, so '101' and 101 both count.
 */

/** The most digits a number has, as in Android TV's own channel switcher (4). */
export const MAX_NUMBER_DIGITS = 4;

/** A channel item: only the number it may carry is read (items keep unknown fields: browsing 3). */
export type NumberedChannel = { readonly channelNumber?: unknown; readonly [field: string]: unknown };

/** A positive whole number a remote can type: up to MAX_NUMBER_DIGITS digits. */
const carriedNumberSchema = z.pipe(
  z.union([z.int(), z.string().check(z.regex(/^\d{1,4}$/))]),
  z.transform(Number),
);

function carriedNumber(channel: NumberedChannel): number | undefined {
  const parsed = carriedNumberSchema.safeParse(channel.channelNumber);
  if (!parsed.success) return undefined;
  const number = parsed.data;
  return number >= 1 && number < 10 ** MAX_NUMBER_DIGITS ? number : undefined;
}

/** The number shown on the banner and typed to reach the channel at `index` of the guide. */
export function channelNumber(channel: NumberedChannel, index: number): number {
  return carriedNumber(channel) ?? index + 1;
}

/** Every channel's number, in guide order: what entryResult needs to know when a number is complete. */
export function channelNumbers(channels: readonly NumberedChannel[]): number[] {
  return channels.map(channelNumber);
}

/**
 * The channel a typed number picks: the first in the guide carrying that number, else the channel at
 * that place if it carries no number of its own (a channel that carries one answers only to it).
 */
export function channelByNumber<T extends NumberedChannel>(
  channels: readonly T[],
  number: number,
): T | undefined {
  const carrying = channels.find((channel) => carriedNumber(channel) === number);
  if (carrying) return carrying;
  const atPlace = channels[number - 1];
  return atPlace && carriedNumber(atPlace) === undefined ? atPlace : undefined;
}

/**
 * How long after the last digit a number is taken as complete: 2 s. The wait only matters when the
 * digits could still grow into another channel's number (1 of channels 1-12), since entryResult commits
 * at once otherwise; there, a viewer looking down for the next key on the remote needs about a second,
 * and a number cut short tunes the wrong channel, which costs more than a wait. TV boxes use 1.5-2 s.
 */
export const NUMBER_ENTRY_TIMEOUT_MS = 2000;

/** The digits typed so far and when the last one came (epoch or performance.now milliseconds). */
export interface NumberEntry {
  readonly digits: string;
  readonly lastDigitAt: number;
}

export const noNumberEntry: NumberEntry = { digits: '', lastDigitAt: Number.NEGATIVE_INFINITY };

/**
 * A digit key pressed. It only appends: the caller commits an entry that timed out (entryResult) and
 * starts again from noNumberEntry. A fifth digit starts a new number.
 */
export function pressDigit(entry: NumberEntry, digit: number, now: number): NumberEntry {
  if (!Number.isInteger(digit) || digit < 0 || digit > 9) return entry;
  const digits = entry.digits.length >= MAX_NUMBER_DIGITS ? '' : entry.digits;
  return { digits: `${digits}${digit}`, lastDigitAt: now };
}

export type EntryResult =
  | { kind: 'idle' }
  /** Show the digits typed; unless another digit comes, the number is complete at commitAt. */
  | { kind: 'pending'; digits: string; commitAt: number }
  /** Tune to this number (channelByNumber; it may match no channel, which the screen says). */
  | { kind: 'commit'; number: number };

/**
 * Whether the typed number is complete: the timeout passed since the last digit, four digits are typed,
 * or no channel number is longer and starts with these digits (3 of channels 1-12 cannot become
 * anything else, so it tunes at once instead of after the timeout). Leading zeros are typed but do not
 * count: 0 then 5 is channel 5.
 */
export function entryResult(
  entry: NumberEntry,
  now: number,
  numbers: readonly number[],
  timeoutMs: number = NUMBER_ENTRY_TIMEOUT_MS,
): EntryResult {
  const { digits } = entry;
  if (digits === '') return { kind: 'idle' };
  const number = Number(digits);
  const significant = digits.replace(/^0+/, '');
  const couldGrow = numbers.some((candidate) => {
    const text = String(candidate);
    return text.length > significant.length && text.startsWith(significant);
  });
  const complete = now - entry.lastDigitAt >= timeoutMs || digits.length >= MAX_NUMBER_DIGITS || !couldGrow;
  return complete
    ? { kind: 'commit', number }
    : { kind: 'pending', digits, commitAt: entry.lastDigitAt + timeoutMs };
}
