/**
 * spec: accounts 5.4 — the date input: digits only; day 1-31, month 1-12, year 1900-2100 (at most 4
 * digits); day and month zero-padded; the value is YYYY-MM-DD only when every part is set.
 */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

const LIMITS = { day: [1, 31, 2], month: [1, 12, 2], year: [1900, 2100, 4] } as const;

/** What a part holds after typing: digits only, at most its length; a full part beyond its range is refused. */
export function typedPart(part: keyof DateParts, typed: string, previous: string): string {
  const [, max, length] = LIMITS[part];
  const digits = typed.replace(/\D/g, '').slice(0, length);
  if (digits.length === length && Number(digits) > max) return previous;
  return digits;
}

/** A part is complete when it has its length in range (day and month padded on leaving: '7' -> '07'). */
export function padPart(part: keyof DateParts, value: string): string {
  if (part === 'year' || value === '') return value;
  return value.padStart(2, '0');
}

/** Focus moves on once a day or month has 2 digits. */
export function partFull(part: keyof DateParts, value: string): boolean {
  return value.length === LIMITS[part][2];
}

export function dateValue(parts: DateParts): string {
  const inRange = (part: keyof DateParts) => {
    const [min, max, length] = LIMITS[part];
    const value = part === 'year' ? parts[part] : padPart(part, parts[part]);
    return value.length === length && Number(value) >= min && Number(value) <= max;
  };
  if (!inRange('day') || !inRange('month') || !inRange('year')) return '';
  return `${parts.year}-${padPart('month', parts.month)}-${padPart('day', parts.day)}`;
}
