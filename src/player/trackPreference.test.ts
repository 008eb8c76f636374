import { describe, expect, it } from 'vitest';
import type { MediaTrack, TrackList } from './playerEvents.ts';
import { preferredTracks, rememberChoice, trackPreferenceSchema } from './trackPreference.ts';

const track = (id: string, language: string, active = false): MediaTrack => ({
  id,
  language,
  label: language,
  active,
});
const tracks: TrackList = {
  audio: [track('a-en', 'en', true), track('a-es', 'es')],
  text: [track('t-en', 'en'), track('t-es', 'es-ES')],
};

describe('track preference (issue 26: audio and subtitles remembered)', () => {
  it('selects the preferred audio language and subtitles when offered', () => {
    expect(preferredTracks(tracks, { audio: 'es', text: 'es' }, 'en')).toEqual({
      audio: 'a-es',
      text: 't-es',
    });
  });

  it('subtitles that were on fall back to the interface language when the preferred one is missing', () => {
    expect(preferredTracks(tracks, { text: 'fr' }, 'es')).toEqual({ text: 't-es' });
    expect(preferredTracks(tracks, { text: 'fr' }, 'de')).toEqual({});
  });

  it('never turns subtitles on for a viewer who never did, and turns them off for one who turned them off', () => {
    expect(preferredTracks(tracks, {}, 'es')).toEqual({});
    const on: TrackList = { ...tracks, text: [track('t-en', 'en', true)] };
    expect(preferredTracks(on, { text: null }, 'en')).toEqual({ text: null });
  });

  it('leaves alone what already plays as preferred', () => {
    expect(preferredTracks(tracks, { audio: 'en' }, 'en')).toEqual({});
  });

  it('remembers the language chosen, or subtitles off', () => {
    expect(rememberChoice({}, 'text', track('t-es', 'es-ES'))).toEqual({ text: 'es' });
    expect(rememberChoice({ text: 'es' }, 'text', undefined)).toEqual({ text: null });
    expect(rememberChoice({ text: 'es' }, 'audio', track('a-en', 'en'))).toEqual({ text: 'es', audio: 'en' });
  });

  it('reads a stored subtitle style, and one it cannot read falls back without losing the languages', () => {
    const style = { size: 'large', background: 'none' };
    expect(trackPreferenceSchema.parse({ text: 'es', style })).toEqual({ text: 'es', style });
    expect(trackPreferenceSchema.parse({ text: 'es', style: { size: 'huge' } })).toEqual({
      text: 'es',
      style: undefined,
    });
  });
});
