import { parse } from 'ini';
import { z } from 'zod/mini';

/**
 * spec: browsing 1, Start-up step 1. `contentHost` is ours: where the content API lives when it is
 * not the page's own origin, so an operator can point the app at another back end without a build.
 */
export const webappIniSchema = z.object({
  defaultConfigSource: z.optional(z.string().check(z.trim())),
  additionalAllowedConfigSources: z._default(z.array(z.string().check(z.trim()).check(z.minLength(1))), []),
  UNSAFE_allowAnyConfigSource: z._default(z.boolean(), false),
  playerId: z.optional(z.string()),
  playerLicenseKey: z.optional(z.string()),
  contentHost: z.optional(z.url()),
  /** Where the identity providers live; unset: the reference back end's façades on the content host. */
  subscriptionProviderHost: z.optional(z.url()),
  accountProviderHost: z.optional(z.url()),
  /**
   * The managed identity service (spec: accounts 7.4): its OpenID issuer and the app's client id there;
   * the custom back end's base address (7.3). Unset: the reference back end's, on the content host.
   */
  identityIssuer: z.optional(z.url()),
  identityClientId: z.optional(z.string().check(z.minLength(1))),
  customApiHost: z.optional(z.url()),
});

export type WebappIni = z.infer<typeof webappIniSchema>;

/** Parses the text of /.webapp.ini; throws a ZodError when a field has the wrong type. */
export function parseWebappIni(text: string): WebappIni {
  return webappIniSchema.parse(parse(text));
}
