import type { AccessModel } from '../domain/entitlement.ts';
import type { AppConfig } from './appConfigSchema.ts';

/**
 * spec: browsing 4, Access model derivation — the subscription provider gives SVOD with a monthly or
 * yearly offer, else AUTHVOD; the account provider gives SVOD with an assetId, else AUTHVOD;
 * contentProtection free/freeauth overrides both; otherwise the configured model (AVOD by default).
 */
export function accessModelOf(config: AppConfig): AccessModel {
  const protection = config.contentProtection?.accessModel;
  if (protection === 'free') return 'FREE';
  if (protection === 'freeauth') return 'FREEAUTH';
  const { subscriptionProvider, accountProvider } = config.integrations;
  if (subscriptionProvider?.id)
    return subscriptionProvider.monthlyOffer || subscriptionProvider.yearlyOffer ? 'SVOD' : 'AUTHVOD';
  if (accountProvider?.clientId) return accountProvider.assetId ? 'SVOD' : 'AUTHVOD';
  return config.accessModel ?? 'AVOD';
}
