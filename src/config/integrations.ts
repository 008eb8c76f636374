import type { AppConfig } from './appConfigSchema.ts';

export type IntegrationKind = 'subscriptionProvider' | 'accountProvider' | 'customBackend';

/**
 * spec: browsing 1 and accounts 1 — the subscription provider is on when its id is set, the account
 * provider when its clientId is set. The managed identity service completes its accounts through the
 * custom back end (accounts 4.5), so together they are one integration.
 */
export function enabledIntegrations(config: AppConfig): IntegrationKind[] {
  const { subscriptionProvider, accountProvider } = config.integrations;
  const enabled: IntegrationKind[] = [];
  if (subscriptionProvider?.id) enabled.push('subscriptionProvider');
  if (accountProvider?.clientId) enabled.push('accountProvider');
  if (config.isManagedIdentityEnabled || config.isCustomApiEnabled) enabled.push('customBackend');
  return enabled;
}
