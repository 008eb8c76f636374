import { describe, expect, it } from 'vitest';
import accountEn from './locales/account.en.json';
import accountEs from './locales/account.es.json';
import checkoutEn from './locales/checkout.en.json';
import checkoutEs from './locales/checkout.es.json';
import en from './locales/en.json';
import es from './locales/es.json';
import statusEn from './locales/paymentStatus.en.json';
import statusEs from './locales/paymentStatus.es.json';

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
  it('the payment screens have every key in both languages, and their two files share none', () => {
    expect(keysOf(checkoutEs).sort()).toEqual(keysOf(checkoutEn).sort());
    expect(keysOf(statusEs).sort()).toEqual(keysOf(statusEn).sort());
    expect(Object.keys(checkoutEn).filter((key) => key in statusEn)).toEqual([]);
  });
});
