import { CATALOGUE_EPOCH, type CatalogItem, imageFields } from './catalogTypes.ts';
import { vodSources } from './clips.ts';

/**
 * Live events in every state of spec: browsing 4, Live event button. Their times move with the clock,
 * so each state can be seen whenever the server runs; `liveEventTimes` computes them per request.
 */
export type LiveEventPhase = 'far' | 'soon' | 'live' | 'ended';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plans: Array<{ id: string; title: string; phase: LiveEventPhase }> = [
  { id: 'evt00001', title: 'Harbour Festival (in 3 days)', phase: 'far' },
  { id: 'evt00002', title: 'Countdown Concert (starts soon)', phase: 'soon' },
  { id: 'evt00003', title: 'Marathon Live', phase: 'live' },
  { id: 'evt00004', title: 'Season Opener (replay)', phase: 'ended' },
];

export const liveEventItems: CatalogItem[] = plans.map(({ id, title, phase }) => ({
  mediaid: id,
  title,
  description: `${title}: a sample live event.`,
  duration: phase === 'ended' ? 12 : 0,
  pubdate: CATALOGUE_EPOCH,
  contentType: 'liveEvent',
  tags: 'live,event',
  liveEventPhase: phase,
  sources:
    phase === 'ended'
      ? vodSources('northern-lights')
      : [{ file: `/media/live/${id}/master.m3u8`, type: 'application/vnd.apple.mpegurl', label: 'hls' }],
  ...imageFields(id),
}));

/** The VCH fields of an event at `nowSeconds`. */
export function liveEventTimes(phase: LiveEventPhase, nowSeconds: number): Record<string, string> {
  const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
  switch (phase) {
    case 'far': {
      const start = Math.floor(nowSeconds / DAY) * DAY + 3 * DAY + 18 * HOUR;
      return {
        'VCH.EventState': 'PRE_LIVE',
        'VCH.ScheduledStart': iso(start),
        'VCH.ScheduledEnd': iso(start + 2 * HOUR),
      };
    }
    case 'soon': {
      // Always between 30 s and 4.5 min away: inside the 5-minute countdown window.
      const start = Math.floor(nowSeconds / (4 * MINUTE)) * 4 * MINUTE + 4 * MINUTE + 30;
      return {
        'VCH.EventState': 'PRE_LIVE',
        'VCH.ScheduledStart': iso(start),
        'VCH.ScheduledEnd': iso(start + HOUR),
      };
    }
    case 'live': {
      const start = Math.floor(nowSeconds / (10 * MINUTE)) * 10 * MINUTE - 10 * MINUTE;
      return {
        'VCH.EventState': 'LIVE_PUBLISHED',
        'VCH.ScheduledStart': iso(start),
        'VCH.ScheduledEnd': iso(start + 2 * HOUR),
      };
    }
    case 'ended': {
      const start = Math.floor(nowSeconds / DAY) * DAY - 2 * DAY + 19 * HOUR;
      return {
        'VCH.EventState': 'VOD_PUBLIC',
        'VCH.ScheduledStart': iso(start),
        'VCH.ScheduledEnd': iso(start + HOUR),
      };
    }
  }
}
