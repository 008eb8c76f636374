import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAccess } from '../../access/useAccess.ts';
import type { MediaItem } from '../../content/contentSchemas.ts';
import { startButton, startButtonAction } from '../../domain/entitlement.ts';
import { countdownText, liveEventButton } from '../../domain/liveEventButton.ts';
import { isLiveContent, mediaStatus } from '../../domain/mediaStatus.ts';
import type { EpisodeNumbers } from '../../domain/seriesPage.ts';
import { isContinueWatching, minutesLeft, START_OVER_PARAM } from '../../domain/watchHistory.ts';
import { useOverlayParams } from '../../focus/useOverlayParams.ts';
import { preparedStart } from '../../player/preparedStart.ts';
import { useHistoryStore } from '../../stores/historyStore.ts';
import { Button, useNow } from '../../ui/index.ts';
import { useLatest } from '../../ui/useLatest.ts';
import { useDetailTranslation } from './detailStrings.ts';
import { useLiveAutoStart } from './usePlayableNow.ts';

export const START_BUTTON_KEY = 'detail-start';
export const START_OVER_KEY = 'detail-start-over';
export const REMOVE_PROGRESS_KEY = 'detail-remove-progress';

/** Query parameters of what opens over the detail page (useOverlayParams). */
const OVERLAYS = ['u', 'trailer', 'play'] as const;

interface StartButtonProps {
  /** The item a press plays: the film, or on a series page its current (or first) episode. */
  item: MediaItem;
  /** On a series: the episode's numbers, shown after the label ('Start watching S1:E2'). */
  episode?: EpisodeNumbers;
  /** The query a press sets to play; default play=1 (a series page sets e too). */
  playParams?: Record<string, string>;
}

/**
 * spec: browsing 4, Start button and Live event button: the label for this viewer, and where a press
 * goes — play, or the sign-up, offer or payment screens of the companion documents. 'Continue
 * watching' when the device watch history holds the item with progress between the bounds.
 */
export function StartButton({ item, episode, playParams = { play: '1' } }: StartButtonProps) {
  const { t } = useDetailTranslation();
  const navigate = useNavigate();
  const saved = useHistoryStore((state) => state.entries.find((entry) => entry.mediaid === item.mediaid));
  const progress = saved?.progress;
  const { entitled, model, offers, viewer, settled } = useAccess(item);
  const { params, open } = useOverlayParams();
  const isEvent = typeof item['VCH.EventState'] === 'string';
  const now = useNow(1000, isEvent);
  const event = liveEventButton(item, now);
  const hasOffers = offers.length > 0;
  const button = startButton({
    entitled,
    model,
    signedIn: viewer.signedIn,
    hasOffers,
    hasProgress: progress !== undefined && isContinueWatching(progress),
    isLive: isLiveContent(mediaStatus(item, now)),
  });
  const action = startButtonAction({ entitled, signedIn: viewer.signedIn, hasOffers });
  // spec: browsing 4, Live event button — 'Watch live' triggers itself: the press this viewer would make
  // when the countdown reaches zero here, only when it plays (a viewer who is not entitled is not sent
  // to sign up unasked) and only when no modal, trailer or player covers the page.
  useLiveAutoStart(item, () => {
    if (action === 'play' && !OVERLAYS.some((name) => params.has(name))) open(playParams);
  });

  const act = useLatest(() => {
    if (action === 'play') {
      preparedStart.attachOnOk();
      open(playParams);
    } else if (action === 'signUp') open({ u: 'create-account' });
    else if (action === 'chooseOffer') open({ u: 'choose-offer' });
    else navigate('/u/payments');
  });
  // An OK while the stored session (or what it holds) is still being read acts once it is known: a
  // signed-in viewer quick on the remote is not sent to sign up, nor an owner to the offers.
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (!waiting || !settled) return;
    setWaiting(false);
    act.current();
  }, [waiting, settled]);
  const press = () => (settled ? act.current() : setWaiting(true));

  if (button.kind === 'hidden') return null;
  if (entitled && event?.kind === 'scheduled') {
    return (
      <span className="detail__scheduled" role="status">
        {t('video.scheduled_button')}
      </span>
    );
  }
  if (entitled && event?.kind === 'countdown') {
    return (
      <span className="detail__scheduled" role="timer">
        {t('video.starts_in', { time: countdownText(event.seconds) })}
      </span>
    );
  }
  const labels = {
    continue: t('video.continue_watching'),
    watchLive: t('video.watch_live'),
    start: t('video.start_watching'),
    buy: t('video.buy'),
    completeSubscription: t('video.complete_subscription'),
    signUp: t('video.sign_up'),
  } as const;
  // spec: browsing 4 — 'continue watching' and 'start watching' carry the episode on a series.
  const withEpisode = episode && (button.kind === 'continue' || button.kind === 'start');
  const start = (
    <Button focusKey={START_BUTTON_KEY} onPress={press}>
      {labels[button.kind]}
      {withEpisode ? (
        <span className="button__detail">
          {' '}
          {t('video.episode_tag', { season: episode.season, episode: episode.episode })}
        </span>
      ) : null}
    </Button>
  );
  if (button.kind !== 'continue' || !saved) return start;
  // Issue 26: the viewer takes the title out of Continue watching (its progress forgotten, on the
  // account too while signed in: the history syncs as a whole); the page then offers Start watching.
  const removeProgress = () => {
    const { entries, replace } = useHistoryStore.getState();
    replace(entries.filter((entry) => entry.mediaid !== item.mediaid));
    setFocus(START_BUTTON_KEY);
  };
  // Issue 26: where the viewer stopped, how long is left, and Start over beside Continue watching.
  return (
    <>
      {start}
      <Button
        focusKey={START_OVER_KEY}
        variant="secondary"
        onPress={() => open({ ...playParams, [START_OVER_PARAM]: '1' })}
      >
        {t('video.start_over')}
      </Button>
      <Button focusKey={REMOVE_PROGRESS_KEY} variant="secondary" onPress={removeProgress}>
        {t('video.remove_continue_watching')}
      </Button>
      <span className="detail__resume">
        <span className="detail__resume-bar">
          <span style={{ width: `${saved.progress * 100}%` }} />
        </span>
        {t('video.minutes_left', { count: minutesLeft(saved) })}
      </span>
    </>
  );
}
