import { useTranslation } from 'react-i18next';
import type { AdBreak } from '../domain/adBreaks.ts';
import { clock } from './clock.ts';
import type { ControlId, PlayerFocus } from './controlsFocus.ts';
import { PLAYER_NAMESPACE } from './playerStrings.ts';
import { SeekBar } from './SeekBar.tsx';
import type { Thumbnail } from './thumbnails.ts';

interface PlayerControlsProps {
  title: string;
  playing: boolean;
  live: boolean;
  /** Seconds a live stream plays behind its edge, when that is more than its usual delay. */
  behindLive: number | undefined;
  position: number;
  duration: number;
  breaks: readonly AdBreak[];
  focus: PlayerFocus;
  /** The quality setting's label (Auto, High (720p)...). */
  quality: string;
  /**
   * What the audio and subtitles control says (absent when there is nothing to choose): the showing
   * subtitles ('Off' included) when the stream has some, else the playing audio language.
   */
  tracks?: { subtitles: string } | { audio: string };
  /** The row, in order (controlsFor). */
  controls: readonly ControlId[];
  onActivate(control: ControlId): void;
  /** The picture at a held seek's preview position (issue 26). */
  thumbnail?: Thumbnail;
}

/**
 * The controls bar: title, seek bar (or the live badge) and a row of controls. Focus is the player's
 * own (PlayerFocus): the remote moves it, and the focused control carries the focus ring.
 */
export function PlayerControls(props: PlayerControlsProps) {
  const { t } = useTranslation(PLAYER_NAMESPACE);
  const { playing, live, position, duration, focus, onActivate } = props;
  const labels: Record<ControlId, string> = {
    playPause: playing ? t('pause') : t('play'),
    goLive: t('go_live'),
    rewind: t('rewind'),
    forward: t('forward'),
    previousChannel: t('previous_channel'),
    guide: t('guide'),
    quality: t('quality', { quality: props.quality }),
    tracks: !props.tracks
      ? ''
      : 'subtitles' in props.tracks
        ? t('tracks_subtitles', { language: props.tracks.subtitles })
        : t('tracks_audio', { language: props.tracks.audio }),
    episodes: t('episodes'),
    close: t('close'),
  };
  const icons: Record<ControlId, string> = {
    playPause: playing ? '❚❚' : '▶',
    goLive: t('go_live'),
    rewind: '↺ 10',
    forward: '10 ↻',
    previousChannel: `⇄ ${t('previous_channel')}`,
    guide: t('guide'),
    quality: props.quality,
    tracks: !props.tracks
      ? ''
      : 'subtitles' in props.tracks
        ? `CC ${props.tracks.subtitles}`
        : `♪ ${props.tracks.audio}`,
    episodes: `☰ ${t('episodes')}`,
    close: '✕',
  };
  return (
    <div className="player__controls">
      <h2 className="player__title">{props.title}</h2>
      <div className="player__bar">
        {live ? (
          // Issue 26: the badge tells the truth: behind the edge it greys and says by how much.
          <>
            <span className={`player__live${props.behindLive === undefined ? '' : ' player__live--behind'}`}>
              {t('live_badge')}
            </span>
            {props.behindLive === undefined ? null : (
              <span className="player__time">{t('behind_live', { time: clock(props.behindLive) })}</span>
            )}
          </>
        ) : (
          <>
            <span className="player__time">{clock(position)}</span>
            <SeekBar
              position={position}
              duration={duration}
              breaks={props.breaks}
              focused={focus === 'seek'}
              thumbnail={props.thumbnail}
            />
            <span className="player__time">{duration ? clock(duration) : ''}</span>
          </>
        )}
      </div>
      <div className="player__buttons">
        {props.controls.map((id) => (
          <button
            key={id}
            type="button"
            tabIndex={-1}
            className={`player__control${focus === `control:${id}` ? ' is-focused' : ''}`}
            data-focus-key={`player-${id}`}
            aria-label={labels[id]}
            onClick={() => onActivate(id)}
          >
            {icons[id]}
          </button>
        ))}
      </div>
    </div>
  );
}
