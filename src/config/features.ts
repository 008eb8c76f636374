import { z } from 'zod/mini';

/**
 * spec: browsing 1 and 3, Feature flags — which features appear comes from a remote feature-flag set
 * and the app configuration, with a default overlay for the web platform. One flag set, four layers,
 * each later one winning flag by flag:
 *   1. the product defaults below (every feature on but single-click play and viewer profiles);
 *   2. remote `global_remote_config.feature_flags` (the remote set, shared by every platform);
 *   3. remote `web_config.feature_flags` (the web platform's overlay);
 *   4. the app config's `featureFlags` (one site), plus two older config keys read when it is silent:
 *      `custom.epgEnabled` and `custom.singleClickPlay`.
 * Every layer is validated by the same schema: a flag is a boolean or absent. Search also needs
 * something to search: without a configured search playlist it is off whatever the flags say.
 */
export const DEFAULT_FEATURES = {
  search: true,
  favorites: true,
  continueWatching: true,
  epg: true,
  /** The autoplay toggle in settings. */
  isAutoPlay: true,
  /** The player's up-next countdown and its move to the next item. */
  autoplayNext: true,
  isVideoQualityEnabled: true,
  isMultiLanguageSupport: true,
  canShowPrivacyPolicy: true,
  canShowTermsOfUse: true,
  canShowSettings: true,
  /** Read by the accounts screens (companion documents): sign-in and sign-up buttons. */
  showLogin: true,
  showRegister: true,
  /** spec: accounts 2.2 — the web flag for /activate, where a phone approves a TV's sign-in. */
  activate_tv: true,
  /**
   * spec: accounts 1, 2.2, 6 — viewer profiles, with an integration that keeps them. Off unless a site
   * turns it on: a site that has never had profiles must not start sending its viewers to 'who is
   * watching?' because the app was updated.
   */
  profiles: false,
  /** spec: accounts 2.2, 6 — with profiles on: a signed-in viewer picks one before browsing (SVOD, AUTHVOD). */
  profileSwitching: true,
  singleClickPlay: false,
  /**
   * spec: browsing 3 — the analytics flag (the reference app's isGoogleAnalytics): with the config's
   * analyticsToken, the app reports screen views, plays and scroll milestones. No token, no reports.
   */
  analytics: true,
  /** spec: payments 6 — isRenewableEnabled: the payments page offers to renew a cancelled subscription. */
  isRenewableEnabled: true,
};

export type Features = Record<keyof typeof DEFAULT_FEATURES, boolean>;
export type FeatureFlags = Partial<Features>;

/** Every flag of the set, each a boolean or absent (built from the defaults: one list of names). */
export const featureFlagsSchema: z.ZodMiniType<FeatureFlags> = z.partial(
  z.object(
    Object.fromEntries(Object.keys(DEFAULT_FEATURES).map((name) => [name, z.boolean()])) as Record<
      keyof Features,
      z.ZodMiniBoolean
    >,
  ),
);

/** What a layer says, without the flags it leaves unset (an explicit undefined must not unset one). */
function defined(flags: FeatureFlags | undefined): FeatureFlags {
  return Object.fromEntries(Object.entries(flags ?? {}).filter(([, value]) => typeof value === 'boolean'));
}

/** The older per-site keys, read only where `featureFlags` says nothing. */
function legacyConfigFlags(custom: Record<string, unknown>): FeatureFlags {
  const flags: FeatureFlags = {};
  if (custom.epgEnabled === false) flags.epg = false;
  if (custom.singleClickPlay === true) flags.singleClickPlay = true;
  return flags;
}

export interface FeatureSources {
  remoteGlobal?: FeatureFlags;
  remoteWeb?: FeatureFlags;
  config: {
    featureFlags?: FeatureFlags;
    custom: Record<string, unknown>;
    features: { searchPlaylist?: string | null };
  };
}

export function resolveFeatures({ remoteGlobal, remoteWeb, config }: FeatureSources): Features {
  const features: Features = {
    ...DEFAULT_FEATURES,
    ...defined(remoteGlobal),
    ...defined(remoteWeb),
    ...legacyConfigFlags(config.custom),
    ...defined(config.featureFlags),
  };
  return { ...features, search: features.search && Boolean(config.features.searchPlaylist) };
}
