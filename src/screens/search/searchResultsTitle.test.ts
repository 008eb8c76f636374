import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { SearchCount } from '../../domain/searchCount.ts';
import en from '../../i18n/locales/en.json';
import es from '../../i18n/locales/es.json';
import screenEn from './locales/en.json';
import screenEs from './locales/es.json';
import { searchResultsTitle } from './searchResultsTitle.ts';

const i18n = createInstance();
await i18n.init({
  resources: {
    en: { translation: { ...en, search: { ...en.search, ...screenEn.search } } },
    es: { translation: { ...es, search: { ...es.search, ...screenEs.search } } },
  },
  lng: 'en',
  interpolation: { escapeValue: false },
});

/** spec: browsing 2, Search — page title 'title' with the count and the query. */
describe('the search results title', () => {
  it.each<[string, SearchCount, string]>([
    ['en', { count: 42, atLeast: false }, '42 results for "sig"'],
    ['en', { count: 1, atLeast: false }, '1 result for "sig"'],
    ['en', { count: 25, atLeast: true }, '25+ results for "sig"'],
    ['es', { count: 42, atLeast: false }, '42 resultados para "sig"'],
    ['es', { count: 1, atLeast: false }, '1 resultado para "sig"'],
    ['es', { count: 25, atLeast: true }, '25+ resultados para "sig"'],
  ])('%s %o', (language, count, expected) => {
    expect(searchResultsTitle(i18n.getFixedT(language), count, 'sig')).toBe(expected);
  });
});
