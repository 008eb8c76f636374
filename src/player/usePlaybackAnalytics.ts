import { useEffect, useLayoutEffect, useRef } from 'react';
import { track } from '../analytics/analyticsBus.ts';
import { type Milestone, newMilestones } from '../domain/analyticsEvents.ts';
import type { Playback } from './usePlayback.ts';

type WatchedPlayback = Pick<Playback, 'state' | 'position' | 'duration' | 'live'>;

/**
 * spec: browsing 1 — play start, then 25/50/75/100 % of a video, once each per item opened. A live stream
 * has no percentages; a video played to its end is 100 % though it may stall a frame short.
 */
export function usePlaybackAnalytics(mediaId: string, { state, position, duration, live }: WatchedPlayback) {
  const seen = useRef({ mediaId, started: false, milestones: new Set<Milestone>() });
  // At commit, before the effects below read it: a render React throws away must not reset it.
  useLayoutEffect(() => {
    if (seen.current.mediaId !== mediaId) seen.current = { mediaId, started: false, milestones: new Set() };
  }, [mediaId]);

  useEffect(() => {
    const current = seen.current;
    if (state !== 'playing' || current.started) return;
    current.started = true;
    track({ type: 'play_start', mediaId: current.mediaId });
  }, [state]);

  useEffect(() => {
    const current = seen.current;
    if (!current.started || live || duration <= 0) return;
    const fraction = state === 'ended' ? 1 : position / duration;
    for (const percent of newMilestones(fraction, current.milestones)) {
      current.milestones.add(percent);
      track({ type: 'video_progress', mediaId: current.mediaId, percent });
    }
  }, [state, position, duration, live]);
}
