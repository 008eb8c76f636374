/** Which ad configuration applies (spec: browsing 7, Playback — the ad config level). */
export type AdConfigLevel = 'global' | 'media' | 'globalandmedia';

/**
 * global: the config's adConfig; media: the item's own; globalandmedia: the item's, falling back to the
 * config's. spec: browsing 9 — the level is global by default.
 */
export function adConfigId(
  level: AdConfigLevel | undefined,
  globalId: string | undefined,
  mediaId: string | undefined,
): string | undefined {
  if (level === 'media') return mediaId;
  if (level === 'globalandmedia') return mediaId ?? globalId;
  return globalId;
}

/**
 * The VAST schedule URL for an item: adScheduleUrls.xml with media_id; when the item's own ad config
 * applies, its id replaces the `ad_configs/{id}/` segment (spec: browsing 7, Playback).
 */
export function adScheduleUrl(
  scheduleUrl: string,
  mediaId: string,
  level: AdConfigLevel | undefined,
  mediaAdConfig: string | undefined,
): string {
  const useMedia = level === 'media' || (level === 'globalandmedia' && mediaAdConfig !== undefined);
  const path =
    useMedia && mediaAdConfig
      ? scheduleUrl.replace(/ad_configs\/[^/]+\//, `ad_configs/${encodeURIComponent(mediaAdConfig)}/`)
      : scheduleUrl;
  return `${path}${path.includes('?') ? '&' : '?'}media_id=${encodeURIComponent(mediaId)}`;
}
