import { z } from 'zod/mini';
import { requestJson } from '../../net/http.ts';

/** The ad schedule (JSON form of the config's adScheduleUrls): when each break plays and its VAST tags. */
export const adScheduleSchema = z.looseObject({
  schedule: z.array(
    z.looseObject({
      offset: z.string(),
      tag: z.array(z.string()).check(z.minLength(1)),
      type: z.optional(z.string()),
    }),
  ),
});

export interface ScheduledBreak {
  /** Content seconds at which the break plays: 0 is a pre-roll; Infinity a post-roll. */
  at: number;
  tags: string[];
}

/** 'pre', 'post', 'start', 'end', a percentage is out of scope, or HH:MM:SS(.mmm). Undefined: not understood. */
export function breakOffset(offset: string): number | undefined {
  if (offset === 'pre' || offset === 'start') return 0;
  if (offset === 'post' || offset === 'end') return Number.POSITIVE_INFINITY;
  const match = /^(\d+):([0-5]\d):([0-5]\d(?:\.\d+)?)$/.exec(offset);
  if (!match) return undefined;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

/** The linear breaks of a schedule, tag URLs made absolute against the ad server, in play order. */
export async function loadAdSchedule(url: string): Promise<ScheduledBreak[]> {
  const { schedule } = await requestJson(url, adScheduleSchema);
  return schedule
    .filter((entry) => entry.type === undefined || entry.type === 'linear')
    .flatMap((entry) => {
      const at = breakOffset(entry.offset);
      return at === undefined ? [] : [{ at, tags: entry.tag.map((tag) => new URL(tag, url).toString()) }];
    })
    .sort((a, b) => a.at - b.at);
}
