import { z } from 'zod/mini';
import { featureFlagsSchema } from './features.ts';

/**
 * The app configuration (spec: browsing 3, Config), validated strictly (spec: browsing 5): no type
 * coercion, description, siteId and contentSigningService.host required. Unknown keys are kept
 * out of the parsed value rather than rejected, so an operator's extra vendor fields do not stop
 * the app; every field we read has a type here.
 */
const customValues = z.record(z.string(), z.unknown());
const localized = z.object({ en: z.optional(z.string()), es: z.optional(z.string()) });
/** Links the viewer opens: web addresses only (no javascript: or data: URLs from a config). */
const webUrl = z.url({ protocol: /^https?$/ });
const profileFieldSetting = z.object({ enabled: z.boolean(), required: z.boolean() });

export const contentRowSchema = z.object({
  contentId: z.optional(z.string()),
  title: z.optional(z.string()),
  featured: z.optional(z.boolean()),
  backgroundColor: z.optional(z.nullable(z.string())),
  type: z.enum(['playlist', 'continue_watching', 'favorites']),
  custom: z.optional(customValues),
});

export const menuItemSchema = z.object({
  label: z.string(),
  contentId: z.string(),
  filterTags: z.optional(z.string()),
  type: z._default(z.enum(['playlist', 'content_list', 'media']), 'playlist'),
  custom: z.optional(z.object({ drmPlaylistId: z.optional(z.string()), drmMediaId: z.optional(z.string()) })),
});

export const appConfigSchema = z.object({
  id: z.optional(z.string()),
  siteName: z.optional(z.string()),
  description: z.string(),
  siteId: z.string().check(z.minLength(1)),
  analyticsToken: z.optional(z.string()),
  accessModel: z.optional(z.enum(['AVOD', 'AUTHVOD', 'SVOD', 'FREE', 'FREEAUTH'])),
  adSchedule: z.optional(z.string()),
  adConfig: z.optional(z.string()),
  adDeliveryMethod: z.optional(z.enum(['csai', 'ssai'])),
  /** spec: browsing 7, Playback — whose adConfig applies: global, media, or globalandmedia. */
  adConfigLevel: z.optional(z.enum(['global', 'media', 'globalandmedia'])),
  adScheduleUrls: z.optional(z.object({ json: z.optional(z.string()), xml: z.optional(z.string()) })),
  assets: z.optional(z.object({ banner: z.optional(z.nullable(z.string())) })),
  branding: z.optional(z.object({ logo_url: z.optional(z.string()), favicon_url: z.optional(z.string()) })),
  content: z.array(contentRowSchema),
  menu: z._default(z.array(menuItemSchema), []),
  styling: z._default(
    z.object({
      backgroundColor: z.optional(z.nullable(z.string())),
      highlightColor: z.optional(z.nullable(z.string())),
      headerBackground: z.optional(z.nullable(z.string())),
      footerText: z.optional(z.nullable(z.string())),
    }),
    {},
  ),
  features: z._default(
    z.object({
      recommendationsPlaylist: z.optional(z.nullable(z.string())),
      searchPlaylist: z.optional(z.nullable(z.string())),
      continueWatchingList: z.optional(z.nullable(z.string())),
      favoritesList: z.optional(z.nullable(z.string())),
    }),
    {},
  ),
  /** This site's feature flags, over the remote ones (src/config/features.ts). */
  featureFlags: z.optional(featureFlagsSchema),
  integrations: z._default(
    z.object({
      subscriptionProvider: z.optional(
        z.object({
          id: z.optional(z.nullable(z.string())),
          monthlyOffer: z.optional(z.nullable(z.string())),
          yearlyOffer: z.optional(z.nullable(z.string())),
          useSandbox: z.optional(z.boolean()),
        }),
      ),
      accountProvider: z.optional(
        z.object({
          clientId: z.optional(z.nullable(z.string())),
          assetId: z.optional(z.nullable(z.number())),
          useSandbox: z.optional(z.boolean()),
        }),
      ),
    }),
    {},
  ),
  /** spec: accounts 2.3 — social sign-in on, and each provider by its lowercase name. */
  authentication: z.optional(
    z.object({
      social_login_enabled: z.optional(z.boolean()),
      social_login_providers: z.optional(z.record(z.string(), z.boolean())),
    }),
  ),
  /** spec: accounts 5.3, 7.5 — where bot-check tokens are verified; unset: no bot check. */
  lambda: z.optional(z.object({ recaptcha_verification: z.optional(z.string()) })),
  isManagedIdentityEnabled: z.optional(z.boolean()),
  isCustomApiEnabled: z.optional(z.boolean()),
  /**
   * spec: accounts 3.8 — the custom back end's profile fields, each enabled and required or not; the
   * personal details of the managed identity flow (4.5) ask for the enabled ones. Unset: the name only.
   */
  customBackendProfileFields: z.optional(
    z.object({
      first_name_last_name: z.optional(profileFieldSetting),
      company_name: z.optional(profileFieldSetting),
      address: z.optional(profileFieldSetting),
      phone_number: z.optional(profileFieldSetting),
      birth_date: z.optional(profileFieldSetting),
    }),
  ),
  custom: z._default(customValues, {}),
  contentSigningService: z.object({
    host: z.string().check(z.minLength(1)),
    drmPolicyId: z.optional(z.string()),
  }),
  contentProtection: z.optional(
    z.object({
      accessModel: z.optional(z.enum(['free', 'freeauth', 'authvod', 'svod'])),
      drm: z.optional(z.object({ defaultPolicyId: z.optional(z.string()) })),
    }),
  ),
  epgDisplayHours: z.optional(z.tuple([z.string(), z.string()])),
  epgTimeFormat: z.optional(z.enum(['24h', '12h'])),
  epgNoProgramText: z.optional(z.string()),
  epgEmptySlotText: z.optional(z.string()),
  epgDisabledMessage: z.optional(z.string()),
  heroBanner: z.optional(z.enum(['option1', 'option2', 'option3', 'option4'])),
  landscapeThumbnail: z.optional(z.string()),
  autoplayDefaultValue: z.optional(z.enum(['on', 'off'])),
  privacyPolicy: z.optional(localized),
  termsOfUse: z.optional(localized),
  /** spec: browsing 3, Config — redirect URLs used instead of the app's own pages and links. */
  redirectUrls: z.optional(
    z.object({
      privacy_policy: z.optional(webUrl),
      terms_of_use: z.optional(webUrl),
      about_us: z.optional(webUrl),
      footer_support_link: z.optional(webUrl),
    }),
  ),
  /** spec: browsing 2, Legal pages — where each page's link appears ('footer', 'settings'). */
  placements: z.optional(
    z.object({
      privacy_policy: z.optional(z.array(z.string())),
      terms_of_use: z.optional(z.array(z.string())),
      about_us: z.optional(z.array(z.string())),
    }),
  ),
  /** spec: browsing 2, Footer — the client's own site, linked from the footer. */
  clientSiteUrl: z.optional(webUrl),
  supportEmail: z.optional(z.string()),
  /** The item field holding its offer ids (spec: browsing 3, MediaItem). */
  packageKey: z.optional(z.string()),
  max_no_of_fav: z.optional(z.int().check(z.positive())),
  max_no_of_continue_watching: z.optional(z.int().check(z.positive())),
  max_fav_message: z.optional(z.string()),
  byDefaultLanguage: z.optional(z.enum(['en', 'es'])),
  availableLanguages: z.optional(z.array(z.enum(['en', 'es']))),
  cookieConsentName: z.optional(z.string()),
  cookiesButton: z.optional(z.string()),
  cookiesDescription: z.optional(z.string()),
  cookiesExpiredDays: z.optional(z.int().check(z.positive())),
});

export type AppConfig = z.infer<typeof appConfigSchema>;
export type ContentRow = z.infer<typeof contentRowSchema>;
export type MenuItem = z.infer<typeof menuItemSchema>;
