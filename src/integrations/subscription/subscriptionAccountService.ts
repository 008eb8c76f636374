import { z } from 'zod/mini';
import { codeToSend } from '../../domain/oneTimeCode.ts';
import { AccountError, catalogueError } from '../accountError.ts';
import type { AccountCapabilities, AccountService, Consent, ListKind } from '../accountService.ts';
import { referenceDevice } from '../device/referenceDevice.ts';
import { jsonBody, jsonHeaders, providerRequest } from '../providerRequest.ts';
import { jwtExpiry, type Tokens, tokenStore } from '../session/storedTokens.ts';
import { createTokenSession, SignedOutError } from '../session/tokenSession.ts';
import {
  authRecordSchema,
  authSchema,
  captureStatusSchema,
  consentsSchema,
  customerConsentsSchema,
  customerIdOf,
  customerSchema,
  envelopeSchema,
  toCustomer,
} from './subscriptionAccount.ts';
import type { CallOptions } from './subscriptionCalls.ts';
import { subscriptionErrorTables } from './subscriptionErrors.ts';
import { subscriptionPayments } from './subscriptionPayments.ts';

const capabilities: AccountCapabilities = {
  updateEmail: true,
  changePasswordWithOldPassword: false,
  exportData: false,
  deleteAccount: false,
  socialUrls: false,
  profiles: false,
  notifications: false,
  resetTokenField: false,
  listLimit: 48,
  passwordConfirmsDeletion: true,
  passwordChangeSignsOut: false,
};

export interface SubscriptionSettings {
  /** The provider's API host (sandbox or production, as the config says). */
  host: string;
  publisherId: string;
  /** The reference back end's device endpoints (TV sign-in by phone). */
  deviceHost: string;
  /** The session ended on its own (refresh refused, 'Invalid JWT token'): the app signs out. */
  onSignedOut(): void;
  now?: () => number;
}

/**
 * The subscription provider (spec: accounts 7.1): JSON calls, `{responseData, errors[]}`, a JWT and a
 * refresh token kept as the product's auth record, favourites and history in the customer's
 * externalData.
 */
export function subscriptionAccountService({
  host,
  publisherId,
  deviceHost,
  onSignedOut,
  now,
}: SubscriptionSettings) {
  const url = (path: string) => `${host.replace(/\/$/, '')}${path}`;
  const toTokens = (jwt: string, refreshToken: string): Tokens => ({
    accessToken: jwt,
    refreshToken,
    expiresAt: jwtExpiry(jwt),
  });

  /** A call; its errors in the table's keys. `bearer` adds the session's token (refreshed on a 401). */
  async function call<T>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    path: string,
    options: CallOptions<T>,
  ): Promise<T> {
    const send = async (token?: string) =>
      providerRequest(url(path), {
        method,
        headers: { ...jsonHeaders(token), ...options.headers },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
    let response = await send(options.bearer ? await session.accessToken() : undefined);
    if (response.status === 401 && options.bearer) response = await send(await session.forceRefresh());
    const envelope = z.safeParse(envelopeSchema, await jsonBody(response));
    if (!envelope.success) throw new AccountError('errors.unexpected_response');
    const [message] = envelope.data.errors;
    if (!response.ok || message !== undefined) {
      // spec: accounts 4.1 — "Invalid JWT token" from any call signs the user out.
      if (message?.includes('Invalid JWT token')) {
        session.end();
        onSignedOut();
        throw new SignedOutError();
      }
      throw catalogueError(message ?? '', options.table.rules, options.table.fallback);
    }
    const data = z.safeParse(options.schema, envelope.data.responseData);
    if (!data.success) throw new AccountError('errors.unexpected_response', undefined, { cause: data.error });
    return data.data;
  }

  const session = createTokenSession({
    store: tokenStore({
      key: 'auth',
      schema: authRecordSchema,
      toTokens: (stored) => toTokens(stored.accessToken, stored.refreshToken),
      fromTokens: (tokens) => ({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }),
    }),
    async refresh(refreshToken) {
      const auth = await call('POST', '/auths/refresh_token', {
        body: { refreshToken },
        schema: authSchema,
        table: subscriptionErrorTables.signIn,
      });
      return toTokens(auth.jwt, auth.refreshToken);
    },
    onSignedOut,
    now,
  });

  const customerPath = async () => `/customers/${customerIdOf(await session.accessToken())}`;
  const fetchCustomer = async () =>
    call('GET', await customerPath(), {
      schema: customerSchema,
      table: subscriptionErrorTables.account,
      bearer: true,
    });

  const startSession = async (auth: { jwt: string; refreshToken: string }) => {
    session.start(toTokens(auth.jwt, auth.refreshToken));
    return toCustomer(await fetchCustomer());
  };

  const device = referenceDevice(deviceHost, () => session.accessToken());

  /** spec: accounts 7.1 — PATCH /customers/{id} with the changed fields. */
  const patchCustomer = async (body: Record<string, string>) =>
    toCustomer(
      await call('PATCH', await customerPath(), {
        body,
        schema: customerSchema,
        table: subscriptionErrorTables.account,
        bearer: true,
      }),
    );

  const service: AccountService = {
    capabilities,
    payments: subscriptionPayments({
      host,
      call,
      customerId: async () => customerIdOf(await session.accessToken()),
      signedIn: () => session.signedIn(),
    }),
    accessToken: () => session.accessToken(),
    devicePairing: {
      integration: 'subscription',
      adoptTokens: (answer) =>
        startSession({
          jwt: answer.jwt ?? answer.access_token,
          refreshToken: answer.refreshToken ?? answer.refresh_token,
        }),
      describe: device.describe,
      deny: device.deny,
      // spec: accounts 4.6, 7.1 — POST {auth-host}/v1/codes/authorize {code}.
      async approve(code) {
        await call('POST', '/v1/codes/authorize', {
          body: { code: codeToSend(code) },
          schema: z.unknown(),
          table: subscriptionErrorTables.code,
          bearer: true,
        });
      },
    },
    async currentCustomer() {
      if (!session.signedIn()) return null;
      try {
        return toCustomer(await fetchCustomer());
      } catch (error) {
        if (error instanceof SignedOutError) return null;
        throw error;
      }
    },
    async signIn({ email, password }) {
      const auth = await call('POST', '/auths', {
        body: { email, password, publisherId },
        schema: authSchema,
        table: subscriptionErrorTables.signIn,
      });
      return startSession(auth);
    },
    async signUp({ email, password, firstName, lastName, consents }) {
      const known = await service.publisherConsents();
      const auth = await call('POST', '/customers', {
        body: {
          email,
          password,
          firstName,
          lastName,
          // spec: accounts 9 — the provider's defaults.
          locale: 'en_US',
          country: 'US',
          currency: 'USD',
          publisherId,
          consents: known.map((consent) => ({
            name: consent.name,
            version: consent.version,
            state: consents[consent.name] ? 'accepted' : 'declined',
          })),
        },
        schema: authSchema,
        table: subscriptionErrorTables.signUp,
      });
      return startSession(auth);
    },
    async signOut() {
      // This provider has no logout call: forgetting the tokens ends the session here.
      session.end();
    },
    async publisherConsents(): Promise<Consent[]> {
      const { consents } = await call('GET', `/publishers/${encodeURIComponent(publisherId)}/consents`, {
        schema: consentsSchema,
        table: subscriptionErrorTables.signUp,
      });
      return consents;
    },
    updateName: (_customer, firstName, lastName) => patchCustomer({ firstName, lastName }),
    updateEmail: (_customer, email, confirmationPassword) => patchCustomer({ email, confirmationPassword }),
    async requestPasswordReset(email, resetUrl) {
      await call('PUT', '/customers/passwords', {
        body: { customerEmail: email, resetUrl, publisherId },
        schema: z.unknown(),
        table: subscriptionErrorTables.forgotPassword,
      });
    },
    async resetPassword({ email, resetPasswordToken, password, passwordConfirmation }) {
      await call('PATCH', '/customers/passwords', {
        body: {
          customerEmail: email,
          newPassword: password,
          resetPasswordToken,
          newPasswordConfirmation: passwordConfirmation,
          publisherId,
        },
        schema: z.unknown(),
        table: subscriptionErrorTables.password,
      });
    },
    async changePassword() {
      throw new AccountError('errors.feature_not_enabled');
    },
    async exportData() {
      throw new AccountError('errors.feature_not_enabled');
    },
    async deleteAccount() {
      throw new AccountError('errors.feature_not_enabled');
    },
    async customerConsents() {
      const { consents } = await call('GET', `${await customerPath()}/consents`, {
        schema: customerConsentsSchema,
        table: subscriptionErrorTables.account,
        bearer: true,
      });
      return consents.map(({ state, ...consent }) => ({ ...consent, accepted: state === 'accepted' }));
    },
    async saveConsents(accepted) {
      const known = await service.publisherConsents();
      await call('PUT', `${await customerPath()}/consents`, {
        body: {
          consents: known.map((consent) => ({
            name: consent.name,
            version: consent.version,
            state: accepted[consent.name] ? 'accepted' : 'declined',
          })),
        },
        schema: z.unknown(),
        table: subscriptionErrorTables.account,
        bearer: true,
      });
    },
    async captureStatus() {
      const status = await call('GET', `${await customerPath()}/capture/status`, {
        schema: captureStatusSchema,
        table: subscriptionErrorTables.account,
        bearer: true,
      });
      return {
        enabled: status.isCaptureEnabled,
        shouldDisplay: status.shouldCaptureBeDisplayed,
        settings: status.settings.map((setting) => ({ ...setting, value: setting.value ?? '' })),
      };
    },
    async saveCapture({ fields, customAnswers }) {
      const path = await customerPath();
      await call('PUT', `${path}/capture`, {
        body: { customerId: path.split('/').pop(), ...fields, customAnswers },
        schema: z.unknown(),
        table: subscriptionErrorTables.account,
        bearer: true,
      });
    },
    async getList(_customer, kind: ListKind) {
      return (await fetchCustomer()).externalData?.[kind] ?? [];
    },
    async setList(_customer, kind, entries) {
      await call('PATCH', await customerPath(), {
        body: { externalData: { [kind]: entries.slice(0, capabilities.listLimit) } },
        schema: z.unknown(),
        table: subscriptionErrorTables.account,
        bearer: true,
      });
    },
  };
  return service;
}
