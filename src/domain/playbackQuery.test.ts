import { describe, expect, it } from 'vitest';
import { GUEST, type Viewer } from './entitlement.ts';
import {
  type PlaybackIdentity,
  type PlaybackUrlKind,
  playbackIdentity,
  playbackUrl,
  withParams,
} from './playbackQuery.ts';

const guest: PlaybackIdentity = {};
const signedIn: PlaybackIdentity = { userId: 'u42' };
const withProfile: PlaybackIdentity = { userId: 'u42', profileId: 'p7' };
const withPassport: PlaybackIdentity = { userId: 'u42', passport: 'pass.abc' };
const manifest: PlaybackUrlKind = { kind: 'manifest', providerA: false };
const manifestA: PlaybackUrlKind = { kind: 'manifest', providerA: true };
const ssai: PlaybackUrlKind = { kind: 'ssai' };
const licence: PlaybackUrlKind = { kind: 'licence' };
const catchup: PlaybackUrlKind = {
  kind: 'manifest',
  providerA: false,
  catchup: { startMs: 1_780_000_000_000, endMs: 1_780_003_600_500 },
};

describe('query parameters added to playback URLs (spec: browsing 7, Playback)', () => {
  it.each<[string, string, PlaybackUrlKind, PlaybackIdentity, string]>([
    [
      'a guest adds nothing to a manifest',
      '/media/vod/a/master.m3u8',
      manifest,
      guest,
      '/media/vod/a/master.m3u8',
    ],
    [
      'a signed-in viewer adds user_id',
      '/media/vod/a/master.m3u8',
      manifest,
      signedIn,
      '/media/vod/a/master.m3u8?user_id=u42',
    ],
    ['no profile_id without provider A', '/m.m3u8', manifest, withProfile, '/m.m3u8?user_id=u42'],
    [
      'provider A adds the profile_id',
      '/m.m3u8',
      manifestA,
      withProfile,
      '/m.m3u8?user_id=u42&profile_id=p7',
    ],
    [
      'provider A without a selected profile: user_id only',
      '/m.m3u8',
      manifestA,
      signedIn,
      '/m.m3u8?user_id=u42',
    ],
    ['a guest with provider A adds nothing', '/m.m3u8', manifestA, guest, '/m.m3u8'],
    ['existing query kept', 'https://cdn/x.mpd?a=1', manifest, signedIn, 'https://cdn/x.mpd?a=1&user_id=u42'],
    [
      'SSAI: user_id',
      '/v2/sites/s/media/m/ssai.m3u8?ad_config_id=c',
      ssai,
      withProfile,
      '/v2/sites/s/media/m/ssai.m3u8?ad_config_id=c&user_id=u42',
    ],
    ['SSAI: a guest adds nothing', '/ssai.m3u8?ad_config_id=c', ssai, guest, '/ssai.m3u8?ad_config_id=c'],
    [
      'licence: passport when no token',
      '/v2/drm/widevine/licence',
      licence,
      withPassport,
      '/v2/drm/widevine/licence?passport=pass.abc',
    ],
    [
      'licence: a token present, no passport',
      '/v2/drm/widevine/licence?token=t1',
      licence,
      withPassport,
      '/v2/drm/widevine/licence?token=t1',
    ],
    [
      'licence: no passport, nothing (and no user_id)',
      '/v2/drm/clearkey/licence',
      licence,
      signedIn,
      '/v2/drm/clearkey/licence',
    ],
    [
      'live programme: t = start-end in epoch seconds',
      '/live/c/index.m3u8',
      catchup,
      guest,
      '/live/c/index.m3u8?t=1780000000-1780003600',
    ],
    [
      'live programme of a signed-in viewer: user_id and t',
      '/live/c/index.m3u8',
      catchup,
      signedIn,
      '/live/c/index.m3u8?user_id=u42&t=1780000000-1780003600',
    ],
  ])('%s', (_case, url, target, identity, expected) => {
    expect(playbackUrl(url, target, identity)).toBe(expected);
  });

  it('keeps a fragment after the query', () => {
    expect(withParams('/a.mpd#t=5', [['user_id', 'u 1']])).toBe('/a.mpd?user_id=u+1#t=5');
  });
});

describe('who adds parameters (spec: browsing 7, Playback — user_id from the signed-in viewer)', () => {
  it.each<[string, Viewer, PlaybackIdentity, string]>([
    ['a guest (today every viewer) adds nothing', GUEST, {}, '/m.m3u8'],
    [
      'a signed-in viewer adds user_id',
      { signedIn: true, subscription: null, userId: 'u42' },
      { userId: 'u42' },
      '/m.m3u8?user_id=u42',
    ],
    [
      'a signed-in viewer with a profile (provider A) adds profile_id',
      { signedIn: true, subscription: null, userId: 'u42', profileId: 'p7' },
      { userId: 'u42', profileId: 'p7' },
      '/m.m3u8?user_id=u42&profile_id=p7',
    ],
    [
      'an id left on a signed-out viewer is not sent',
      { signedIn: false, subscription: null, userId: 'u42', passport: 'x' },
      {},
      '/m.m3u8',
    ],
  ])('%s', (_case, viewer, identity, url) => {
    expect(playbackIdentity(viewer)).toEqual(identity);
    expect(playbackUrl('/m.m3u8', manifestA, playbackIdentity(viewer))).toBe(url);
  });
});
