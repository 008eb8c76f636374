import { CATALOGUE_EPOCH, type CatalogItem, imageFields } from './catalogTypes.ts';

export interface ChannelPlan {
  id: string;
  title: string;
  scheduleType: 'json' | 'xmltv';
  catchupHours: number;
  /** Programme lengths in minutes, repeated for ever; null leaves a gap of that length. */
  pattern: Array<{ minutes: number; title: string } | { minutes: number; gap: true }>;
  /** A programme that fails validation (missing title) every cycle, to prove it is dropped, not fatal. */
  invalidEveryCycle?: boolean;
}

export const channels: ChannelPlan[] = [
  {
    id: 'chan0001',
    title: 'Channel One',
    scheduleType: 'json',
    catchupHours: 8,
    pattern: [
      { minutes: 30, title: 'Morning Headlines' },
      { minutes: 60, title: 'Northern Lights' },
      { minutes: 45, title: 'Kitchen Stories' },
      { minutes: 90, title: 'Feature Film' },
      { minutes: 15, title: 'Weather' },
    ],
  },
  {
    id: 'chan0002',
    title: 'Nature 24',
    scheduleType: 'json',
    catchupHours: 8,
    pattern: [
      { minutes: 60, title: 'Wild Coasts' },
      { minutes: 30, title: 'Small Giants' },
      { minutes: 60, title: 'Desert Bloom' },
    ],
    invalidEveryCycle: true,
  },
  {
    id: 'chan0003',
    title: 'Kids Club',
    scheduleType: 'json',
    catchupHours: 4,
    pattern: [
      { minutes: 30, title: 'Tiny Explorers' },
      { minutes: 30, gap: true },
      { minutes: 45, title: 'Cartoon Hour' },
      { minutes: 15, gap: true },
    ],
  },
  {
    id: 'chan0004',
    title: 'Cinema Classic',
    scheduleType: 'json',
    catchupHours: 24,
    pattern: [
      { minutes: 120, title: 'Classic Feature' },
      { minutes: 100, title: 'Late Show' },
    ],
  },
  {
    id: 'chan0005',
    title: 'News Now',
    scheduleType: 'xmltv',
    catchupHours: 8,
    pattern: [
      { minutes: 30, title: 'News Hour' },
      { minutes: 30, title: 'Business Brief' },
      { minutes: 60, title: 'World Report' },
    ],
    invalidEveryCycle: true,
  },
  { id: 'chan0006', title: 'Quiet Hours', scheduleType: 'json', catchupHours: 8, pattern: [] },
];

export function scheduleToken(channelId: string): string {
  return `demo-schedule-token-${channelId}`;
}

export const channelItems: CatalogItem[] = channels.map((channel) => ({
  mediaid: channel.id,
  title: channel.title,
  description: `${channel.title}: a live channel looping sample media, with a programme guide.`,
  duration: 0,
  pubdate: CATALOGUE_EPOCH,
  contentType: 'liveChannel',
  liveChannelsId: 'channels',
  tags: 'live,channel',
  catchupHours: String(channel.catchupHours),
  scheduleUrl: `/v1/schedules/${channel.id}.${channel.scheduleType === 'json' ? 'json' : 'xml'}`,
  scheduleToken: channel.scheduleType === 'json' ? scheduleToken(channel.id) : undefined,
  scheduleType: channel.scheduleType,
  channelLogoImage: `/v2/media/${channel.id}/images/channel_logo.webp`,
  sources: [
    { file: `/media/live/${channel.id}/master.m3u8`, type: 'application/vnd.apple.mpegurl', label: 'hls' },
  ],
  // Catch-up windows only: the player adds the programme's t, as it does to the stream.
  tracks: [{ file: `/media/live/${channel.id}/thumbnails.vtt`, kind: 'thumbnails' }],
  ...imageFields(channel.id),
}));

export interface Programme {
  id: string;
  title: string;
  startTime: string;
  endTime: string;
  description: string;
  cardImage: string;
  backgroundImage: string;
}

const MINUTE = 60_000;
/** Programmes tile time from a fixed instant, so the guide is the same whenever it is asked for. */
const TILING_EPOCH_MS = Date.UTC(2026, 0, 1);

/**
 * The programmes of a channel that overlap [fromMs, toMs), computed from the current time rather
 * than stored: the guide always has a current day. Invalid entries are included as they would come
 * from a careless schedule source.
 */
export function programmesOf(channel: ChannelPlan, fromMs: number, toMs: number): Array<Partial<Programme>> {
  const cycleMinutes = channel.pattern.reduce((sum, slot) => sum + slot.minutes, 0);
  if (cycleMinutes === 0) return [];
  const cycleMs = cycleMinutes * MINUTE;
  const programmes: Array<Partial<Programme>> = [];
  let cycleStart = TILING_EPOCH_MS + Math.floor((fromMs - TILING_EPOCH_MS) / cycleMs) * cycleMs;
  for (; cycleStart < toMs; cycleStart += cycleMs) {
    let start = cycleStart;
    channel.pattern.forEach((slot, index) => {
      const end = start + slot.minutes * MINUTE;
      if (!('gap' in slot) && end > fromMs && start < toMs) {
        programmes.push({
          id: `${channel.id}-${start / MINUTE}`,
          title: slot.title,
          startTime: new Date(start).toISOString(),
          endTime: new Date(end).toISOString(),
          description: `${slot.title} on ${channel.title}.`,
          cardImage: `/v2/media/${channel.id}/images/card.webp`,
          backgroundImage: `/v2/media/${channel.id}/images/background.webp`,
        });
        if (channel.invalidEveryCycle && index === 0) {
          programmes.push({
            id: `${channel.id}-${start / MINUTE}-broken`,
            startTime: new Date(start).toISOString(),
            endTime: 'not a date',
          });
        }
      }
      start = end;
    });
  }
  return programmes;
}
