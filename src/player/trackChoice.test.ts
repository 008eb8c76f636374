import { describe, expect, it } from 'vitest';
import type { MediaTrack } from './playerEvents.ts';
import { activeTextLabel, nextAudioTrack, nextTextTrack } from './trackChoice.ts';

const track = (id: string, label: string, active = false): MediaTrack => ({
  id,
  language: id,
  label,
  active,
});

describe('the subtitles control cycles Off, each language, Off', () => {
  it.each<[string, MediaTrack[], string | undefined, string | undefined]>([
    ['off: the first language', [track('en', 'English'), track('es', 'Español')], 'en', undefined],
    ['first on: the second', [track('en', 'English', true), track('es', 'Español')], 'es', 'English'],
    ['last on: off', [track('en', 'English'), track('es', 'Español', true)], undefined, 'Español'],
    ['one language on: off', [track('en', 'English', true)], undefined, 'English'],
    ['no subtitles: stays off', [], undefined, undefined],
  ])('%s', (_case, text, next, label) => {
    expect(nextTextTrack(text)).toBe(next);
    expect(activeTextLabel(text)).toBe(label);
  });
});

describe('the audio control cycles the languages (issue 26)', () => {
  it('picks the next language, round to the first, never none', () => {
    expect(nextAudioTrack([track('en', 'English', true), track('es', 'Español')])).toBe('es');
    expect(nextAudioTrack([track('en', 'English'), track('es', 'Español', true)])).toBe('en');
  });
});
