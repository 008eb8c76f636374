import type { VideoQuality } from '../domain/videoQuality.ts';
import { useStartupResult } from '../stores/configStore.ts';
import { useSettingsStore } from '../stores/settingsStore.ts';

/**
 * spec: browsing 4, Player — the quality the player plays: the stored preference while the feature is
 * on, else Auto. The player and the detail page's prepared start (useWarmPlayer.ts) read it alike, so a
 * start prepared at one quality is adopted only at that quality.
 */
export function usePlayedQuality(): VideoQuality {
  const { features } = useStartupResult();
  return useSettingsStore((state) => (features.isVideoQualityEnabled ? state.videoQuality : 'auto'));
}
