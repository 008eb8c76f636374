import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * English interface strings that must not show to a Spanish viewer: every en.json value whose es.json
 * value differs, as a pattern over a whole text ('{{count}} results for "{{query}}"' matches '3
 * results for "x"'). Strings equal in both languages (Legal, Cookies, '{{count}} min') say nothing.
 */
type Messages = { [key: string]: string | Messages };

const readJson = (path: string): Messages =>
  JSON.parse(readFileSync(new URL(`../../src/${path}`, import.meta.url), 'utf8'));

/**
 * The app's strings in one tree: the main bundle, the live, search, settings and detail screens' (their
 * epg.*, search.*, settings.* and video.* beside the main ones) and the player's (under player.*), which ride in their own chunks.
 */
function readLocale(language: string): Messages {
  const main = readJson(`i18n/locales/${language}.json`);
  const live = readJson(`screens/live/locales/${language}.json`);
  const search = readJson(`screens/search/locales/${language}.json`);
  const settings = readJson(`screens/settings/locales/${language}.json`);
  const detail = readJson(`screens/media/locales/${language}.json`);
  return {
    ...main,
    video: { ...(main.video as Messages), ...(detail.video as Messages) },
    search: { ...(main.search as Messages), ...(search.search as Messages) },
    settings: { ...(main.settings as Messages), ...(settings.settings as Messages) },
    epg: { ...(main.epg as Messages), ...(live.epg as Messages) },
    player: readJson(`player/locales/${language}.json`),
  };
}

function leaves(messages: Messages, prefix = ''): Array<[string, string]> {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Placeholders that hold numbers match digits only ('{{page}} of {{pages}}' is not 'City of Tides'). */
const NUMERIC = new Set([
  'count',
  'page',
  'pages',
  'season',
  'seasons',
  'episode',
  'episodes',
  'maxCount',
  'year',
  'hours',
  'minutes',
  'number',
]);

function patternOf(text: string): RegExp {
  const parts = text.split(/\{\{(\w+)\}\}/);
  // split with a group: even indexes are literal text, odd ones placeholder names.
  const source = parts.map((part, index) =>
    index % 2 === 0 ? escapeRegExp(part) : NUMERIC.has(part) ? '\\d+' : '.+',
  );
  return new RegExp(`^${source.join('')}$`);
}

/**
 * Text the catalogue supplies that happens to equal an English interface string: the 'Series'
 * playlist in the demo config's menu and rows is content, not a label (video.series).
 */
const CONTENT_TEXTS = new Set(['Series']);

const english = leaves(readLocale('en'));
const spanish = new Map(leaves(readLocale('es')));

export const englishOnly: Array<{ key: string; pattern: RegExp }> = english
  .filter(([key, text]) => spanish.get(key) !== text)
  .map(([key, text]) => ({ key, pattern: patternOf(text) }));

export function spanishText(key: string, values: Record<string, string | number> = {}): string {
  const text = spanish.get(key);
  if (text === undefined) throw new Error(`es.json has no ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/**
 * Every text in the page (element text, aria-label, placeholder, title, alt; hidden ones too: screen
 * readers read them), matched against the English-only strings. Returns 'key: text' per hit. `content`:
 * texts of this page's catalogue data that equal an interface string (a playlist titled 'Search').
 */
export async function englishStrings(page: Page, content: readonly string[] = []): Promise<string[]> {
  const contentTexts = new Set([...CONTENT_TEXTS, ...content]);
  const texts = await page.evaluate(() => {
    const found = new Set<string>();
    const add = (text: string | null) => {
      const normalised = (text ?? '').replace(/\s+/g, ' ').trim();
      if (normalised) found.add(normalised);
    };
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'].includes(element.tagName)) continue;
      // The element's own text (a heading with a link inside reads as its own words), and the whole
      // text of an element without children.
      add(
        Array.from(element.childNodes)
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join(''),
      );
      if (element.children.length === 0) add(element.textContent);
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt'])
        add(element.getAttribute(attribute));
    }
    add(document.title);
    return Array.from(found);
  });
  return texts.flatMap((text) =>
    contentTexts.has(text)
      ? []
      : englishOnly.filter(({ pattern }) => pattern.test(text)).map(({ key }) => `${key}: ${text}`),
  );
}
