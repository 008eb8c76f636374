import { z } from 'zod/mini';
import { featureFlagsSchema } from './features.ts';

/** spec: browsing 3, Remote configuration — theme colours and branding fonts. */
const themeColorsSchema = z.partial(
  z.object({
    primary: z.string(),
    background: z.string(),
    neutral_900: z.string(),
    neutral_800: z.string(),
    neutral_500: z.string(),
    neutral_400: z.string(),
    neutral_300: z.string(),
    neutral_white: z.string(),
    alert_error: z.string(),
    alert_success: z.string(),
    neutral_alpha_40: z.string(),
    neutral_alpha_60: z.string(),
    neutral_alpha_80: z.string(),
    transparent: z.string(),
  }),
);

export const remoteConfigSchema = z.object({
  global_remote_config: z.optional(
    z.object({
      theme: z.optional(z.object({ theme_colors: z.optional(themeColorsSchema) })),
      feature_flags: z.optional(featureFlagsSchema),
    }),
  ),
  web_config: z.optional(
    z.object({
      appConfig: z.optional(
        z.object({
          branding: z.optional(
            z.object({
              primary_font: z.optional(z.string()),
              secondary_font: z.optional(z.string()),
              logo_url: z.optional(z.string()),
            }),
          ),
        }),
      ),
      /** The web platform's overlay on the remote feature flags (spec: browsing 1). */
      feature_flags: z.optional(featureFlagsSchema),
    }),
  ),
});

export type RemoteConfig = z.infer<typeof remoteConfigSchema>;

export type ThemeColors = z.infer<typeof themeColorsSchema>;

export interface Branding {
  colors: ThemeColors;
  primaryFont?: string;
  secondaryFont?: string;
  logoUrl?: string;
}

export const REMOTE_CONFIG_KEYS = ['global_remote_config', 'web_config'] as const;
/** spec: browsing 1, Start-up step 5. */
export const REMOTE_CONFIG_TIMEOUT_MS = 30_000;

export function brandingFrom(remote: RemoteConfig): Branding {
  const branding = remote.web_config?.appConfig?.branding;
  return {
    colors: remote.global_remote_config?.theme?.theme_colors ?? {},
    primaryFont: branding?.primary_font,
    secondaryFont: branding?.secondary_font,
    logoUrl: branding?.logo_url,
  };
}

/** A CSS font-family list that cannot break out of its declaration. */
function safeFontFamily(font: string): string {
  return font.replace(/[;{}<>]/g, '');
}

/** CSS custom properties for the theme; the stylesheet reads only these. */
export function themeVariables(branding: Branding): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, value] of Object.entries(branding.colors)) {
    if (value && isCssColor(value)) variables[`--color-${name.replace(/_/g, '-')}`] = value;
  }
  if (branding.primaryFont) variables['--font-primary'] = safeFontFamily(branding.primaryFont);
  if (branding.secondaryFont) variables['--font-secondary'] = safeFontFamily(branding.secondaryFont);
  return variables;
}

/** Hex, rgb(a) and hsl(a) colours, or 'transparent': enough for themes, nothing that can inject CSS. */
const CSS_COLOR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/]+\)|transparent)$/i;

export function isCssColor(value: string): boolean {
  return CSS_COLOR.test(value);
}
