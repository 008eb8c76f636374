import { z } from 'zod/mini';
import type { MediaTrack, TrackList } from './playerEvents.ts';

export const subtitleSizes = ['small', 'medium', 'large'] as const;
export const subtitleBackgrounds = ['dark', 'none'] as const;
const subtitleStyleSchema = z.object({
  size: z.enum(subtitleSizes),
  background: z.enum(subtitleBackgrounds),
});
/** How subtitles look: the size, and a dark box behind the words or none (an outline then). */
export type SubtitleStyle = z.infer<typeof subtitleStyleSchema>;
/** A dark box reads on any picture; medium is 3rem (48 px at 1080p). */
export const DEFAULT_SUBTITLE_STYLE: SubtitleStyle = { size: 'medium', background: 'dark' };

/**
 * Issue 26: the audio language, subtitles and subtitle style a viewer chose, kept on the device per
 * viewer (the profile's id when there is one) and applied to what plays next. `text` is a language, or
 * null for subtitles off; absent when the viewer never chose. A style this version cannot read falls
 * back to the default without losing the languages.
 */
export const trackPreferenceSchema = z.object({
  audio: z.optional(z.string()),
  text: z.optional(z.nullable(z.string())),
  style: z.catch(z.optional(subtitleStyleSchema), undefined),
});
export type TrackPreference = z.infer<typeof trackPreferenceSchema>;

/** The storage key of a viewer's preference. */
export function trackPreferenceKey(profileId: string | undefined): string {
  return `tracks.${profileId ?? 'device'}`;
}

const languageOf = (track: MediaTrack) => track.language.toLowerCase().split('-')[0] ?? '';
const findLanguage = (tracks: readonly MediaTrack[], language: string) =>
  tracks.find((track) => languageOf(track) === language.toLowerCase().split('-')[0]);

/** What the viewer's choice makes of a track change: the preference to store after it. */
export function rememberChoice(
  preference: TrackPreference,
  kind: 'audio' | 'text',
  chosen: MediaTrack | undefined,
): TrackPreference {
  if (kind === 'audio') return chosen ? { ...preference, audio: languageOf(chosen) } : preference;
  return { ...preference, text: chosen ? languageOf(chosen) : null };
}

/**
 * The tracks to select when a stream's tracks arrive: the preferred audio language when offered; the
 * preferred subtitles language, else (subtitles were on) the interface's language, else none; off when
 * the viewer turned them off. Undefined for what stays as the stream starts it.
 */
export function preferredTracks(
  tracks: TrackList,
  preference: TrackPreference,
  interfaceLanguage: string,
): { audio?: string; text?: string | null } {
  const choice: { audio?: string; text?: string | null } = {};
  const audio = preference.audio === undefined ? undefined : findLanguage(tracks.audio, preference.audio);
  if (audio && !audio.active) choice.audio = audio.id;
  if (preference.text === null) {
    if (tracks.text.some((track) => track.active)) choice.text = null;
  } else if (preference.text !== undefined && tracks.text.length > 0) {
    const text = findLanguage(tracks.text, preference.text) ?? findLanguage(tracks.text, interfaceLanguage);
    if (text && !text.active) choice.text = text.id;
  }
  return choice;
}
