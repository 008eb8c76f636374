import { describe, expect, it } from 'vitest';
import {
  isLegalPageAvailable,
  type LegalPageInput,
  type LegalPageSource,
  legalPageSource,
} from './legalPage.ts';

/** spec: browsing 2, Legal pages. */
describe('legalPageSource', () => {
  it.each<[string, LegalPageInput, LegalPageSource]>([
    [
      'config HTML in en',
      { html: { en: 'EN' }, canShow: true, language: 'en' },
      { kind: 'html', html: 'EN' },
    ],
    [
      'es viewer, es exists',
      { html: { en: 'EN', es: 'ES' }, canShow: true, language: 'es' },
      { kind: 'html', html: 'ES' },
    ],
    [
      'es viewer, only en',
      { html: { en: 'EN' }, canShow: true, language: 'es' },
      { kind: 'html', html: 'EN' },
    ],
    [
      'config HTML shows even with the flag off',
      { html: { en: 'EN' }, canShow: false, language: 'en' },
      { kind: 'html', html: 'EN' },
    ],
    ['no HTML, flag on, en', { canShow: true, language: 'en' }, { kind: 'builtIn', language: 'en' }],
    [
      'no HTML, flag on, es',
      { html: {}, canShow: true, language: 'es' },
      { kind: 'builtIn', language: 'es' },
    ],
    [
      'no HTML, flag on, another language',
      { canShow: true, language: 'fr' },
      { kind: 'languageNotSupported' },
    ],
    ['no HTML, flag off', { canShow: false, language: 'en' }, { kind: 'disabled' }],
  ])('%s', (_name, input, expected) => {
    expect(legalPageSource(input)).toEqual(expected);
  });
});

describe('isLegalPageAvailable', () => {
  it.each<[Omit<LegalPageInput, 'language'>, boolean]>([
    [{ canShow: true }, true],
    [{ canShow: false }, false],
    [{ html: { es: 'ES' }, canShow: false }, true],
  ])('%j -> %s', (input, expected) => {
    expect(isLegalPageAvailable(input)).toBe(expected);
  });
});
