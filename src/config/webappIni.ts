import { parse } from 'ini';
import { z } from 'zod';

/**
 * spec: browsing 1, Start-up step 1. `contentHost` is ours: where the content API lives when it is
 * not the page's own origin, so an operator can point the app at another back end without a build.
 */
export const webappIniSchema = z.object({
  defaultConfigSource: z.string().trim().optional(),
  additionalAllowedConfigSources: z.array(z.string().trim().min(1)).default([]),
  UNSAFE_allowAnyConfigSource: z.boolean().default(false),
  playerId: z.string().optional(),
  playerLicenseKey: z.string().optional(),
  contentHost: z.url().optional(),
});

export type WebappIni = z.infer<typeof webappIniSchema>;

/** Parses the text of /.webapp.ini; throws a ZodError when a field has the wrong type. */
export function parseWebappIni(text: string): WebappIni {
  return webappIniSchema.parse(parse(text));
}
