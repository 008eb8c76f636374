import { z } from 'zod';

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

/** A place in a channel's day: a programme, a gap between programmes, or the whole day with nothing. */
export interface Slot extends Programme {
  kind: 'programme' | 'gap' | 'noProgramme';
}

/** spec: browsing 3, EPG — a channel's schedule. */
export interface ChannelSchedule {
  id: string;
  title: string;
  catchupHours: number;
  programmes: Programme[];
}

/** spec: browsing 9 — catchupHours default 8. */
export const DEFAULT_CATCHUP_HOURS = 8;

const isoDate = z.string().refine((value) => !Number.isNaN(Date.parse(value)), { message: 'Invalid date' });

/**
 * spec: browsing 5 — a JSON programme needs title, startTime and endTime with valid dates; any other
 * (custom) property, if provided, must be a string.
 */
export const jsonProgrammeSchema = z
  .object({
    id: z.string().optional(),
    title: z.string().min(1),
    startTime: isoDate,
    endTime: isoDate,
  })
  .catchall(z.string({ message: 'Value must be a string if provided' }))
  .refine((value) => Date.parse(value.endTime) > Date.parse(value.startTime), {
    message: 'endTime must be after startTime',
    path: ['endTime'],
  });

/** The response of a JSON schedule source: programmes stay unknown until each is checked on its own. */
export const jsonScheduleSchema = z.object({
  id: z.string().optional(),
  title: z.string().optional(),
  catchupHours: z.number().nonnegative().optional(),
  programs: z.array(z.unknown()),
});
