import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localStore } from '../stores/deviceStorage.ts';
import { useViewerStore } from '../stores/viewerStore.ts';
import {
  DEFAULT_SUBTITLE_STYLE,
  preferredTracks,
  rememberChoice,
  type SubtitleStyle,
  trackPreferenceKey,
  trackPreferenceSchema,
} from './trackPreference.ts';
import type { Playback } from './usePlayback.ts';

export interface TrackChoices {
  choose(kind: 'audio' | 'text', id: string | undefined): void;
  style: SubtitleStyle;
  setStyle(style: SubtitleStyle): void;
}

/**
 * Issue 26: the viewer's audio language, subtitles and subtitle style follow them from title to title.
 * The stored languages are applied once per item, when its tracks are first known; a choice made in
 * the panel is stored for the next.
 */
export function useTrackPreference(itemId: string, playback: Playback): TrackChoices {
  const { i18n } = useTranslation();
  const key = trackPreferenceKey(useViewerStore((state) => state.viewer.profileId));
  const applied = useRef<string | undefined>(undefined);
  // The player is a modal: the viewer (and so the key) cannot change while it is open.
  const [style, setStyleState] = useState(
    () => localStore.getJson(key, trackPreferenceSchema)?.style ?? DEFAULT_SUBTITLE_STYLE,
  );
  const { adapter, tracks } = playback;
  const known = tracks.audio.length > 0 || tracks.text.length > 0;

  useEffect(() => {
    if (!adapter || !known || applied.current === itemId) return;
    applied.current = itemId;
    const preference = localStore.getJson(key, trackPreferenceSchema) ?? {};
    const choice = preferredTracks(tracks, preference, i18n.language);
    if (choice.audio !== undefined) adapter.tracks.selectAudio(choice.audio);
    if (choice.text !== undefined) adapter.tracks.selectText(choice.text ?? undefined);
  }, [adapter, known, tracks, itemId, key, i18n.language]);

  const stored = () => localStore.getJson(key, trackPreferenceSchema) ?? {};
  return {
    choose(kind, id) {
      if (!adapter) return;
      if (kind === 'audio' && id !== undefined) adapter.tracks.selectAudio(id);
      if (kind === 'text') adapter.tracks.selectText(id);
      const chosen = (kind === 'audio' ? tracks.audio : tracks.text).find((track) => track.id === id);
      localStore.setJson(key, rememberChoice(stored(), kind, chosen));
    },
    style,
    setStyle(next) {
      setStyleState(next);
      localStore.setJson(key, { ...stored(), style: next });
    },
  };
}
