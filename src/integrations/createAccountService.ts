import type { StartupResult } from '../config/startup.ts';
import type { AccountService } from './accountService.ts';

/** The app's client id at the reference back end's managed identity. */
const REFERENCE_IDENTITY_CLIENT = 'reference-identity';

/** Where a provider lives: the .webapp.ini's address for it, else the reference back end's façade. */
export function providerHost(startup: StartupResult, iniHost: string | undefined, facade: string): string {
  return iniHost ?? `${startup.contentHost.replace(/\/$/, '')}/providers/${facade}`;
}

/**
 * The account service of the configured integration (spec: accounts 1), or undefined when none is
 * (guests only). Each adapter is its own chunk: a site loads only its provider's code.
 */
export async function createAccountService(
  startup: StartupResult,
  onSignedOut: () => void,
): Promise<AccountService | undefined> {
  const { config, ini } = startup;
  const { subscriptionProvider } = config.integrations;
  if (subscriptionProvider?.id) {
    const { subscriptionAccountService } = await import('./subscription/subscriptionAccountService.ts');
    return subscriptionAccountService({
      host: providerHost(startup, ini.subscriptionProviderHost, 'subscription'),
      publisherId: subscriptionProvider.id,
      deviceHost: providerHost(startup, undefined, 'device'),
      onSignedOut,
    });
  }
  const { accountProvider } = config.integrations;
  if (accountProvider?.clientId) {
    const { paywallAccountService } = await import('./paywall/paywallAccountService.ts');
    return paywallAccountService({
      host: providerHost(startup, ini.accountProviderHost, 'paywall'),
      clientId: accountProvider.clientId,
      deviceHost: providerHost(startup, undefined, 'device'),
      onSignedOut,
    });
  }
  if (config.isManagedIdentityEnabled || config.isCustomApiEnabled) {
    const { identityAccountService } = await import('./identity/identityAccountService.ts');
    return identityAccountService({
      issuer: providerHost(startup, ini.identityIssuer, 'identity'),
      clientId: ini.identityClientId ?? REFERENCE_IDENTITY_CLIENT,
      customHost: providerHost(startup, ini.customApiHost, 'custom'),
      deviceHost: providerHost(startup, undefined, 'device'),
      appOrigin: window.location.origin,
      profileFields: config.customBackendProfileFields,
      language: () => document.documentElement.lang || 'en',
      onSignedOut,
    });
  }
  return undefined;
}
