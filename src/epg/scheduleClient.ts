import { z } from 'zod/mini';
import type { MediaItem } from '../content/contentSchemas.ts';
import { requestJson, requestText } from '../net/http.ts';
import { programmesFromJson, programmesFromXmltv } from './parseSchedule.ts';
import { type ChannelSchedule, DEFAULT_CATCHUP_HOURS, type Programme } from './programme.ts';

/** The schedule fields of a live-channel item (spec: browsing 3, MediaItem). */
const channelFieldsSchema = z.object({
  scheduleUrl: z.optional(z.string().check(z.minLength(1))),
  scheduleToken: z.optional(z.string()),
  // Two providers: one serves JSON behind an API key, the other XMLTV (spec: browsing 3).
  scheduleType: z.optional(z.enum(['json', 'xmltv'])),
  catchupHours: z.optional(z.union([z.number(), z.string()])),
});

function catchupHoursOf(value: number | string | undefined): number {
  const hours = Number(value);
  return value === undefined || value === '' || !Number.isFinite(hours) || hours < 0
    ? DEFAULT_CATCHUP_HOURS
    : hours;
}

/** Invalid programmes are dropped (spec: browsing 5) and logged once per fetch, not once each. */
function droppedLog(channelId: string) {
  const reasons: string[] = [];
  return {
    report: (reason: string) => reasons.push(reason),
    flush: () => {
      if (reasons.length === 0) return;
      console.warn(
        `EPG: channel ${channelId}: dropped ${reasons.length} invalid programme(s); first: ${reasons[0]}`,
      );
    },
  };
}

/**
 * One channel's schedule (spec: browsing 7, Schedules): JSON with `nocache` and the API-KEY header, or
 * XMLTV. A channel without a schedule URL has no programmes (it gets the no-programme slot).
 */
export async function fetchChannelSchedule(
  channel: MediaItem,
  contentHost: string,
  nowMs: number,
): Promise<ChannelSchedule> {
  const fields = channelFieldsSchema.parse(channel);
  const schedule: ChannelSchedule = {
    id: channel.mediaid,
    title: channel.title,
    catchupHours: catchupHoursOf(fields.catchupHours),
    programmes: [],
  };
  if (!fields.scheduleUrl) return schedule;
  const url = new URL(fields.scheduleUrl, `${contentHost}/`);
  const dropped = droppedLog(channel.mediaid);
  let programmes: Programme[];
  if (fields.scheduleType === 'xmltv') {
    programmes = programmesFromXmltv(await requestText(url.toString()), channel.mediaid, dropped.report);
  } else {
    url.searchParams.set('nocache', String(nowMs));
    const body = await requestJson(url.toString(), z.unknown(), {
      headers: fields.scheduleToken ? { 'API-KEY': fields.scheduleToken } : undefined,
    });
    programmes = programmesFromJson(body, channel.mediaid, dropped.report);
  }
  dropped.flush();
  return { ...schedule, programmes };
}
