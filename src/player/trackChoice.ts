import type { MediaTrack } from './playerEvents.ts';

/**
 * What one press of the subtitles control picks: Off, then each language in the stream's order, then
 * Off again (like the quality control, one button a remote can cycle). Undefined means off.
 */
export function nextTextTrack(text: readonly MediaTrack[]): string | undefined {
  const index = text.findIndex((track) => track.active);
  return text[index + 1]?.id;
}

/** What one press of the audio control picks: the next language, round to the first (never none). */
export function nextAudioTrack(audio: readonly MediaTrack[]): string | undefined {
  const index = audio.findIndex((track) => track.active);
  return audio[(index + 1) % audio.length]?.id;
}

/** The active text track's label, or undefined when subtitles are off. */
export function activeTextLabel(text: readonly MediaTrack[]): string | undefined {
  return text.find((track) => track.active)?.label;
}
