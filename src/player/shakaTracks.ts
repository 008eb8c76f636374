import type { PlayerTracks } from './PlayerAdapter.ts';
import type { MediaTrack, TrackList } from './playerEvents.ts';

/** The parts of Shaka's track API this adapter uses (Shaka 5: text is off when none is selected). */
interface ShakaAudioTrack {
  active: boolean;
  language: string;
  label: string | null;
  roles: string[];
}
interface ShakaTextTrack {
  id: number;
  active: boolean;
  language: string;
  label: string | null;
}
export interface ShakaTrackApi {
  getAudioTracks(): ShakaAudioTrack[];
  selectAudioTrack(track: ShakaAudioTrack): void;
  getTextTracks(): ShakaTextTrack[];
  selectTextTrack(track: ShakaTextTrack | null): void;
}

/** Shaka's audio tracks have no id: language, label and roles tell them apart. */
const audioId = (track: ShakaAudioTrack) => [track.language, track.label ?? '', ...track.roles].join('|');

const toTrack = (
  id: string,
  track: { language: string; label: string | null; active: boolean },
): MediaTrack => ({
  id,
  language: track.language,
  label: track.label || track.language,
  active: track.active,
});

/** Shaka's audio and text tracks; the chosen subtitles render through the video's native text tracks. */
export class ShakaTracks implements PlayerTracks {
  constructor(private readonly player: () => ShakaTrackApi | undefined) {}

  list(): TrackList {
    const player = this.player();
    if (!player) return { audio: [], text: [] };
    return {
      audio: player.getAudioTracks().map((track) => toTrack(audioId(track), track)),
      text: player.getTextTracks().map((track) => toTrack(String(track.id), track)),
    };
  }

  selectAudio(id: string): void {
    const player = this.player();
    const track = player?.getAudioTracks().find((candidate) => audioId(candidate) === id);
    if (player && track) player.selectAudioTrack(track);
  }

  selectText(id: string | undefined): void {
    const player = this.player();
    if (!player) return;
    const track = player.getTextTracks().find((candidate) => String(candidate.id) === id);
    player.selectTextTrack(track ?? null);
  }
}
