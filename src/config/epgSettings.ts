import type { Features } from './features.ts';

/**
 * spec: browsing 6 — the EPG is one of the feature flags (src/config/features.ts: `featureFlags.epg`,
 * or the older `custom.epgEnabled: false`).
 */
export function isEpgEnabled(features: Pick<Features, 'epg'>): boolean {
  return features.epg;
}

/** spec: browsing 2 — a live or liveChannel playlist opens the live screen, not the grid. */
export function isLivePlaylist(playlist: { contentType?: string; isLiveChannel?: unknown }): boolean {
  const type = playlist.contentType?.toLowerCase();
  return type === 'live' || type === 'livechannel' || playlist.isLiveChannel === 'true';
}
