import { describe, expect, it } from 'vitest';
import { accountAreaEntries } from './accountArea.ts';

const all = { canShowTermsOfUse: true, canShowPrivacyPolicy: true, canShowSettings: true };
const keys = (...args: Parameters<typeof accountAreaEntries>) =>
  accountAreaEntries(...args).map((e) => e.key);

/** spec: accounts 2.10. */
describe('the user area navigation', () => {
  it.each([
    [
      'everything on',
      all,
      true,
      ['account', 'export_data', 'terms_of_use', 'privacy_policy', 'settings', 'sign_out'],
    ],
    [
      'an integration without export',
      all,
      false,
      ['account', 'terms_of_use', 'privacy_policy', 'settings', 'sign_out'],
    ],
    [
      'legal pages and settings off',
      { canShowTermsOfUse: false, canShowPrivacyPolicy: false, canShowSettings: false },
      true,
      ['account', 'export_data', 'sign_out'],
    ],
  ])('%s', (_, features, exportData, expected) => {
    expect(keys({ features, exportData })).toEqual(expected);
  });

  it('lists Payments after Account where something is sold (spec: payments 1, 6)', () => {
    expect(keys({ features: all, exportData: false, payments: true }).slice(0, 2)).toEqual([
      'account',
      'payments',
    ]);
    expect(keys({ features: all, exportData: false, payments: false })).not.toContain('payments');
  });

  it('opens export data as a modal over the page, the rest as user-area routes', () => {
    const entries = accountAreaEntries({ features: all, exportData: true });
    expect(entries.find((e) => e.key === 'export_data')?.to).toBe('?u=export-data');
    expect(entries.filter((e) => e.key !== 'export_data').every((e) => e.to.startsWith('/u/'))).toBe(true);
  });
});
