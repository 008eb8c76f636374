/**
 * spec: browsing 2, Card ('A scheduledStart date is shown under the title') and Video detail page
 * ('Starts {date}', 'Streamed {date}'): the one way an event's date is written, so the card and the
 * page agree ('Nov 22, 2026, 9:05 AM'; '22 nov 2026, 9:05').
 *
 * The fields are spelt out rather than dateStyle/timeStyle: the 2018 TV engines predate those options
 * and would ignore them, printing a numeric date with seconds.
 */
const OPTIONS: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** A format per language and zone: a row of cards asks for one each, and building one is not cheap on a TV. */
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * `language` is the viewer's (i18n.language); `timeZone` only for tests, the device's by default (a
 * viewer reads the time on their own clock).
 */
export function scheduledDateText(epochMs: number, language: string, timeZone?: string): string {
  const key = `${language}|${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { ...OPTIONS, timeZone });
    formats.set(key, format);
  }
  return format.format(epochMs);
}
