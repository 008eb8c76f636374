import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';

describe('search screen translations', () => {
  it('es has exactly the keys en has, none empty', () => {
    expect(Object.keys(es.search).sort()).toEqual(Object.keys(en.search).sort());
    expect(Object.values(es.search).every((text) => text.length > 0)).toBe(true);
  });
});
