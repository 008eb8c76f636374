import type { Features } from '../config/features.ts';

export interface AccountAreaEntry {
  key: 'account' | 'export_data' | 'terms_of_use' | 'privacy_policy' | 'settings' | 'sign_out';
  to: string;
}

/**
 * spec: accounts 2.10 — the user area's navigation, in the spec's order: Account, Export data (where
 * the integration exports; it opens its modal over the page), Terms of use, Privacy policy, Settings
 * (canShowSettings), Sign out. 'My subscription' joins with the payments work, whose page it opens.
 */
export function accountAreaEntries({
  features,
  exportData,
}: {
  features: Pick<Features, 'canShowTermsOfUse' | 'canShowPrivacyPolicy' | 'canShowSettings'>;
  exportData: boolean;
}): AccountAreaEntry[] {
  const entries: Array<AccountAreaEntry | false> = [
    { key: 'account', to: '/u/my-account' },
    exportData && { key: 'export_data', to: '?u=export-data' },
    features.canShowTermsOfUse && { key: 'terms_of_use', to: '/u/terms-of-use' },
    features.canShowPrivacyPolicy && { key: 'privacy_policy', to: '/u/privacy-policy' },
    features.canShowSettings && { key: 'settings', to: '/u/settings' },
    { key: 'sign_out', to: '/u/signout' },
  ];
  return entries.filter((entry) => entry !== false);
}
