import type Hls from 'hls.js';
import type { PlayerTracks } from './PlayerAdapter.ts';
import type { MediaTrack, TrackList } from './playerEvents.ts';

interface HlsTrack {
  name: string;
  lang?: string;
}

const toTrack = (track: HlsTrack, index: number, active: boolean): MediaTrack => ({
  id: String(index),
  language: track.lang ?? '',
  label: track.name || track.lang || String(index + 1),
  active,
});

/**
 * hls.js's audio renditions (EXT-X-MEDIA TYPE=AUDIO) and subtitle playlists (TYPE=SUBTITLES) by index;
 * hls.js renders the chosen subtitles as a native text track on the video element.
 */
export class HlsJsTracks implements PlayerTracks {
  constructor(private readonly hls: () => Hls | undefined) {}

  list(): TrackList {
    const hls = this.hls();
    if (!hls) return { audio: [], text: [] };
    return {
      audio: hls.audioTracks.map((track, index) => toTrack(track, index, index === hls.audioTrack)),
      text: hls.subtitleTracks.map((track, index) =>
        toTrack(track, index, hls.subtitleDisplay && index === hls.subtitleTrack),
      ),
    };
  }

  selectAudio(id: string): void {
    const hls = this.hls();
    if (hls) hls.audioTrack = Number(id);
  }

  selectText(id: string | undefined): void {
    const hls = this.hls();
    if (!hls) return;
    hls.subtitleDisplay = id !== undefined;
    hls.subtitleTrack = id === undefined ? -1 : Number(id);
  }
}
