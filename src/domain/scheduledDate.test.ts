import { describe, expect, it } from 'vitest';
import { scheduledDateText } from './scheduledDate.ts';

/** ICU versions differ in the space before AM/PM (a narrow no-break space in some): compare plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

/**
 * spec: browsing 2, Card ('A scheduledStart date is shown under the title') and Video detail page
 * ('Starts {date}', 'Streamed {date}'): one date, written the same way on the card and on the page.
 * The card wrote 'Nov 22, 2026, 9:05 AM' while the page wrote 'Nov 22, 2026, 09:05 AM'.
 */
describe('the date of a scheduled start', () => {
  it.each([
    ['en, morning: the hour without a leading zero', 'en', '2026-11-22T09:05:00Z', 'Nov 22, 2026, 9:05 AM'],
    ['en, evening', 'en', '2026-11-22T21:30:00Z', 'Nov 22, 2026, 9:30 PM'],
    ['en, midnight', 'en', '2027-01-01T00:00:00Z', 'Jan 1, 2027, 12:00 AM'],
    ['es, morning', 'es', '2026-11-22T09:05:00Z', '22 nov 2026, 9:05'],
    ['es, evening: a 24-hour clock', 'es', '2026-11-22T21:30:00Z', '22 nov 2026, 21:30'],
    ['es, midnight', 'es', '2027-01-01T00:00:00Z', '1 ene 2027, 0:00'],
  ])('%s', (_name, language, iso, expected) => {
    expect(plain(scheduledDateText(Date.parse(iso), language, 'UTC'))).toBe(expected);
  });

  it("in the viewer's time zone", () => {
    const start = Date.parse('2026-11-22T21:30:00Z');
    expect(plain(scheduledDateText(start, 'en', 'America/New_York'))).toBe('Nov 22, 2026, 4:30 PM');
    expect(plain(scheduledDateText(start, 'es', 'Europe/Madrid'))).toBe('22 nov 2026, 22:30');
  });
});
