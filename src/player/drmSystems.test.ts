import { describe, expect, it } from 'vitest';
import { mediaItemSchema } from '../content/contentSchemas.ts';
import type { PlaybackIdentity } from '../domain/playbackQuery.ts';
import { drmSystems, shakaDrmConfig } from './drmSystems.ts';

const origin = 'http://app';
const guest: PlaybackIdentity = {};
const withPassport: PlaybackIdentity = { userId: 'u42', passport: 'pass' };

/** The DRM block of an item's source, through the app's own schema (as the player receives it). */
const drmOf = (drm: Record<string, unknown>) => {
  const item = mediaItemSchema.parse({
    mediaid: 'drm00001',
    title: 'Encrypted Sample',
    sources: [{ file: '/media/cenc/encrypted-sample/manifest.mpd', type: 'application/dash+xml', drm }],
  });
  const parsed = item.sources[0]?.drm;
  if (!parsed) throw new Error('no drm block');
  return parsed;
};

/** spec: browsing 3, sources[].drm and 7, Playback — each key system configured into Shaka. */
describe('Shaka DRM configuration built from an item', () => {
  it.each<[string, Record<string, unknown>, PlaybackIdentity, ReturnType<typeof shakaDrmConfig>]>([
    [
      'Widevine and PlayReady: their licence URLs',
      {
        widevine: { url: '/v2/drm/widevine/licence' },
        playready: { url: 'https://pr.example/rightsmanager.asmx' },
      },
      guest,
      {
        servers: {
          'com.widevine.alpha': 'http://app/v2/drm/widevine/licence',
          'com.microsoft.playready': 'https://pr.example/rightsmanager.asmx',
        },
        advanced: {},
      },
    ],
    [
      'FairPlay: processSpcUrl as the com.apple.fps server, its certificate as serverCertificateUri',
      {
        fairplay: {
          processSpcUrl: 'https://fps.example/spc?token=t1',
          certificateUrl: '/v2/drm/fairplay/licence/certificate',
        },
      },
      guest,
      {
        servers: { 'com.apple.fps': 'https://fps.example/spc?token=t1' },
        advanced: {
          'com.apple.fps': { serverCertificateUri: 'http://app/v2/drm/fairplay/licence/certificate' },
        },
      },
    ],
    [
      'FairPlay without a certificate URL: the server only (Shaka then asks none)',
      { fairplay: { processSpcUrl: '/v2/drm/fairplay/licence' } },
      guest,
      { servers: { 'com.apple.fps': 'http://app/v2/drm/fairplay/licence' }, advanced: {} },
    ],
    [
      'a passport goes on licence URLs without a token, never on the certificate',
      {
        clearkey: { url: '/v2/drm/clearkey/licence?token=t1' },
        widevine: { url: '/v2/drm/widevine/licence' },
        fairplay: { processSpcUrl: '/v2/drm/fairplay/licence', certificateUrl: '/fps/cert' },
      },
      withPassport,
      {
        servers: {
          'org.w3.clearkey': 'http://app/v2/drm/clearkey/licence?token=t1',
          'com.widevine.alpha': 'http://app/v2/drm/widevine/licence?passport=pass',
          'com.apple.fps': 'http://app/v2/drm/fairplay/licence?passport=pass',
        },
        advanced: { 'com.apple.fps': { serverCertificateUri: 'http://app/fps/cert' } },
      },
    ],
  ])('%s', (_case, drm, identity, expected) => {
    expect(shakaDrmConfig(drmSystems(drmOf(drm), identity, origin))).toEqual(expected);
  });

  it('the catalogue sample names all four systems: each is configured', () => {
    const config = shakaDrmConfig(
      drmSystems(
        drmOf({
          clearkey: { url: '/v2/drm/clearkey/licence' },
          widevine: { url: '/v2/drm/widevine/licence' },
          playready: { url: '/v2/drm/playready/licence' },
          fairplay: {
            processSpcUrl: '/v2/drm/fairplay/licence',
            certificateUrl: '/v2/drm/fairplay/licence/certificate',
          },
        }),
        guest,
        origin,
      ),
    );
    expect(Object.keys(config.servers).sort()).toEqual([
      'com.apple.fps',
      'com.microsoft.playready',
      'com.widevine.alpha',
      'org.w3.clearkey',
    ]);
    expect(Object.keys(config.advanced)).toEqual(['com.apple.fps']);
  });
});
