import type { AppConfig } from '../config/appConfigSchema.ts';
import { enabledIntegrations } from '../config/integrations.ts';
import { contentAddresses } from '../content/contentAddresses.ts';
import type { MediaItem } from '../content/contentSchemas.ts';
import { signedDrmItem, signedItem } from '../content/contentSigning.ts';
import { adConfigId } from '../domain/adConfig.ts';
import { mediaOffers } from '../domain/lockRules.ts';
import { type PlaybackIdentity, type ProgrammeWindow, playbackUrl } from '../domain/playbackQuery.ts';
import { drmSystems } from './drmSystems.ts';
import type { PlayableSource } from './PlayerAdapter.ts';

type Source = MediaItem['sources'][number];

const isDash = (source: Source) => source.type.includes('dash') || source.file.endsWith('.mpd');
const isHls = (source: Source) => source.type.includes('mpegurl') || source.file.endsWith('.m3u8');

/** A programme of a live channel, in epoch milliseconds: it goes on the stream as 't'. */
export type CatchupWindow = ProgrammeWindow;

/** What playback URLs depend on besides the item: who watches, where the page is. */
export interface SourceContext {
  contentHost: string;
  identity: PlaybackIdentity;
  /** The page's origin: the content host's root-relative addresses stay so where it is the same. */
  origin: string;
  catchup?: CatchupWindow;
  /** The signed-in viewer's bearer for content signing (spec: browsing 7); none for a guest. */
  bearer?: string;
}

/**
 * What to play for an item: protected items go through content signing and the DRM policy path and
 * play as DASH (spec: browsing 9 — DRM uses the DASH mime type); clear items prefer HLS.
 */
/** Whether the source is known without asking the signing service (no DRM, not sold): cheap to warm. */
export function resolvesLocally(item: MediaItem, config: AppConfig): boolean {
  return !item.sources.some((source) => source.drm) && !isSold(item, config);
}

export async function playableSource(
  item: MediaItem,
  config: AppConfig,
  { contentHost, identity, origin, catchup, bearer }: SourceContext,
): Promise<PlayableSource> {
  // spec: browsing 7 — profile_id goes with the provider A integration (its profiles).
  const providerA = enabledIntegrations(config).includes('accountProvider');
  const resolve = contentAddresses(contentHost, origin);
  const protectedSource = item.sources.find((source) => source.drm);
  if (protectedSource) {
    const policyId =
      config.contentSigningService.drmPolicyId ?? config.contentProtection?.drm?.defaultPolicyId ?? 'default';
    const signed = resolve(
      await signedDrmItem(config.contentSigningService.host, contentHost, item.mediaid, policyId, bearer),
    );
    const dash =
      signed.sources.find((source) => source.drm && isDash(source)) ??
      signed.sources.find((source) => source.drm);
    if (!dash?.drm) throw new Error('No protected source after signing');
    return {
      url: playbackUrl(dash.file, { kind: 'manifest', providerA }, identity),
      kind: isDash(dash) ? 'dash' : 'hls',
      // Licence addresses come from the content host: relative ones are its.
      ...drmSystems(dash.drm, identity, contentHost),
    };
  }
  const ssai = ssaiSource(item, config, contentHost, identity);
  if (ssai) return ssai;
  const playable = isSold(item, config)
    ? resolve(await signedItem(config.contentSigningService.host, contentHost, item.mediaid, bearer))
    : item;
  const source = playable.sources.find(isHls) ?? playable.sources.find(isDash);
  if (!source) throw new Error('This item has nothing to play');
  return {
    url: playbackUrl(source.file, { kind: 'manifest', providerA, catchup }, identity),
    kind: isHls(source) ? 'hls' : 'dash',
  };
}

/**
 * A sold item's stream answers only at addresses carrying a content-signing token (browsing 7): an item
 * that is not free and names offers (in the configured package field, else the platform's productIds).
 */
function isSold(item: MediaItem, config: AppConfig): boolean {
  if (item.free === 'true' || item.requiresSubscription === 'false') return false;
  return mediaOffers(item, config.packageKey ?? 'productIds').length > 0;
}

/**
 * spec: browsing 7, Playback — an SSAI item plays {apiBase}/v2/sites/{siteId}/media/{id}/ssai.m3u8 with
 * the ad config of the configured level. Only when the config does not ask for client-side ads (the
 * two deliveries never stack) and an ad config applies.
 */
function ssaiSource(
  item: MediaItem,
  config: AppConfig,
  contentHost: string,
  identity: PlaybackIdentity,
): PlayableSource | undefined {
  if (item.is_ssai_enabled !== 'true' || config.adDeliveryMethod === 'csai') return undefined;
  const mediaAdConfig = typeof item.adConfig === 'string' ? item.adConfig : undefined;
  const adConfig = adConfigId(config.adConfigLevel, config.adConfig, mediaAdConfig);
  if (!adConfig) return undefined;
  const site = encodeURIComponent(config.siteId);
  const query = new URLSearchParams({ ad_config_id: adConfig });
  return {
    url: playbackUrl(
      `${contentHost}/v2/sites/${site}/media/${encodeURIComponent(item.mediaid)}/ssai.m3u8?${query}`,
      { kind: 'ssai' },
      identity,
    ),
    kind: 'hls',
    ssai: { cdn: contentHost, siteId: config.siteId },
  };
}
