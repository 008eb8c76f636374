import { useEffect, useState } from 'react';
import type { SubtitleStyle } from './trackPreference.ts';

/** The words of the cues on screen now; WebVTT markup (voices, italics) and entities resolved. */
function cueLines(track: TextTrack | undefined): string[] {
  return Array.from(track?.activeCues ?? []).map((cue) =>
    // Shaka and hls.js both hand the browser VTTCues; getCueAsHTML parses the cue's own markup.
    'getCueAsHTML' in cue ? ((cue as VTTCue).getCueAsHTML().textContent ?? '') : '',
  );
}

/**
 * Issue 26: subtitles drawn by the player, not the browser, so they take the viewer's size and
 * background and stay inside the 5 % safe area (the browser put them 3 px from the bottom edge, where
 * an overscanning TV cuts them). The engines still choose and fill the text track; its native drawing
 * is hidden in player.css. The words follow the track the engine shows ('showing' mode).
 */
export function SubtitleCues({
  video,
  style,
  raised,
}: {
  video: HTMLVideoElement;
  style: SubtitleStyle;
  /** The controls bar is up, or the panel (the words then ride in it): they sit above it. */
  raised?: 'controls' | 'panel';
}) {
  const [lines, setLines] = useState<readonly string[]>([]);

  useEffect(() => {
    const tracks = video.textTracks;
    let shown: TextTrack | undefined;
    const render = () => setLines(cueLines(shown));
    const follow = () => {
      const next = Array.from(tracks).find((track) => track.mode === 'showing');
      if (next !== shown) {
        shown?.removeEventListener('cuechange', render);
        next?.addEventListener('cuechange', render);
        shown = next;
      }
      render();
    };
    follow();
    tracks.addEventListener('change', follow);
    tracks.addEventListener('addtrack', follow);
    tracks.addEventListener('removetrack', follow);
    return () => {
      shown?.removeEventListener('cuechange', render);
      tracks.removeEventListener('change', follow);
      tracks.removeEventListener('addtrack', follow);
      tracks.removeEventListener('removetrack', follow);
    };
  }, [video]);

  const words = lines.filter((line) => line !== '');
  if (words.length === 0) return null;
  return (
    <div
      className={`player__cues player__cues--${style.size} player__cues--${style.background}${raised ? ` player__cues--over-${raised}` : ''}`}
      aria-hidden="true"
    >
      {words.map((line, index) => (
        // Cues have no id of their own; their order on screen is their identity while they show.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <div key={index}>
          <span className="player__cue">{line}</span>
        </div>
      ))}
    </div>
  );
}
