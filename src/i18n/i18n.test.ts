import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEY_SEPARATOR, NAMESPACE_SEPARATOR } from './i18n.ts';
import accountEn from './locales/account.en.json';
import accountEs from './locales/account.es.json';
import checkoutEn from './locales/checkout.en.json';
import checkoutEs from './locales/checkout.es.json';
import en from './locales/en.json';
import es from './locales/es.json';
import statusEn from './locales/paymentStatus.en.json';
import statusEs from './locales/paymentStatus.es.json';
import pageEn from './locales/paymentsPage.en.json';
import pageEs from './locales/paymentsPage.es.json';

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
  it('the payment screens have every key in both languages, and their three files share none', () => {
    expect(keysOf(checkoutEs).sort()).toEqual(keysOf(checkoutEn).sort());
    expect(keysOf(statusEs).sort()).toEqual(keysOf(statusEn).sort());
    expect(keysOf(pageEs).sort()).toEqual(keysOf(pageEn).sort());
    const files = [Object.keys(checkoutEn), Object.keys(statusEn), Object.keys(pageEn)];
    const all = files.flat();
    expect(all.filter((key, index) => all.indexOf(key) !== index)).toEqual([]);
  });
  it('every key of every locale file is a path of plain names, as the explicit separators read it', () => {
    const localeFiles = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return localeFiles(path);
        return /[\\/]locales[\\/][^\\/]+\.json$/.test(path) ? [path] : [];
      });
    const files = localeFiles(new URL('..', import.meta.url).pathname);
    expect(files.length).toBeGreaterThanOrEqual(20);
    const unplain = files.flatMap((file) =>
      keysOf(JSON.parse(readFileSync(file, 'utf8')))
        .filter((key) => key.includes(NAMESPACE_SEPARATOR) || !/^[\w-]+(\.[\w-]+)*$/.test(key))
        .map((key) => `${file}: ${key}`),
    );
    expect(KEY_SEPARATOR).toBe('.');
    expect(unplain).toEqual([]);
  });
});
