import { type PlaybackIdentity, playbackUrl } from '../domain/playbackQuery.ts';
import type { PlayableSource } from './PlayerAdapter.ts';

/** A source's DRM block as the spec shapes it (browsing 3, sources[].drm), plus ClearKey. */
export interface SourceDrm {
  clearkey?: { url: string };
  widevine?: { url: string };
  playready?: { url: string };
  fairplay?: { processSpcUrl: string; certificateUrl?: string };
}

/**
 * The licence server of each key system the item names, and FairPlay's certificate: URLs made absolute,
 * licence URLs with the viewer's passport unless they carry a token (spec: browsing 7, Playback).
 * FairPlay's licence URL is its processSpcUrl (the SPC goes there, the CKC comes back).
 */
export function drmSystems(
  drm: SourceDrm,
  identity: PlaybackIdentity,
  origin: string,
): Required<Pick<PlayableSource, 'licenceServers' | 'serverCertificates'>> {
  const absolute = (url: string) => new URL(url, origin).toString();
  const licence = (url: string) => playbackUrl(absolute(url), { kind: 'licence' }, identity);
  const licenceServers: Record<string, string> = {};
  const serverCertificates: Record<string, string> = {};
  if (drm.clearkey) licenceServers['org.w3.clearkey'] = licence(drm.clearkey.url);
  if (drm.widevine) licenceServers['com.widevine.alpha'] = licence(drm.widevine.url);
  if (drm.playready) licenceServers['com.microsoft.playready'] = licence(drm.playready.url);
  if (drm.fairplay) {
    licenceServers['com.apple.fps'] = licence(drm.fairplay.processSpcUrl);
    if (drm.fairplay.certificateUrl)
      serverCertificates['com.apple.fps'] = absolute(drm.fairplay.certificateUrl);
  }
  return { licenceServers, serverCertificates };
}

/** Shaka's `drm` configuration for a source: servers per key system, certificates as advanced config. */
export function shakaDrmConfig(source: Pick<PlayableSource, 'licenceServers' | 'serverCertificates'>): {
  servers: Record<string, string>;
  advanced: Record<string, { serverCertificateUri: string }>;
} {
  const advanced: Record<string, { serverCertificateUri: string }> = {};
  for (const [keySystem, uri] of Object.entries(source.serverCertificates ?? {}))
    advanced[keySystem] = { serverCertificateUri: uri };
  return { servers: { ...source.licenceServers }, advanced };
}
