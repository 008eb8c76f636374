import { useTranslation } from 'react-i18next';
import type { MediaItem } from '../content/contentSchemas.ts';
import type { PlayerFocus } from './controlsFocus.ts';
import { PLAYER_NAMESPACE } from './playerStrings.ts';
import {
  isPanelFocus,
  openingPanelFocus,
  optionAt,
  type PanelColumn,
  type PanelFocus,
  panelColumns,
  parsePanelFocus,
  SUBTITLES_OFF,
  withStyle,
} from './trackPanel.ts';
import type { SubtitleStyle } from './trackPreference.ts';
import type { Playback } from './usePlayback.ts';
import { type SeriesEpisodes, useSeriesEpisodes } from './useSeriesEpisodes.ts';
import { useTrackPreference } from './useTrackPreference.ts';

export interface PlayerPanels {
  /** The audio and subtitles panel's columns; none when there is nothing to choose. */
  trackColumns: readonly PanelColumn[];
  /** The series of an episode: its panel column and the Next / Previous track keys. */
  episodes: SeriesEpisodes | undefined;
  /** The panel the focus is in: its columns, its control (where Back returns), whether it shows. */
  columns: readonly PanelColumn[];
  control: 'tracks' | 'episodes';
  open: boolean;
  /** Where focus goes when a control opens its panel. */
  opening(control: 'tracks' | 'episodes'): PlayerFocus;
  /** OK on an option: a track, a style, an episode. */
  pick(at: PanelFocus): void;
  subtitleStyle: SubtitleStyle;
  /** What the audio and subtitles control says (PlayerControls' tracks). */
  tracksLabel: { subtitles: string } | { audio: string } | undefined;
}

/**
 * Issue 26: the player's panels, audio and subtitles (with the subtitles' style) and a series'
 * episodes: which one the focus is in, what its options are, and what picking one does. A panel
 * stays up until Back (one choice often follows another), whatever the controls' timer.
 */
export function usePlayerPanels(
  item: MediaItem,
  playback: Playback,
  focus: PlayerFocus,
  prompting: boolean,
  setFocus: (focus: PlayerFocus) => void,
): PlayerPanels {
  const { t } = useTranslation(PLAYER_NAMESPACE);
  const trackChoices = useTrackPreference(item.mediaid, playback);
  const trackColumns = panelColumns(playback.tracks, trackChoices.style, t);
  const episodes = useSeriesEpisodes(item);
  const control = isPanelFocus(focus) && parsePanelFocus(focus).column === 'episodes' ? 'episodes' : 'tracks';
  const columns = control === 'episodes' ? (episodes ? [episodes.column] : []) : trackColumns;
  const { text, audio } = playback.tracks;
  return {
    trackColumns,
    episodes,
    columns,
    control,
    open: isPanelFocus(focus) && !prompting && columns.length > 0,
    opening: (opened) =>
      openingPanelFocus(opened === 'episodes' ? (episodes ? [episodes.column] : []) : trackColumns) ??
      `control:${opened}`,
    pick(at) {
      const picked = optionAt(at, columns);
      if (!picked) return;
      const { column, option } = picked;
      if (column === 'episodes') {
        if (!option.selected) episodes?.open(option.value);
        return;
      }
      if (column === 'audio') trackChoices.choose('audio', option.value);
      else if (column === 'subtitles') {
        trackChoices.choose('text', option.value === SUBTITLES_OFF ? undefined : option.value);
      } else trackChoices.setStyle(withStyle(trackChoices.style, column, option.value));
      // A pointer's click lands here without the remote's focus on it.
      setFocus(at);
    },
    subtitleStyle: trackChoices.style,
    tracksLabel:
      trackColumns.length === 0
        ? undefined
        : text.length > 0
          ? { subtitles: text.find((track) => track.active)?.label ?? t('subtitles_off') }
          : { audio: audio.find((track) => track.active)?.label ?? '' },
  };
}
