import { CATALOGUE_EPOCH, type CatalogItem, imageFields } from './catalogTypes.ts';

/** The licence endpoints of each DRM system; only ClearKey can be served without a vendor account. */
export const drmLicencePaths = {
  clearkey: '/v2/drm/clearkey/licence',
  widevine: '/v2/drm/widevine/licence',
  playready: '/v2/drm/playready/licence',
  fairplay: '/v2/drm/fairplay/licence',
} as const;

const base = (
  mediaid: string,
  title: string,
  description: string,
): Pick<CatalogItem, 'mediaid' | 'title' | 'description' | 'duration' | 'pubdate'> &
  Record<string, unknown> => ({
  mediaid,
  title,
  description,
  duration: 12,
  pubdate: CATALOGUE_EPOCH,
  contentType: 'movie',
  free: 'true',
  ...imageFields(mediaid),
});

const drmSystems = {
  clearkey: { url: drmLicencePaths.clearkey },
  widevine: { url: drmLicencePaths.widevine },
  playready: { url: drmLicencePaths.playready },
  fairplay: {
    processSpcUrl: drmLicencePaths.fairplay,
    certificateUrl: `${drmLicencePaths.fairplay}/certificate`,
  },
};

/** One item per stream kind and failure the player must handle, plus a hub and a static page. */
export const specialItems: CatalogItem[] = [
  {
    ...base(
      'drm00001',
      'Encrypted Sample',
      'CENC-encrypted sample, played with ClearKey through the licence endpoint.',
    ),
    tags: 'drm,sample',
    genre: 'Documentary',
    sources: [
      {
        file: '/media/cenc/encrypted-sample/manifest.mpd',
        type: 'application/dash+xml',
        label: 'dash',
        drm: drmSystems,
      },
      {
        file: '/media/cenc/encrypted-sample/master.m3u8',
        type: 'application/vnd.apple.mpegurl',
        label: 'hls',
        drm: drmSystems,
      },
    ],
  },
  {
    ...base(
      'ssai0001',
      'SSAI Sample',
      'Server-side stitched ads: a pre-roll and a mid-roll inside one stream.',
    ),
    duration: 24,
    tags: 'ssai,sample',
    genre: 'Documentary',
    is_ssai_enabled: 'true',
    adConfig: 'adcfg001',
    sources: [
      { file: '/media/hls/ssai-content/master.m3u8', type: 'application/vnd.apple.mpegurl', label: 'hls' },
    ],
  },
  {
    ...base('geo00001', 'Not In Your Region', 'Its manifest answers 403: the geo-blocked screen.'),
    tags: 'sample,error',
    sources: [
      { file: '/media/geo/geo00001/master.m3u8', type: 'application/vnd.apple.mpegurl', label: 'hls' },
    ],
  },
  {
    ...base(
      'fail0001',
      'Broken Stream',
      'Plays a few seconds, then its segments fail: the playback error screen.',
    ),
    tags: 'sample,error',
    sources: [
      { file: '/media/failing/fail0001/master.m3u8', type: 'application/vnd.apple.mpegurl', label: 'hls' },
    ],
  },
  {
    ...base('hub00001', 'Weekend Picks', 'A hub page built from several playlists.'),
    duration: 0,
    contentType: 'hub',
    playlists: 'dramas01,family01,nature01',
    sources: [],
  },
  {
    ...base('page0001', 'About This Catalogue', 'A static page.'),
    duration: 0,
    contentType: 'page',
    markdown:
      '# About this catalogue\n\nEvery item here is **generated**: titles, pictures and media.\n\n- Movies and series play real HLS and DASH.\n- Live channels loop sample media with a programme guide.\n\n[Back home](/)',
    sources: [],
  },
];
