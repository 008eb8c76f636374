import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';

describe('settings screen translations', () => {
  it('es has exactly the keys en has, none empty', () => {
    expect(Object.keys(es.settings).sort()).toEqual(Object.keys(en.settings).sort());
    expect(Object.values(es.settings).every((text) => text.length > 0)).toBe(true);
  });
});
