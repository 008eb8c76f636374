import { z } from 'zod/mini';
import { AccountError } from '../accountError.ts';
import type { AccountCapabilities, AccountService, Consent } from '../accountService.ts';
import { referenceDevice } from '../device/referenceDevice.ts';
import { itemLists } from '../itemLists.ts';
import { providerStorage } from '../session/providerStorage.ts';
import { SignedOutError } from '../session/tokenSession.ts';
import {
  accountSchema,
  customerConsentsOf,
  registerFieldsSchema,
  type TokenAnswer,
  toConsents,
  toCustomer,
  tokenAnswerSchema,
  toTokens,
} from './paywallAccount.ts';
import { type PaywallSettings, paywallClient } from './paywallClient.ts';
import { paywallErrorTables } from './paywallErrors.ts';
import { BRANDING_ID, consentsForm, nameForm, signUpForm } from './paywallForms.ts';
import { paywallNotifications } from './paywallNotifications.ts';
import { paywallPayments } from './paywallPayments.ts';
import { paywallProfiles } from './paywallProfiles.ts';

const socialUrlsSchema = z.object({ social_urls: z.array(z.record(z.string(), z.string())) });

/** spec: accounts 1, the capability table's account provider column. */
const capabilities: AccountCapabilities = {
  updateEmail: false,
  changePasswordWithOldPassword: true,
  exportData: true,
  deleteAccount: true,
  socialUrls: true,
  profiles: true,
  notifications: true,
  // spec: accounts 2.7 — the reset token field is hidden only with the subscription provider.
  resetTokenField: true,
  listLimit: 48,
  passwordConfirmsDeletion: true,
  passwordChangeSignsOut: false,
};

/**
 * The account provider, or paywall (spec: accounts 7.2): form-urlencoded calls, its own token record
 * (3.5), logout at the provider, and favourites and history as the account's media lists.
 */
export function paywallAccountService(settings: PaywallSettings): AccountService {
  const client = paywallClient(settings);
  const { call, session } = client;
  const lists = itemLists(
    (method, path, options) =>
      call(method, path, { ...options, table: paywallErrorTables.other, bearer: true }),
    { favorites: '/v2/accounts/media/favorites', history: '/v2/accounts/media/watch-history' },
    capabilities.listLimit,
  );

  const fetchAccount = () =>
    call('GET', '/accounts', { schema: accountSchema, table: paywallErrorTables.other, bearer: true });
  const fetchCustomer = async () => toCustomer(await fetchAccount());
  const startSession = (answer: TokenAnswer) => {
    session.start(toTokens(answer));
    return answer.account ? toCustomer(answer.account) : fetchCustomer();
  };

  const notifications = paywallNotifications(client, settings.storage ?? providerStorage(), settings.now);
  const device = referenceDevice(settings.deviceHost, () => session.accessToken());

  const service: AccountService = {
    capabilities,
    profiles: paywallProfiles(client),
    notifications,
    payments: paywallPayments({ client, host: settings.host }),
    accessToken: () => session.accessToken(),
    devicePairing: {
      integration: 'paywall',
      adoptTokens: async (answer) =>
        startSession({
          access_token: answer.access_token,
          refresh_token: answer.refresh_token,
          expires: answer.expires ?? Math.floor(Date.now() / 1000) + answer.expires_in,
        }),
      ...device,
    },
    async currentCustomer() {
      if (!session.signedIn()) return null;
      try {
        return await fetchCustomer();
      } catch (error) {
        if (error instanceof SignedOutError) return null;
        throw error;
      }
    },
    async signIn({ email, password }) {
      const answer = await call('POST', '/accounts/authenticate', {
        form: {
          client_id: client.clientId,
          grant_type: 'password',
          username: email,
          password,
          referrer: client.referrer,
        },
        schema: tokenAnswerSchema,
        table: paywallErrorTables.signIn,
      });
      return startSession(answer);
    },
    async socialSignInUrls(redirect) {
      // spec: accounts 7.2 — state is base64 of JSON {client_id, redirect}; the answer's maps are merged.
      const state = btoa(JSON.stringify({ client_id: client.clientId, redirect }));
      const { social_urls } = await call('GET', `/accounts/social?state=${encodeURIComponent(state)}`, {
        schema: socialUrlsSchema,
        table: paywallErrorTables.other,
      });
      return social_urls.flatMap((urls) =>
        Object.entries(urls).map(([provider, url]) => ({ provider, url })),
      );
    },
    async signInWithTokens(fragment) {
      const answer = z.safeParse(tokenAnswerSchema, {
        access_token: fragment.get('token') ?? '',
        refresh_token: fragment.get('refresh_token') ?? '',
        expires: Number(fragment.get('expires')),
      });
      if (!answer.success || !answer.data.access_token) throw new AccountError('login.unexpected_error');
      return startSession(answer.data);
    },
    async signUp(registration) {
      const known = await service.publisherConsents();
      const answer = await call('POST', '/accounts', {
        form: signUpForm(registration, known, client),
        schema: tokenAnswerSchema,
        table: paywallErrorTables.signUp,
      });
      return startSession(answer);
    },
    async signOut() {
      try {
        if (session.signedIn())
          await call('GET', '/accounts/logout', {
            schema: z.unknown(),
            table: paywallErrorTables.other,
            bearer: true,
          });
      } catch {
        // spec: accounts 4.1 — best effort: the tokens are forgotten whatever the provider said.
      } finally {
        session.end();
        // spec: payments 4 — signing out removes the notification credentials too.
        notifications.forget();
      }
    },
    async publisherConsents(): Promise<Consent[]> {
      const fields = await call(
        'GET',
        `/accounts/register-fields/${encodeURIComponent(client.merchantUuid)}`,
        {
          schema: registerFieldsSchema,
          table: paywallErrorTables.other,
        },
      );
      return toConsents(fields);
    },
    async customerConsents() {
      const [account, known] = await Promise.all([fetchAccount(), service.publisherConsents()]);
      return customerConsentsOf(account, known);
    },
    async saveConsents(accepted) {
      // PUT /accounts asks for the full name each time: the account's own, kept as it is.
      const [customer, known] = await Promise.all([fetchCustomer(), service.publisherConsents()]);
      await call('PUT', '/accounts', {
        form: { ...nameForm(customer.firstName, customer.lastName), ...consentsForm(accepted, known) },
        schema: accountSchema,
        table: paywallErrorTables.account,
        bearer: true,
      });
    },
    async updateName(_customer, firstName, lastName) {
      const account = await call('PUT', '/accounts', {
        form: nameForm(firstName, lastName),
        schema: accountSchema,
        table: paywallErrorTables.account,
        bearer: true,
      });
      return toCustomer(account);
    },
    async requestPasswordReset(email) {
      // The provider builds the link itself, from the merchant's settings (here: the app's origin):
      // spec 7.2 sends no reset address.
      await call('POST', '/accounts/forgot-password', {
        form: { email, merchant_uuid: client.merchantUuid, branding_id: BRANDING_ID },
        schema: z.unknown(),
        table: paywallErrorTables.forgotPassword,
      });
    },
    async resetPassword({ resetPasswordToken, password, passwordConfirmation }) {
      await call('PUT', `/accounts/forgot-password/${encodeURIComponent(resetPasswordToken)}`, {
        form: { password, password_confirmation: passwordConfirmation, branding_id: BRANDING_ID },
        schema: z.unknown(),
        table: paywallErrorTables.password,
      });
    },
    async changePassword(_customer, { oldPassword, password, passwordConfirmation }) {
      await call('POST', '/accounts/change-password', {
        form: {
          old_password: oldPassword,
          password,
          password_confirmation: passwordConfirmation,
          branding_id: BRANDING_ID,
        },
        schema: z.unknown(),
        table: paywallErrorTables.password,
        bearer: true,
      });
    },
    async exportData(password) {
      // The provider mails the export to the account's address.
      await call('POST', '/accounts/export', {
        form: { password, branding_id: BRANDING_ID },
        schema: z.unknown(),
        table: paywallErrorTables.exportData,
        bearer: true,
      });
    },
    async deleteAccount(password) {
      await call('DELETE', '/accounts/erase', {
        form: { password, branding_id: BRANDING_ID },
        schema: z.unknown(),
        table: paywallErrorTables.deleteAccount,
        bearer: true,
      });
      // The account is gone, and its tokens with it.
      session.end();
    },
    getList: (_customer, kind) => lists.get(kind),
    setList: (_customer, kind, entries) => lists.set(kind, entries),
  };
  return service;
}
