import type { AppConfig } from '../config/appConfigSchema.ts';
import type { MediaItem } from '../content/contentSchemas.ts';
import { signedDrmItem } from '../content/contentSigning.ts';
import { adConfigId } from '../domain/adConfig.ts';
import type { PlayableSource } from './PlayerAdapter.ts';

type Source = MediaItem['sources'][number];

const isDash = (source: Source) => source.type.includes('dash') || source.file.endsWith('.mpd');
const isHls = (source: Source) => source.type.includes('mpegurl') || source.file.endsWith('.m3u8');

/** Key systems by the names the spec's DRM source shape uses (browsing 3, sources[].drm). */
function licenceServers(drm: Record<string, { url?: string } | undefined>): Record<string, string> {
  const systems: Record<string, string> = {
    clearkey: 'org.w3.clearkey',
    widevine: 'com.widevine.alpha',
    playready: 'com.microsoft.playready',
  };
  const servers: Record<string, string> = {};
  for (const [name, keySystem] of Object.entries(systems)) {
    const url = drm[name]?.url;
    if (url) servers[keySystem] = new URL(url, window.location.origin).toString();
  }
  return servers;
}

/** A programme of a live channel, in epoch milliseconds. */
export interface CatchupWindow {
  startMs: number;
  endMs: number;
}

/** spec: browsing 7 — live streams get 't' = start-end (epoch seconds). */
function withCatchup(url: string, catchup: CatchupWindow | undefined): string {
  if (!catchup) return url;
  const t = `${Math.floor(catchup.startMs / 1000)}-${Math.floor(catchup.endMs / 1000)}`;
  return `${url}${url.includes('?') ? '&' : '?'}t=${t}`;
}

/**
 * What to play for an item: protected items go through content signing and the DRM policy path and
 * play as DASH (spec: browsing 9 — DRM uses the DASH mime type); clear items prefer HLS.
 */
export async function playableSource(
  item: MediaItem,
  config: AppConfig,
  contentHost: string,
  catchup?: CatchupWindow,
): Promise<PlayableSource> {
  const protectedSource = item.sources.find((source) => source.drm);
  if (protectedSource) {
    const policyId =
      config.contentSigningService.drmPolicyId ?? config.contentProtection?.drm?.defaultPolicyId ?? 'default';
    const signed = await signedDrmItem(
      config.contentSigningService.host,
      contentHost,
      item.mediaid,
      policyId,
    );
    const dash =
      signed.sources.find((source) => source.drm && isDash(source)) ??
      signed.sources.find((source) => source.drm);
    if (!dash?.drm) throw new Error('No protected source after signing');
    return {
      url: dash.file,
      kind: isDash(dash) ? 'dash' : 'hls',
      licenceServers: licenceServers(dash.drm as Record<string, { url?: string }>),
    };
  }
  const ssai = ssaiSource(item, config, contentHost);
  if (ssai) return ssai;
  const source = item.sources.find(isHls) ?? item.sources.find(isDash);
  if (!source) throw new Error('This item has nothing to play');
  return { url: withCatchup(source.file, catchup), kind: isHls(source) ? 'hls' : 'dash' };
}

/**
 * spec: browsing 7, Playback — an SSAI item plays {apiBase}/v2/sites/{siteId}/media/{id}/ssai.m3u8 with
 * the ad config of the configured level. Only when the config does not ask for client-side ads (the
 * two deliveries never stack) and an ad config applies.
 */
function ssaiSource(item: MediaItem, config: AppConfig, contentHost: string): PlayableSource | undefined {
  if (item.is_ssai_enabled !== 'true' || config.adDeliveryMethod === 'csai') return undefined;
  const mediaAdConfig = typeof item.adConfig === 'string' ? item.adConfig : undefined;
  const adConfig = adConfigId(config.adConfigLevel, config.adConfig, mediaAdConfig);
  if (!adConfig) return undefined;
  const site = encodeURIComponent(config.siteId);
  const query = new URLSearchParams({ ad_config_id: adConfig });
  return {
    url: `${contentHost}/v2/sites/${site}/media/${encodeURIComponent(item.mediaid)}/ssai.m3u8?${query}`,
    kind: 'hls',
    ssai: { cdn: contentHost, siteId: config.siteId },
  };
}
