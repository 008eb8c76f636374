import { describe, expect, it } from 'vitest';
import { type ViewerLanguageInput, viewerLanguage } from './viewerLanguage.ts';

const input = (overrides: Partial<ViewerLanguageInput>): ViewerLanguageInput => ({
  stored: null,
  device: [],
  available: ['en', 'es'],
  fallback: 'en',
  multiLanguage: true,
  ...overrides,
});

/** spec: browsing 1 (default en), 2 Settings panel and Legal pages. */
describe('viewerLanguage', () => {
  it.each<[string, Partial<ViewerLanguageInput>, string]>([
    ['nothing known: the default', {}, 'en'],
    ['the stored choice wins', { stored: 'es', device: ['en-US'] }, 'es'],
    ['the device language when nothing is stored', { device: ['es-MX', 'en'] }, 'es'],
    ['the first offered device language', { device: ['fr-FR', 'es-ES'] }, 'es'],
    ['no offered device language: the site default', { device: ['fr-FR'], fallback: 'es' }, 'es'],
    ['an ill-formed stored value is ignored', { stored: 'klingon!', device: ['en-GB'] }, 'en'],
    ['a stored language the product does not translate is kept', { stored: 'fr', device: ['en'] }, 'fr'],
    ['... by its primary subtag', { stored: 'de-AT' }, 'de'],
    ['a translated language the site does not offer gives way', { stored: 'es', available: ['en'] }, 'en'],
    ['... also from the device', { device: ['es'], available: ['en'] }, 'en'],
    [
      'multi-language off: the site default, whatever is stored',
      { stored: 'es', multiLanguage: false },
      'en',
    ],
    ['multi-language off with default es', { stored: 'fr', fallback: 'es', multiLanguage: false }, 'es'],
  ])('%s', (_name, overrides, expected) => {
    expect(viewerLanguage(input(overrides))).toBe(expected);
  });
});
