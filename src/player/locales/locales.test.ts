import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';

describe('player translations', () => {
  it('es has exactly the keys en has, none empty', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    expect(Object.values(es).every((text) => text.length > 0)).toBe(true);
  });
});
