import type { StartupResult } from '../config/startup.ts';
import { AccountError } from './accountError.ts';
import type { AccountService } from './accountService.ts';

/** Where a provider lives: the .webapp.ini's address for it, else the reference back end's façade. */
function providerHost(startup: StartupResult, iniHost: string | undefined, facade: string): string {
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
      onSignedOut,
    });
  }
  const { accountProvider } = config.integrations;
  if (accountProvider?.clientId) {
    const { paywallAccountService } = await import('./paywall/paywallAccountService.ts');
    return paywallAccountService({
      host: providerHost(startup, ini.accountProviderHost, 'paywall'),
      clientId: accountProvider.clientId,
      onSignedOut,
    });
  }
  // The managed identity service with the custom back end: its adapter is not written yet.
  if (config.isManagedIdentityEnabled || config.isCustomApiEnabled)
    throw new AccountError('errors.integration_not_built');
  return undefined;
}
