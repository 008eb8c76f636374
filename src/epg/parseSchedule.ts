import { XMLParser } from 'fast-xml-parser';
import { z } from 'zod';
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

const textValue = z.union([z.string(), z.number()]).transform(String);
/** A text element: plain, or with attributes (lang, system) and its text under '#text'. */
const xmlText = z
  .union([textValue, z.object({ '#text': textValue })])
  .transform((value) => (typeof value === 'string' ? value : value['#text']));
/** The first of a repeated element (XMLTV allows a title per language). */
const firstOf = <T extends z.ZodType>(schema: T) =>
  z.union([schema, z.array(schema).min(1)]).transform((value, context): z.output<T> => {
    if (!Array.isArray(value)) return value;
    const [first] = value;
    if (first === undefined) context.addIssue({ code: 'custom', message: 'Empty' });
    return first as z.output<T>;
  });

/** spec: browsing 5 — an XMLTV programme needs episode-num, title, start and stop. */
const xmltvProgrammeSchema = z.object({
  '@_start': z.string(),
  '@_stop': z.string(),
  title: firstOf(xmlText).pipe(z.string().min(1)),
  'episode-num': firstOf(xmlText),
  desc: firstOf(xmlText).optional(),
  icon: firstOf(z.object({ '@_src': z.string() })).optional(),
});

const xmltvSchema = z.object({
  // An empty <tv></tv> parses as ''.
  tv: z.preprocess(
    (value) => (value === '' ? {} : value),
    z.object({ programme: z.array(z.unknown()).default([]) }),
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
