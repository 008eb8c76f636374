import { describe, expect, it } from 'vitest';
import { matchLanguage } from './languageChoice.ts';

/** spec: browsing 2, Settings panel — 'Select Language' when none matches. */
describe('matchLanguage', () => {
  it.each<[string, readonly string[], string | undefined]>([
    ['en', ['en', 'es'], 'en'],
    ['es', ['en', 'es'], 'es'],
    ['es-ES', ['en', 'es'], 'es'],
    ['EN-gb', ['en', 'es'], 'en'],
    ['fr', ['en', 'es'], undefined],
    ['es', ['en'], undefined],
    ['', ['en', 'es'], undefined],
  ])('%s among %j -> %s', (current, available, expected) => {
    expect(matchLanguage(current, available)).toBe(expected);
  });
});
