import type { AppConfig } from './appConfigSchema.ts';

/**
 * spec: browsing 4 — the EPG is one of the feature flags. The config names no field for it, so the
 * reference configs say `custom.epgEnabled: false` to turn the guide off; any other value leaves it on.
 */
export function isEpgEnabled(config: AppConfig): boolean {
  return config.custom.epgEnabled !== false;
}

/** spec: browsing 2 — a live or liveChannel playlist opens the live screen, not the grid. */
export function isLivePlaylist(playlist: { contentType?: string; isLiveChannel?: unknown }): boolean {
  const type = playlist.contentType?.toLowerCase();
  return type === 'live' || type === 'livechannel' || playlist.isLiveChannel === 'true';
}
