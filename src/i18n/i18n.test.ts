import { describe, expect, it } from 'vitest';
import { initialLanguage } from './i18n.ts';
import en from './locales/en.json';
import es from './locales/es.json';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? keysOf(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('translations', () => {
  it('es has exactly the keys en has', () => {
    expect(keysOf(es).sort()).toEqual(keysOf(en).sort());
  });
});

describe('initialLanguage (spec: browsing 1, default en)', () => {
  it.each([
    ['stored choice wins', 'es', ['en-US'], 'es'],
    ['device language when nothing stored', null, ['es-MX', 'en'], 'es'],
    ['first supported device language', null, ['fr-FR', 'es-ES'], 'es'],
    ['en when nothing matches', null, ['fr-FR'], 'en'],
    ['an invalid stored value is ignored', 'klingon', ['en-GB'], 'en'],
  ])('%s', (_name, stored, device, expected) => {
    expect(initialLanguage(stored, device)).toBe(expected);
  });
});
