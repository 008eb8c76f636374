import { describe, expect, it } from 'vitest';
import mainEn from '../../../i18n/locales/en.json';
import en from './en.json';
import es from './es.json';

describe('live screen translations', () => {
  it('es has exactly the keys en has, none empty', () => {
    expect(Object.keys(es.epg).sort()).toEqual(Object.keys(en.epg).sort());
    expect(Object.values(es.epg).every((text) => text.length > 0)).toBe(true);
  });
  it('no key is both here and in the main bundle (the guide would read this one, the rest the other)', () => {
    expect(Object.keys(en.epg).filter((key) => key in mainEn.epg)).toEqual([]);
  });
});
