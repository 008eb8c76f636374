import { create } from 'zustand';
import { autoplayOn, isVideoQuality, storedAutoplay, type VideoQuality } from '../domain/videoQuality.ts';
import { localStore } from './deviceStorage.ts';

interface SettingsState {
  /** The viewer's choice; null until one is made (useAutoplay gives the config's default then). */
  autoplay: boolean | null;
  videoQuality: VideoQuality;
  setAutoplay(on: boolean): void;
  setVideoQuality(quality: VideoQuality): void;
}

/** Device settings (spec: browsing 2, Settings panel): stored as 'autoplay' and 'videoQuality'. */
export const useSettingsStore = create<SettingsState>((set) => ({
  autoplay: storedAutoplay(localStore.get('autoplay')),
  videoQuality: (() => {
    const stored = localStore.get('videoQuality');
    return isVideoQuality(stored) ? stored : 'auto';
  })(),
  setAutoplay(on) {
    localStore.set('autoplay', String(on));
    set({ autoplay: on });
  },
  setVideoQuality(videoQuality) {
    localStore.set('videoQuality', videoQuality);
    set({ videoQuality });
  },
}));

/**
 * Whether the next item plays by itself: the viewer's choice, else the config's default. Worked out in
 * render, not written into the store by an effect: a store written as a screen mounts renders that
 * screen again at once (the player did on its first open, before its stream could start; issue 19).
 */
export function useAutoplay(configDefault: 'on' | 'off' | undefined): boolean {
  return autoplayOn(
    useSettingsStore((state) => state.autoplay),
    configDefault,
  );
}
