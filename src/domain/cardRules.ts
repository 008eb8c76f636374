import { type LiveFields, type MediaStatus, mediaStatus } from './mediaStatus.ts';

export type CardItem = LiveFields & {
  contentType?: string;
  duration: number;
  seasonNumber?: unknown;
  episodeNumber?: unknown;
};

export type CardTag =
  | { kind: 'series' }
  | { kind: 'episode'; season: number; episode: number }
  | { kind: 'duration'; minutes: number }
  | { kind: 'live' }
  | { kind: 'scheduled' };

const lower = (value: string | undefined) => value?.toLowerCase();

/**
 * spec: browsing 2, Card — the first that applies: 'series'; season and episode; duration; 'live'
 * (LIVE, or a live channel); 'scheduled'.
 */
export function cardTag(item: CardItem, now: number): CardTag | undefined {
  const type = lower(item.contentType);
  if (type === 'series') return { kind: 'series' };
  const season = Number(item.seasonNumber);
  const episode = Number(item.episodeNumber);
  if (type === 'episode' && season > 0 && episode > 0) return { kind: 'episode', season, episode };
  if (item.duration > 0) return { kind: 'duration', minutes: Math.max(1, Math.round(item.duration / 60)) };
  const status: MediaStatus = mediaStatus(item, now);
  if (status === 'LIVE' || type === 'livechannel' || type === 'live') return { kind: 'live' };
  if (status === 'SCHEDULED') return { kind: 'scheduled' };
  return undefined;
}

/** spec: browsing 2, Shelf — 'See more' is hidden for these titles, compared case-insensitively. */
const NO_SEE_MORE = [
  'top 10 movies',
  'top ten movies',
  'continue watching',
  'top 10 movies this week',
  'top ten movies this week',
];

export function showsSeeMore(title: string): boolean {
  return !NO_SEE_MORE.includes(title.trim().toLowerCase());
}

/**
 * spec: browsing 2, Shelf — showtitle from the row's custom values or the playlist, the key compared
 * ignoring underscores and case; 'false' hides card titles.
 */
export function showsCardTitles(...sources: Array<Record<string, unknown> | undefined>): boolean {
  for (const source of sources) {
    if (!source) continue;
    for (const [key, value] of Object.entries(source)) {
      if (key.replace(/_/g, '').toLowerCase() === 'showtitle') return String(value).toLowerCase() !== 'false';
    }
  }
  return true;
}

/** spec: browsing 5 — descriptions are truncated to 35 words. */
export const DESCRIPTION_WORDS = 35;

export function truncateWords(text: string, words = DESCRIPTION_WORDS): { text: string; truncated: boolean } {
  const all = text.trim().split(/\s+/).filter(Boolean);
  if (all.length <= words) return { text: all.join(' '), truncated: false };
  return { text: `${all.slice(0, words).join(' ')}...`, truncated: true };
}

/** spec: browsing 5 — black text on backgrounds with luminance above 186, white otherwise. */
export function textColorOn(hex: string): '#000000' | '#ffffff' {
  const match = hex.trim().match(/^#?([0-9a-f]{6}|[0-9a-f]{3})$/i);
  if (!match?.[1]) return '#ffffff';
  const full = match[1].length === 3 ? [...match[1]].map((char) => char + char).join('') : match[1];
  const [r, g, b] = [0, 2, 4].map((index) => Number.parseInt(full.slice(index, index + 2), 16)) as [
    number,
    number,
    number,
  ];
  return r * 0.299 + g * 0.587 + b * 0.114 > 186 ? '#000000' : '#ffffff';
}
