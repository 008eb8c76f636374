import type { AppConfig } from '../config/appConfigSchema.ts';
import { type Branding, isCssColor, themeVariables } from '../config/remoteConfig.ts';
import { textColorOn } from '../domain/cardRules.ts';

/**
 * The page's theme as CSS custom properties: the remote theme colours and fonts (spec: browsing 3,
 * Remote configuration), the config's styling.backgroundColor and highlightColor over them, and the
 * text colour on the primary colour by the luminance rule of spec: browsing 5.
 */
export function pageTheme(branding: Branding, styling: AppConfig['styling']): Record<string, string> {
  const colors = { ...branding.colors };
  // A config colour that is not a colour leaves the remote one in place.
  if (styling.backgroundColor && isCssColor(styling.backgroundColor))
    colors.background = styling.backgroundColor;
  if (styling.highlightColor && isCssColor(styling.highlightColor)) colors.primary = styling.highlightColor;
  const variables = themeVariables({ ...branding, colors });
  const primary = variables['--color-primary'];
  if (primary) variables['--color-on-primary'] = textColorOn(primary);
  return variables;
}
