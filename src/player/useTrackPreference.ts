import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { localStore } from '../stores/deviceStorage.ts';
import { useViewerStore } from '../stores/viewerStore.ts';
import {
  preferredTracks,
  rememberChoice,
  trackPreferenceKey,
  trackPreferenceSchema,
} from './trackPreference.ts';
import type { Playback } from './usePlayback.ts';

/**
 * Issue 26: the viewer's audio language and subtitles follow them from title to title. The stored
 * choice is applied once per item, when its tracks are first known; a choice made with the controls
 * is stored for the next. Returns what the controls call to choose.
 */
export function useTrackPreference(
  itemId: string,
  playback: Playback,
): (kind: 'audio' | 'text', id: string | undefined) => void {
  const { i18n } = useTranslation();
  const key = trackPreferenceKey(useViewerStore((state) => state.viewer.profileId));
  const applied = useRef<string | undefined>(undefined);
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

  return (kind, id) => {
    if (!adapter) return;
    if (kind === 'audio' && id !== undefined) adapter.tracks.selectAudio(id);
    if (kind === 'text') adapter.tracks.selectText(id);
    const chosen = (kind === 'audio' ? tracks.audio : tracks.text).find((track) => track.id === id);
    const preference = localStore.getJson(key, trackPreferenceSchema) ?? {};
    localStore.setJson(key, rememberChoice(preference, kind, chosen));
  };
}
