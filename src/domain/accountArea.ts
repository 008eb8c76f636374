import type { Features } from '../config/features.ts';

export interface AccountAreaEntry {
  key: 'account' | 'payments' | 'export_data' | 'terms_of_use' | 'privacy_policy' | 'settings' | 'sign_out';
  to: string;
}

/**
 * spec: accounts 2.10 — the user area's navigation, in the spec's order: Account, Export data (where
 * the integration exports; it opens its modal over the page), Terms of use, Privacy policy, Settings
 * (canShowSettings), Sign out; and after Account, Payments where something is sold (spec: payments 1,
 * 6 — not with the AVOD model, and only with an integration that takes payments).
 */
export function accountAreaEntries({
  features,
  exportData,
  payments = false,
}: {
  features: Pick<Features, 'canShowTermsOfUse' | 'canShowPrivacyPolicy' | 'canShowSettings'>;
  exportData: boolean;
  payments?: boolean;
}): AccountAreaEntry[] {
  const entries: Array<AccountAreaEntry | false> = [
    { key: 'account', to: '/u/my-account' },
    payments && { key: 'payments', to: '/u/payments' },
    exportData && { key: 'export_data', to: '?u=export-data' },
    features.canShowTermsOfUse && { key: 'terms_of_use', to: '/u/terms-of-use' },
    features.canShowPrivacyPolicy && { key: 'privacy_policy', to: '/u/privacy-policy' },
    features.canShowSettings && { key: 'settings', to: '/u/settings' },
    { key: 'sign_out', to: '/u/signout' },
  ];
  return entries.filter((entry) => entry !== false);
}
