import { Hono } from 'hono';
import type { FacadeDeps } from '../shared/facadeContext.ts';

/**
 * What the account provider tells anyone (spec: accounts 6 — anonymous): the register fields with the
 * built-in terms field (3.2), restriction settings, and the capability flags of spec section 1.
 */
export function paywallInfoRoutes(deps: FacadeDeps) {
  return new Hono()
    .get('/accounts/register-fields/:merchantUuid', (c) => {
      const terms = {
        id: 0,
        type: 'checkbox',
        name: 'terms',
        label: 'I accept the Terms and Conditions',
        placeholder: '',
        required: true,
        options: [],
        default_value: '',
        enabled_by_default: false,
        version: '1',
        isCustomRegisterField: true,
      };
      const consents = deps.accounts.consents
        .publisherConsents()
        .filter((consent) => consent.name !== 'terms')
        .map((consent, index) => ({
          id: index + 1,
          type: 'checkbox',
          name: consent.name,
          label: consent.label,
          placeholder: consent.placeholder,
          required: consent.required,
          options: [],
          default_value: '',
          enabled_by_default: false,
          version: consent.version,
          isCustomRegisterField: true,
        }));
      return c.json({ collection: [terms, ...consents] });
    })
    .get('/restrictions/settings/:merchantUuid', (c) =>
      c.json({ age_verification_enabled: false, age_verification_type: 'pin_code', minimum_age: 0 }),
    )
    .get('/v2/features', (c) =>
      c.json({
        canUpdateEmail: false,
        canChangePasswordWithOldPassword: true,
        canExportAccountData: true,
        canDeleteAccount: true,
        hasSocialURLs: true,
        hasProfiles: true,
        hasNotifications: true,
        hasReceipts: true,
        canRenewSubscription: false,
        canUpdatePaymentMethod: false,
        watchListSizeLimit: 48,
      }),
    );
}
