import { describe, expect, it } from 'vitest';
import accountEn from './locales/account.en.json';
import accountEs from './locales/account.es.json';
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
  it('the account screens have every key in both languages', () => {
    expect(keysOf(accountEs).sort()).toEqual(keysOf(accountEn).sort());
  });
});
