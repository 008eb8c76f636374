import { pause, resume } from '@noriginmedia/norigin-spatial-navigation';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaItem } from '../content/contentSchemas.ts';
import { maxHeightFor } from '../domain/videoQuality.ts';
import { resumePosition } from '../domain/watchHistory.ts';
import { remoteActionOf } from '../focus/remoteKeys.ts';
import { useBackHandler } from '../focus/useBackHandler.ts';
import { useStartupResult } from '../stores/configStore.ts';
import { useDeviceStore } from '../stores/deviceStore.ts';
import { useHistoryStore } from '../stores/historyStore.ts';
import { useSettingsStore } from '../stores/settingsStore.ts';
import type { CatchupWindow } from './playableSource.ts';
import { usePlayback } from './usePlayback.ts';
import { useProgressSaver } from './useProgressSaver.ts';

const SEEK_STEP_SECONDS = 10;
const CONTROLS_HIDE_MS = 4000;

function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * The full-screen cinema player (spec: browsing 2, Player placement). The remote drives it directly
 * while it is open (spatial navigation is paused): OK plays or pauses and shows the controls, Left and
 * Right seek, the media keys do what they say, Back closes it.
 */
export interface PlayerOverlayProps {
  item: MediaItem;
  onClose(): void;
  /**
   * A programme of a live channel (spec: browsing 2, EPG): its window goes on the stream as `t`
   * (browsing 7); it plays from its start, and as a channel, not a title, it saves no progress.
   */
  catchup?: CatchupWindow;
}

export default function PlayerOverlay({ item, onClose, catchup }: PlayerOverlayProps) {
  const { t } = useTranslation();
  const { config, contentHost } = useStartupResult();
  const profile = useDeviceStore((state) => state.profile);
  const [shared] = useState(() => new URLSearchParams(window.location.search).get('shared') === 'true');
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  // Bumped by every key: the controls show, and one timer hides them again (no ticking re-renders
  // while the video plays on a weak TV).
  const [controlsAt, setControlsAt] = useState(() => Date.now());
  const [controlsHidden, setControlsHidden] = useState(false);
  // spec: browsing 4 — resume from saved progress between the bounds; read once when the player opens.
  const [startAt] = useState(() =>
    catchup
      ? 0
      : resumePosition(useHistoryStore.getState().entries.find((entry) => entry.mediaid === item.mediaid)),
  );
  // spec: browsing 4, Player — quality follows the stored preference.
  const maxHeight = maxHeightFor(useSettingsStore((state) => state.videoQuality));
  const playback = usePlayback(video, item, config, contentHost, startAt, maxHeight, catchup);
  useProgressSaver(catchup ? null : video, item, playback.state);
  useBackHandler(onClose);

  useEffect(() => {
    pause();
    return () => resume();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: controlsAt is the trigger: each key restarts the timer.
  useEffect(() => {
    setControlsHidden(false);
    const timer = setTimeout(() => setControlsHidden(true), CONTROLS_HIDE_MS);
    return () => clearTimeout(timer);
  }, [controlsAt]);

  const failed = playback.error !== null;
  useEffect(() => {
    const adapter = playback.adapter;
    const onKey = (event: KeyboardEvent) => {
      const action = remoteActionOf(profile, event);
      if (action === 'enter' && failed) {
        event.preventDefault();
        onClose();
        return;
      }
      if (!action || action === 'back' || action === 'exit' || !adapter || !video) return;
      event.preventDefault();
      setControlsAt(Date.now());
      const toggle = () => (video.paused ? void adapter.play() : adapter.pause());
      if (action === 'enter' || action === 'playPause') toggle();
      else if (action === 'play') void adapter.play();
      else if (action === 'pause' || action === 'stop') adapter.pause();
      else if (action === 'left' || action === 'rewind')
        adapter.seek(Math.max(0, video.currentTime - SEEK_STEP_SECONDS));
      else if (action === 'right' || action === 'fastForward')
        adapter.seek(video.currentTime + SEEK_STEP_SECONDS);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [playback.adapter, profile, video, failed, onClose]);

  const showControls = playback.state !== 'playing' || !controlsHidden;
  const errorTexts =
    playback.error === 'geo_blocked'
      ? { title: t('player_error.geo_blocked_title'), description: t('player_error.geo_blocked_description') }
      : { title: t('player_error.title'), description: t('player_error.description') };

  return (
    <div
      className="player"
      role="dialog"
      aria-modal="true"
      aria-label={item.title}
      data-state={playback.state}
    >
      {/* spec: browsing 4, Player — shared links (?shared=true) start muted. */}
      <video ref={setVideo} className="player__video" playsInline muted={shared} />
      {playback.error ? (
        <div className="player__error" role="alert">
          <h2>{errorTexts.title}</h2>
          <p>{errorTexts.description}</p>
          <button type="button" className="button button--primary is-focused" onClick={onClose}>
            {t('app.back')}
          </button>
        </div>
      ) : null}
      {showControls && !playback.error ? (
        <div className="player__controls">
          <h2 className="player__title">{item.title}</h2>
          <div className="player__bar">
            <span className="player__state">{playback.state === 'playing' ? '❚❚' : '▶'}</span>
            <span className="player__time">{clock(playback.position)}</span>
            <progress className="player__progress" max={playback.duration || 1} value={playback.position} />
            <span className="player__time">
              {playback.duration ? clock(playback.duration) : t('video.live')}
            </span>
          </div>
        </div>
      ) : null}
    </div>
  );
}
