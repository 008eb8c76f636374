/**
 * spec: browsing 9 — video quality options: Auto ('Auto adjust up to 1080p'), Full HD (1080p), High
 * (720p), Standard (480p), Data saver (360p), Low (240p); the stored default is auto.
 */
export const videoQualities = [
  { value: 'auto', labelKey: 'settings.quality_auto', maxHeight: undefined },
  { value: '1080', labelKey: 'settings.quality_1080', maxHeight: 1080 },
  { value: '720', labelKey: 'settings.quality_720', maxHeight: 720 },
  { value: '480', labelKey: 'settings.quality_480', maxHeight: 480 },
  { value: '360', labelKey: 'settings.quality_360', maxHeight: 360 },
  { value: '240', labelKey: 'settings.quality_240', maxHeight: 240 },
] as const;

export type VideoQuality = (typeof videoQualities)[number]['value'];

export function isVideoQuality(value: string | null): value is VideoQuality {
  return videoQualities.some((quality) => quality.value === value);
}

/** spec: browsing 4, Player — Auto, or the highest level not above the chosen resolution. */
export function maxHeightFor(quality: VideoQuality): number | undefined {
  return videoQualities.find((entry) => entry.value === quality)?.maxHeight;
}

/** The viewer's autoplay choice as the device keeps it ('autoplay'); null until one is made. */
export function storedAutoplay(stored: string | null): boolean | null {
  return stored === 'true' || stored === 'false' ? stored === 'true' : null;
}

/** spec: browsing 2, Settings panel — unset autoplay starts from config autoplayDefaultValue; default off. */
export function autoplayOn(chosen: boolean | null, configDefault: 'on' | 'off' | undefined): boolean {
  return chosen ?? configDefault === 'on';
}
