import '../media/detail.css';
import { getCurrentFocusKey, setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { useEffect } from 'react';
import type { MediaItem } from '../../content/contentSchemas.ts';
import type { TimeZone } from '../../epg/epgDay.ts';
import { durationParts, formatTime, type TimeFormat } from '../../epg/epgFormat.ts';
import type { Slot } from '../../epg/programme.ts';
import { canWatchFromBeginning, programmeState } from '../../epg/programmeState.ts';
import { Button } from '../../ui/index.ts';
import { START_BUTTON_KEY, StartButton } from '../media/StartButton.tsx';
import { GUIDE_FOCUS_KEY } from './guideLayout.ts';
import { useLiveTranslation } from './liveStrings.ts';

export const LIVE_PLAY_KEY = 'live-play';
export const LIVE_BEGINNING_KEY = 'live-beginning';
export const LIVE_RETRY_KEY = 'live-retry';

export type PlayRequest =
  | { kind: 'live' }
  | { kind: 'catchup'; slot: Slot }
  | { kind: 'beginning'; slot: Slot };

interface LiveHeroProps {
  channel: MediaItem;
  slot: Slot | undefined;
  catchupHours: number;
  entitled: boolean;
  nowMs: number;
  timeZone: TimeZone;
  timeFormat: TimeFormat;
  onPlay(request: PlayRequest): void;
  /** Fetches the failed schedules again. */
  onRetry(): void;
}

/**
 * Whether the hero's play button works for this selection. spec: browsing 4 — with no programme the
 * channel can be watched; a gap is the channel between programmes, so it plays live too.
 */
export function heroCanPlay(slot: Slot | undefined, nowMs: number, catchupHours: number): boolean {
  if (slot?.kind !== 'programme') return true;
  return programmeState(slot, nowMs, catchupHours).playable;
}

function useDurationText(ms: number): string {
  const { t } = useLiveTranslation();
  const { hours, minutes } = durationParts(ms);
  if (hours === 0) return t('epg.duration_minutes', { minutes });
  if (minutes === 0) return t('epg.duration_hours', { hours });
  return t('epg.duration_hours_minutes', { hours, minutes });
}

/**
 * spec: browsing 2, EPG / live screen — the selected programme: a LIVE tag or its times, 'on {channel}'
 * and its duration; play (live, or catch-up with its start and end) and watch from the beginning,
 * following the programme's state. A gap or a channel without programmes hides the programme's details
 * (browsing 2: such a title hides the metadata) but the channel still plays live; so does a channel
 * whose schedule could not be loaded, which also offers 'Retry'.
 */
export function LiveHero({
  channel,
  slot,
  catchupHours,
  entitled,
  nowMs,
  timeZone,
  timeFormat,
  onPlay,
  onRetry,
}: LiveHeroProps) {
  const { t } = useLiveTranslation();
  const state = slot ? programmeState(slot, nowMs, catchupHours) : undefined;
  const isProgramme = slot?.kind === 'programme';
  const duration = useDurationText(slot ? slot.endMs - slot.startMs : 0);
  const image =
    slot?.backgroundImage ??
    (typeof channel.backgroundImage === 'string' ? channel.backgroundImage : undefined);
  const canPlay = heroCanPlay(slot, nowMs, catchupHours);
  const failed = slot?.kind === 'failed';
  // 'Retry' goes away once the schedule loads: the remote moves on to play, never to nowhere.
  useEffect(() => {
    if (failed || getCurrentFocusKey() !== LIVE_RETRY_KEY) return;
    setFocus(!entitled ? START_BUTTON_KEY : canPlay ? LIVE_PLAY_KEY : GUIDE_FOCUS_KEY);
  }, [failed, entitled, canPlay]);

  return (
    <section className="live-hero" aria-live="polite">
      {image ? <img className="live-hero__image" src={image} alt="" /> : null}
      <div className="live-hero__body">
        <p className="live-hero__channel">{t('epg.on_channel', { name: channel.title })}</p>
        <h1 className="live-hero__title">{slot?.title ?? channel.title}</h1>
        {isProgramme && slot && state ? (
          <p className="live-hero__meta">
            {state.live ? <span className="tag tag--live">{t('epg.live')}</span> : null}
            {state.live ? null : (
              <span>
                {t('epg.times', {
                  start: formatTime(slot.startMs, timeZone, timeFormat),
                  end: formatTime(slot.endMs, timeZone, timeFormat),
                })}
              </span>
            )}
            <span>{duration}</span>
            {state.upcoming ? <span>{t('epg.coming_up')}</span> : null}
            {state.disabled ? <span>{t('epg.unavailable')}</span> : null}
          </p>
        ) : null}
        <p className="live-hero__description">{slot?.description ?? channel.description}</p>
        <div className="detail__actions">
          {entitled ? (
            <>
              <Button
                focusKey={LIVE_PLAY_KEY}
                disabled={!canPlay}
                onPress={() =>
                  onPlay(isProgramme && slot && state?.ended ? { kind: 'catchup', slot } : { kind: 'live' })
                }
              >
                {isProgramme && state?.ended ? t('epg.play_catchup') : t('epg.watch_live')}
              </Button>
              {slot && state && canWatchFromBeginning(state, entitled) && isProgramme ? (
                <Button
                  focusKey={LIVE_BEGINNING_KEY}
                  variant="secondary"
                  onPress={() => onPlay({ kind: 'beginning', slot })}
                >
                  {t('epg.watch_from_beginning')}
                </Button>
              ) : null}
            </>
          ) : (
            <StartButton item={channel} />
          )}
          {failed ? (
            <Button focusKey={LIVE_RETRY_KEY} variant="secondary" onPress={onRetry}>
              {t('app.retry')}
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
