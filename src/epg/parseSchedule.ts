import { XMLParser } from 'fast-xml-parser';
import { z } from 'zod/mini';
import { jsonProgrammeSchema, jsonScheduleSchema, type Programme } from './programme.ts';

/** Where dropped programmes are reported (the console in the app; a spy in tests). */
export type DropReport = (reason: string, programme: unknown) => void;

/**
 * Programmes of a JSON schedule (spec: browsing 5): each is checked on its own, so one broken entry is
 * dropped and reported while the rest of the channel still shows.
 */
export function programmesFromJson(body: unknown, channelId: string, report: DropReport): Programme[] {
  const schedule = jsonScheduleSchema.parse(body);
  return schedule.programs.flatMap((raw, index) => {
    const parsed = jsonProgrammeSchema.safeParse(raw);
    if (!parsed.success) {
      report(z.prettifyError(parsed.error), raw);
      return [];
    }
    const { id, title, startTime, endTime, description, cardImage, backgroundImage } = parsed.data;
    return [
      {
        id: id ?? `${channelId}-${index}`,
        title,
        startMs: Date.parse(startTime),
        endMs: Date.parse(endTime),
        description: description ?? '',
        cardImage,
        backgroundImage,
      },
    ];
  });
}

/** XMLTV time: 'YYYYMMDDhhmmss' with an optional ' +hhmm' offset (UTC when absent). */
export function xmltvTimeToMs(value: string): number {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?\s*(?:([+-])(\d{2})(\d{2}))?$/.exec(
    value.trim(),
  );
  if (!match) return Number.NaN;
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = [1, 2, 3, 4, 5, 6, 8, 9].map(
    (group) => Number(match[group] ?? 0),
  ) as [number, number, number, number, number, number, number, number];
  const sign = match[7];
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const offsetMs = (offsetHours * 60 + offsetMinutes) * 60_000;
  return sign === '-' ? utc + offsetMs : utc - offsetMs;
}

const textValue = z.pipe(z.union([z.string(), z.number()]), z.transform(String));
/** A text element: plain, or with attributes (lang, system) and its text under '#text'. */
const xmlText = z.pipe(
  z.union([textValue, z.object({ '#text': textValue })]),
  z.transform((value) => (typeof value === 'string' ? value : value['#text'])),
);
/** The first of a repeated element (XMLTV allows a title per language). */
const firstOf = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.union([schema, z.array(schema).check(z.minLength(1))]),
    z.transform((value) => (Array.isArray(value) ? value[0] : value) as z.output<T>),
  );

/** spec: browsing 5 — an XMLTV programme needs episode-num, title, start and stop. */
const xmltvProgrammeSchema = z.object({
  '@_start': z.string(),
  '@_stop': z.string(),
  title: z.pipe(firstOf(xmlText), z.string().check(z.minLength(1))),
  'episode-num': firstOf(xmlText),
  desc: z.optional(firstOf(xmlText)),
  icon: z.optional(firstOf(z.object({ '@_src': z.string() }))),
});

const xmltvSchema = z.object({
  // An empty <tv></tv> parses as ''.
  tv: z.pipe(
    z.transform((value: unknown) => (value === '' ? {} : value)),
    z.object({ programme: z._default(z.array(z.unknown()), []) }),
  ),
});

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => name === 'programme',
  // Titles such as '1984' stay text.
  parseTagValue: false,
});

/** Programmes of an XMLTV schedule; invalid ones are dropped and reported, as for JSON. */
export function programmesFromXmltv(xml: string, channelId: string, report: DropReport): Programme[] {
  const document = xmltvSchema.parse(parser.parse(xml));
  return document.tv.programme.flatMap((raw) => {
    const parsed = xmltvProgrammeSchema.safeParse(raw);
    const startMs = parsed.success ? xmltvTimeToMs(parsed.data['@_start']) : Number.NaN;
    const endMs = parsed.success ? xmltvTimeToMs(parsed.data['@_stop']) : Number.NaN;
    if (!parsed.success || !(endMs > startMs)) {
      report(parsed.success ? 'Invalid start or stop' : z.prettifyError(parsed.error), raw);
      return [];
    }
    const { title, desc, icon } = parsed.data;
    return [
      {
        id: `${channelId}-${startMs}`,
        title,
        startMs,
        endMs,
        description: desc ?? '',
        cardImage: icon?.['@_src'],
      },
    ];
  });
}
