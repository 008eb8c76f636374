import { z } from 'zod';

/**
 * The app configuration (spec: browsing 3, Config), validated strictly (spec: browsing 5): no type
 * coercion, description, siteId and contentSigningService.host required. Unknown keys are kept
 * out of the parsed value rather than rejected, so an operator's extra vendor fields do not stop
 * the app; every field we read has a type here.
 */
const customValues = z.record(z.string(), z.unknown());
const localized = z.object({ en: z.string().optional(), es: z.string().optional() });

export const contentRowSchema = z.object({
  contentId: z.string().optional(),
  title: z.string().optional(),
  featured: z.boolean().optional(),
  backgroundColor: z.string().nullable().optional(),
  type: z.enum(['playlist', 'continue_watching', 'favorites']),
  custom: customValues.optional(),
});

export const menuItemSchema = z.object({
  label: z.string(),
  contentId: z.string(),
  filterTags: z.string().optional(),
  type: z.enum(['playlist', 'content_list', 'media']).default('playlist'),
  custom: z.object({ drmPlaylistId: z.string().optional(), drmMediaId: z.string().optional() }).optional(),
});

export const appConfigSchema = z.object({
  id: z.string().optional(),
  siteName: z.string().optional(),
  description: z.string(),
  siteId: z.string().min(1),
  analyticsToken: z.string().optional(),
  accessModel: z.enum(['AVOD', 'AUTHVOD', 'SVOD', 'FREE', 'FREEAUTH']).optional(),
  adSchedule: z.string().optional(),
  adConfig: z.string().optional(),
  adDeliveryMethod: z.enum(['csai', 'ssai']).optional(),
  /** spec: browsing 7, Playback — whose adConfig applies: global, media, or globalandmedia. */
  adConfigLevel: z.enum(['global', 'media', 'globalandmedia']).optional(),
  adScheduleUrls: z.object({ json: z.string().optional(), xml: z.string().optional() }).optional(),
  assets: z.object({ banner: z.string().nullable().optional() }).optional(),
  branding: z.object({ logo_url: z.string().optional(), favicon_url: z.string().optional() }).optional(),
  content: z.array(contentRowSchema),
  menu: z.array(menuItemSchema).default([]),
  styling: z
    .object({
      backgroundColor: z.string().nullable().optional(),
      highlightColor: z.string().nullable().optional(),
      headerBackground: z.string().nullable().optional(),
      footerText: z.string().nullable().optional(),
    })
    .default({}),
  features: z
    .object({
      recommendationsPlaylist: z.string().nullable().optional(),
      searchPlaylist: z.string().nullable().optional(),
      continueWatchingList: z.string().nullable().optional(),
      favoritesList: z.string().nullable().optional(),
    })
    .default({}),
  integrations: z
    .object({
      subscriptionProvider: z
        .object({
          id: z.string().nullable().optional(),
          monthlyOffer: z.string().nullable().optional(),
          yearlyOffer: z.string().nullable().optional(),
          useSandbox: z.boolean().optional(),
        })
        .optional(),
      accountProvider: z
        .object({
          clientId: z.string().nullable().optional(),
          assetId: z.number().nullable().optional(),
          useSandbox: z.boolean().optional(),
        })
        .optional(),
    })
    .default({}),
  isManagedIdentityEnabled: z.boolean().optional(),
  isCustomApiEnabled: z.boolean().optional(),
  custom: customValues.default({}),
  contentSigningService: z.object({ host: z.string().min(1), drmPolicyId: z.string().optional() }),
  contentProtection: z
    .object({
      accessModel: z.enum(['free', 'freeauth', 'authvod', 'svod']).optional(),
      drm: z.object({ defaultPolicyId: z.string().optional() }).optional(),
    })
    .optional(),
  epgDisplayHours: z.tuple([z.string(), z.string()]).optional(),
  epgTimeFormat: z.enum(['24h', '12h']).optional(),
  epgNoProgramText: z.string().optional(),
  epgEmptySlotText: z.string().optional(),
  epgDisabledMessage: z.string().optional(),
  heroBanner: z.enum(['option1', 'option2', 'option3', 'option4']).optional(),
  landscapeThumbnail: z.string().optional(),
  autoplayDefaultValue: z.enum(['on', 'off']).optional(),
  privacyPolicy: localized.optional(),
  termsOfUse: localized.optional(),
  supportEmail: z.string().optional(),
  /** The item field holding its offer ids (spec: browsing 3, MediaItem). */
  packageKey: z.string().optional(),
  max_no_of_fav: z.number().int().positive().optional(),
  max_no_of_continue_watching: z.number().int().positive().optional(),
  max_fav_message: z.string().optional(),
  byDefaultLanguage: z.enum(['en', 'es']).optional(),
  availableLanguages: z.array(z.enum(['en', 'es'])).optional(),
  cookieConsentName: z.string().optional(),
  cookiesButton: z.string().optional(),
  cookiesDescription: z.string().optional(),
  cookiesExpiredDays: z.number().int().positive().optional(),
});

export type AppConfig = z.infer<typeof appConfigSchema>;
export type ContentRow = z.infer<typeof contentRowSchema>;
export type MenuItem = z.infer<typeof menuItemSchema>;
