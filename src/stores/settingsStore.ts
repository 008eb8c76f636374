import { create } from 'zustand';
import { initialAutoplay, isVideoQuality, type VideoQuality } from '../domain/videoQuality.ts';
import { localStore } from './deviceStorage.ts';

interface SettingsState {
  autoplay: boolean | null;
  videoQuality: VideoQuality;
  /** Reads autoplay once the config (its default) is known. */
  initAutoplay(configDefault: 'on' | 'off' | undefined): void;
  setAutoplay(on: boolean): void;
  setVideoQuality(quality: VideoQuality): void;
}

/** Device settings (spec: browsing 2, Settings panel): stored as 'autoplay' and 'videoQuality'. */
export const useSettingsStore = create<SettingsState>((set, get) => ({
  autoplay: null,
  videoQuality: (() => {
    const stored = localStore.get('videoQuality');
    return isVideoQuality(stored) ? stored : 'auto';
  })(),
  initAutoplay(configDefault) {
    if (get().autoplay === null)
      set({ autoplay: initialAutoplay(localStore.get('autoplay'), configDefault) });
  },
  setAutoplay(on) {
    localStore.set('autoplay', String(on));
    set({ autoplay: on });
  },
  setVideoQuality(videoQuality) {
    localStore.set('videoQuality', videoQuality);
    set({ videoQuality });
  },
}));
