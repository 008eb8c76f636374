import { useTranslation } from 'react-i18next';
import { type AdBreak, breakMarkers } from '../domain/adBreaks.ts';
import { clock } from './clock.ts';
import { PLAYER_NAMESPACE } from './playerStrings.ts';
import type { Thumbnail } from './thumbnails.ts';

interface SeekBarProps {
  position: number;
  duration: number;
  breaks: readonly AdBreak[];
  focused: boolean;
  /** While a held seek previews (issue 26): the picture at the preview position. */
  thumbnail?: Thumbnail;
}

/** The seek bar: played part, and a marker where each ad break starts (spec: SSAI break markers). */
export function SeekBar({ position, duration, breaks, focused, thumbnail }: SeekBarProps) {
  const { t } = useTranslation(PLAYER_NAMESPACE);
  const played = duration > 0 ? Math.min(1, position / duration) : 0;
  return (
    <div
      className={`player__seek${focused ? ' is-focused' : ''}`}
      role="slider"
      tabIndex={-1}
      data-focus-key="player-seek"
      aria-label={t('seek_bar')}
      aria-valuemin={0}
      aria-valuemax={Math.round(duration)}
      aria-valuenow={Math.round(position)}
      aria-valuetext={`${clock(position)} / ${clock(duration)}`}
    >
      <div className="player__seek-played" style={{ width: `${played * 100}%` }} />
      {thumbnail ? (
        <span
          className="player__thumbnail"
          aria-hidden="true"
          style={{
            left: `${played * 100}%`,
            width: thumbnail.width,
            height: thumbnail.height,
            marginLeft: -thumbnail.width / 2,
            backgroundImage: `url("${thumbnail.url}")`,
            backgroundPosition: `-${thumbnail.x}px -${thumbnail.y}px`,
          }}
        />
      ) : null}
      {breakMarkers(breaks, duration).map((fraction, index) => (
        <span
          // Breaks are fixed for the stream's life: their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          key={index}
          className="player__marker"
          data-testid="ad-marker"
          style={{ left: `${fraction * 100}%` }}
        />
      ))}
    </div>
  );
}
