import { format } from 'date-fns';
import { es } from 'date-fns/locale/es';
import { type TimeZone, zoned } from './epgDay.ts';

export type TimeFormat = '12h' | '24h';

/** spec: browsing 9 — time format 12h by default; config epgTimeFormat may set 24h. */
export function formatTime(ms: number, timeZone: TimeZone, timeFormat: TimeFormat = '12h'): string {
  return format(zoned(ms, timeZone), timeFormat === '24h' ? 'HH:mm' : 'h:mm a');
}

/** spec: browsing 2 — the weekday as a 3-letter abbreviation, in the viewer's language. */
export function formatWeekday(ms: number, timeZone: TimeZone, language: string): string {
  const text = format(zoned(ms, timeZone), 'EEE', language.startsWith('es') ? { locale: es } : undefined);
  return text.replace('.', '').slice(0, 3);
}

/** A duration in whole hours and minutes, for the hero's "1 h 30 min". */
export function durationParts(ms: number): { hours: number; minutes: number } {
  const total = Math.round(ms / 60_000);
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
