import { z } from 'zod/mini';

/** spec: browsing 3, EPG — a programme as the guide uses it, times as epoch milliseconds. */
export interface Programme {
  id: string;
  title: string;
  startMs: number;
  endMs: number;
  description: string;
  cardImage?: string;
  backgroundImage?: string;
}

/**
 * A place in a channel's day: a programme, a gap between programmes, or the whole day held by one
 * placeholder: no programmes, the schedule still loading, or the schedule that could not be loaded.
 */
export interface Slot extends Programme {
  kind: 'programme' | 'gap' | WholeDayKind;
}

export type WholeDayKind = 'noProgramme' | 'loading' | 'failed';

/** spec: browsing 3, EPG — a channel's schedule. */
export interface ChannelSchedule {
  id: string;
  title: string;
  catchupHours: number;
  programmes: Programme[];
}

/** spec: browsing 9 — catchupHours default 8. */
export const DEFAULT_CATCHUP_HOURS = 8;

const isoDate = z
  .string()
  .check(z.refine((value) => !Number.isNaN(Date.parse(value)), { error: 'Invalid date' }));

/**
 * spec: browsing 5 — a JSON programme needs title, startTime and endTime with valid dates; any other
 * (custom) property, if provided, must be a string.
 */
export const jsonProgrammeSchema = z
  .catchall(
    z.object({
      id: z.optional(z.string()),
      title: z.string().check(z.minLength(1)),
      startTime: isoDate,
      endTime: isoDate,
    }),
    z.string({ error: 'Value must be a string if provided' }),
  )
  .check(
    z.refine((value) => Date.parse(value.endTime) > Date.parse(value.startTime), {
      error: 'endTime must be after startTime',
      path: ['endTime'],
    }),
  );

/** The response of a JSON schedule source: programmes stay unknown until each is checked on its own. */
export const jsonScheduleSchema = z.object({
  id: z.optional(z.string()),
  title: z.optional(z.string()),
  catchupHours: z.optional(z.number().check(z.nonnegative())),
  programs: z.array(z.unknown()),
});
