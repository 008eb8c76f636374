import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURES, type FeatureSources, featureFlagsSchema, resolveFeatures } from './features.ts';

const config = (
  featureFlags?: FeatureSources['config']['featureFlags'],
  custom: Record<string, unknown> = {},
  searchPlaylist: string | null = 'search01',
): FeatureSources['config'] => ({ featureFlags, custom, features: { searchPlaylist } });

/** spec: browsing 1 and 3, Feature flags — defaults, the remote set, the web overlay, the app config. */
describe('resolveFeatures', () => {
  it.each<[string, FeatureSources, Partial<typeof DEFAULT_FEATURES>]>([
    ['nothing configured: the defaults', { config: config() }, DEFAULT_FEATURES],
    [
      'the remote set turns search off',
      { remoteGlobal: { search: false }, config: config() },
      { search: false },
    ],
    [
      'the web overlay wins over the remote set',
      { remoteGlobal: { favorites: false }, remoteWeb: { favorites: true }, config: config() },
      { favorites: true },
    ],
    [
      'the app config wins over the web overlay',
      { remoteWeb: { isAutoPlay: true }, config: config({ isAutoPlay: false }) },
      { isAutoPlay: false },
    ],
    [
      'an unset flag leaves the layer below alone',
      { remoteGlobal: { epg: false }, remoteWeb: { epg: undefined }, config: config({}) },
      { epg: false },
    ],
    [
      'older config key custom.epgEnabled: false',
      { config: config(undefined, { epgEnabled: false }) },
      { epg: false },
    ],
    [
      'featureFlags wins over the older key',
      { config: config({ epg: true }, { epgEnabled: false }) },
      { epg: true },
    ],
    [
      'older config key custom.singleClickPlay: true',
      { config: config(undefined, { singleClickPlay: true }) },
      { singleClickPlay: true },
    ],
    [
      'a string is not a flag',
      { config: config(undefined, { singleClickPlay: 'true' }) },
      { singleClickPlay: false },
    ],
    ['search needs a search playlist', { config: config({ search: true }, {}, null) }, { search: false }],
    [
      'settings, legal pages and languages each have their flag',
      {
        remoteWeb: { canShowSettings: false, canShowPrivacyPolicy: false, isMultiLanguageSupport: false },
        config: config(),
      },
      {
        canShowSettings: false,
        canShowPrivacyPolicy: false,
        canShowTermsOfUse: true,
        isMultiLanguageSupport: false,
      },
    ],
  ])('%s', (_name, sources, expected) => {
    expect(resolveFeatures(sources)).toEqual({ ...DEFAULT_FEATURES, ...expected });
  });
});

describe('featureFlagsSchema', () => {
  it.each<[unknown, boolean]>([
    [{}, true],
    [{ search: false, favorites: true }, true],
    [{ search: 'false' }, false],
    [{ search: 0 }, false],
  ])('%j valid: %s', (flags, valid) => {
    expect(featureFlagsSchema.safeParse(flags).success).toBe(valid);
  });
});
