import { Hono } from 'hono';
import { z } from 'zod';
import { type ChannelPlan, channels, programmesOf, scheduleToken } from '../../catalog/index.ts';
import { HttpError, parseInput } from '../apiError.ts';

const DAY_MS = 24 * 3600_000;

/**
 * Two days back to tomorrow (UTC): whatever the viewer's time zone, their today is whole and so is their
 * yesterday, which a 24-hour catch-up window reaches. From UTC's yesterday only, a viewer west of UTC
 * found the morning of their yesterday empty in the hours after UTC's midnight (New York's 6:00 AM at
 * 03:00 UTC: liveGuideConfig.spec.ts failed then, every run).
 */
function scheduleWindow(nowMs: number): [number, number] {
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS;
  return [today - 2 * DAY_MS, today + 2 * DAY_MS];
}

function channelOf(file: string, extension: 'json' | 'xml'): ChannelPlan {
  const id = file.replace(new RegExp(`\\.${extension}$`), '');
  const channel = channels.find((candidate) => candidate.id === id);
  if (!channel) throw new HttpError(404, 'channel_not_found', `No schedule for channel '${id}'`);
  return channel;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** XMLTV time: YYYYMMDDHHmmss +0000. */
function xmltvTime(iso: string): string {
  return `${iso.slice(0, 19).replace(/[-T:]/g, '')} +0000`;
}

/**
 * Programme schedules (spec: browsing 7, Schedules): JSON behind the API-KEY header, and XMLTV. Both
 * computed from the current time; one channel carries an invalid programme on purpose.
 */
export function scheduleRoutes(now: () => number = () => Date.now()) {
  return new Hono()
    .get('/v1/schedules/:file{[a-z0-9]+\\.json}', (c) => {
      parseInput(z.object({ nocache: z.string().regex(/^\d*$/).optional() }), c.req.query());
      const channel = channelOf(c.req.param('file'), 'json');
      if (c.req.header('API-KEY') !== scheduleToken(channel.id)) {
        throw new HttpError(401, 'unauthorized', 'A valid API-KEY header is required');
      }
      const [from, to] = scheduleWindow(now());
      return c.json(
        {
          id: channel.id,
          title: channel.title,
          catchupHours: channel.catchupHours,
          programs: programmesOf(channel, from, to),
        },
        200,
        { 'cache-control': 'no-store' },
      );
    })
    .get('/v1/schedules/:file{[a-z0-9]+\\.xml}', (c) => {
      const channel = channelOf(c.req.param('file'), 'xml');
      const [from, to] = scheduleWindow(now());
      const programmes = programmesOf(channel, from, to).flatMap((programme, index) => {
        // The channel's deliberately broken programme: no stop and no episode-num, so clients must drop it.
        if (!programme.title && programme.startTime) {
          return [
            `  <programme start="${xmltvTime(programme.startTime)}" channel="${channel.id}">`,
            '    <title lang="en">Unscheduled</title>',
            '  </programme>',
          ];
        }
        if (!programme.title || !programme.startTime || !programme.endTime) return [];
        return [
          `  <programme start="${xmltvTime(programme.startTime)}" stop="${xmltvTime(programme.endTime)}" channel="${channel.id}">`,
          `    <title lang="en">${escapeXml(programme.title)}</title>`,
          `    <desc lang="en">${escapeXml(programme.description ?? '')}</desc>`,
          `    <episode-num system="onscreen">${index + 1}</episode-num>`,
          `    <icon src="${programme.cardImage ?? ''}"/>`,
          '  </programme>',
        ];
      });
      const xml = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<tv generator-info-name="open-ott reference back end">',
        `  <channel id="${channel.id}"><display-name>${escapeXml(channel.title)}</display-name></channel>`,
        ...programmes,
        '</tv>',
        '',
      ].join('\n');
      return c.body(xml, 200, {
        'content-type': 'application/xml; charset=utf-8',
        'cache-control': 'no-store',
      });
    });
}
