import { expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';

it('the detail pages’ own strings: es has exactly the keys en has, none empty', () => {
  expect(Object.keys(es.video).sort()).toEqual(Object.keys(en.video).sort());
  expect(Object.values(es.video).every((text) => text.length > 0)).toBe(true);
});
