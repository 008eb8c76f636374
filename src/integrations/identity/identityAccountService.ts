import { z } from 'zod/mini';
import type { CaptureSetting } from '../../domain/captureForm.ts';
import { codeToSend } from '../../domain/oneTimeCode.ts';
import { type DeviceStorage, localStore, sessionStore } from '../../stores/deviceStorage.ts';
import { AccountError } from '../accountError.ts';
import type { AccountCapabilities, AccountService, CaptureAnswers, Customer } from '../accountService.ts';
import { referenceDevice } from '../device/referenceDevice.ts';
import { itemLists } from '../itemLists.ts';
import { type TokenRecordFormat, type Tokens, tokenStore } from '../session/storedTokens.ts';
import { createTokenSession, SignedOutError } from '../session/tokenSession.ts';
import { customClient } from './customClient.ts';
import { customErrorTables } from './customErrors.ts';
import { identityOidc } from './identityOidc.ts';

/** spec: accounts 1 — the custom back end's capabilities; sign-in and sign-up are the hosted pages'. */
const capabilities: AccountCapabilities = {
  updateEmail: false,
  changePasswordWithOldPassword: true,
  exportData: false,
  deleteAccount: true,
  socialUrls: false,
  profiles: false,
  notifications: false,
  resetTokenField: false,
  listLimit: 48,
  passwordConfirmsDeletion: false,
  passwordChangeSignsOut: true,
};

/** spec: accounts 3.8 — the custom back end's profile fields, and the capture keys the form knows them by. */
export const PROFILE_FIELD_KEYS = {
  first_name_last_name: 'firstNameLastName',
  company_name: 'companyName',
  address: 'address',
  phone_number: 'phoneNumber',
  birth_date: 'birthDate',
} as const;
export type ProfileFields = Partial<
  Record<keyof typeof PROFILE_FIELD_KEYS, { enabled: boolean; required: boolean }>
>;
/** Without settings, personal details ask for the name only. */
const DEFAULT_FIELDS: ProfileFields = { first_name_last_name: { enabled: true, required: true } };
const ADDRESS_PARTS = ['address', 'address2', 'city', 'state', 'postCode', 'country'];

/** spec: accounts 3.9 — the session's token object {token, refreshToken} and the user's e-mail. */
const tokenFormat: TokenRecordFormat<{
  token: string;
  refreshToken: string;
  expiresAt: number;
  email: string;
}> = {
  key: 'auth',
  schema: z.object({ token: z.string(), refreshToken: z.string(), expiresAt: z.number(), email: z.string() }),
  toTokens: (stored) => ({
    accessToken: stored.token,
    refreshToken: stored.refreshToken,
    expiresAt: stored.expiresAt,
  }),
  fromTokens: (tokens: Tokens & { email?: string }) => ({
    token: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    expiresAt: tokens.expiresAt,
    email: tokens.email ?? '',
  }),
};

const profileSchema = z.union([
  z.object({
    ok: z.literal(true),
    id: z.string(),
    email: z.string(),
    firstname: z.string(),
    lastname: z.string(),
  }),
  z.object({ ok: z.literal(false), error: z.optional(z.nullable(z.string())) }),
]);

export interface IdentitySettings {
  issuer: string;
  clientId: string;
  /** The custom back end's base address. */
  customHost: string;
  /** The reference back end's device endpoints (issue 15: TV sign-in by phone). */
  deviceHost: string;
  /** The app's origin: the callback and the hosted sign-out's way back live there. */
  appOrigin: string;
  profileFields?: ProfileFields;
  onSignedOut(): void;
  language?: () => string;
  now?: () => number;
  storage?: DeviceStorage;
  flowStorage?: DeviceStorage;
}

/**
 * The managed identity service with the custom back end (spec: accounts 1, 4.5, 7.3, 7.4): sign-in,
 * sign-up and sign-out on the service's hosted pages (OpenID Connect, code with PKCE), the ID token as
 * the viewer's bearer, and the account completed and kept by the custom back end — its profile (ok
 * false until personal details create it), name, password, deletion, favourites and history.
 */
export function identityAccountService(settings: IdentitySettings): AccountService {
  const oidc = identityOidc({
    issuer: settings.issuer,
    clientId: settings.clientId,
    redirectUri: `${settings.appOrigin}/auth/callback`,
    flowStorage: settings.flowStorage ?? sessionStore,
    language: settings.language,
  });
  const store = tokenStore(tokenFormat, settings.storage ?? localStore);
  const session = createTokenSession({
    store,
    refresh: (refreshToken) => oidc.refresh(refreshToken),
    onSignedOut: settings.onSignedOut,
    now: settings.now,
  });
  const client = customClient({ host: settings.customHost, session, onSignedOut: settings.onSignedOut });
  const fields = settings.profileFields ?? DEFAULT_FIELDS;

  /** The account's profile; undefined while the custom back end has none (personal details next). */
  const profile = async (): Promise<Customer | undefined> => {
    const answer = await client.call('GET', '/user/profile', {
      schema: profileSchema,
      table: customErrorTables.profile,
    });
    if (!answer.ok) return undefined;
    return {
      id: answer.id,
      email: answer.email,
      firstName: answer.firstname,
      lastName: answer.lastname,
      fullName: [answer.firstname, answer.lastname].filter(Boolean).join(' '),
      hasPassword: true,
      registeredHere: true,
    };
  };
  const hostedOnly = () => Promise.reject(new AccountError('identity.hosted_only'));
  const device = referenceDevice(settings.deviceHost, () => session.accessToken());
  const lists = itemLists(
    (method, path, options) => client.call(method, path, { ...options, table: customErrorTables.other }),
    { favorites: '/user/favorites', history: '/user/history' },
    capabilities.listLimit,
  );

  return {
    capabilities,
    accessToken: () => session.accessToken(),
    devicePairing: {
      integration: 'identity',
      /**
       * The service's own refresh token for a grant of the TV's, traded at once for the ID token this
       * adapter uses as its bearer, as after any refresh (the answer is checked like every other).
       */
      async adoptTokens(answer) {
        session.start(await oidc.refresh(answer.refresh_token));
        const customer = await profile();
        if (customer) return customer;
        // The phone approves only once its account is complete, so this is an account since emptied.
        session.end();
        throw new AccountError('identity.profile_fetch_failed');
      },
      describe: device.describe,
      deny: device.deny,
      // spec: accounts 7.3 — GET {activateEndpoint}/{code}, the custom back end's own code call.
      async approve(code) {
        await client.call('GET', `/activate/${encodeURIComponent(codeToSend(code))}`, {
          schema: z.unknown(),
          table: customErrorTables.activate,
        });
      },
    },
    hostedSignIn: {
      pageUrl: (mode, returnTo) => oidc.authorizationUrl(mode, returnTo),
      async complete(callback) {
        const answer = await oidc.complete(callback);
        if ('cancelled' in answer) return { status: 'cancelled', returnTo: answer.returnTo };
        session.start(answer.tokens);
        const customer = await profile();
        return customer
          ? { status: 'signedIn', customer, returnTo: answer.returnTo }
          : { status: 'needsProfile', returnTo: answer.returnTo };
      },
      async signOutUrl(returnTo) {
        const tokens = store.read();
        return tokens ? oidc.signOutUrl(tokens.accessToken, returnTo) : undefined;
      },
    },
    async currentCustomer() {
      if (!session.signedIn()) return null;
      try {
        return (await profile()) ?? null;
      } catch (error) {
        if (error instanceof SignedOutError) return null;
        throw error;
      }
    },
    signIn: hostedOnly,
    signUp: hostedOnly,
    requestPasswordReset: hostedOnly,
    resetPassword: hostedOnly,
    exportData: () => Promise.reject(new AccountError('errors.feature_not_enabled')),
    async signOut() {
      const tokens = store.read();
      session.end();
      // Best effort: the hosted sign-out ends the service's own session whatever this answers.
      if (tokens) await oidc.revoke(tokens.refreshToken).catch(() => undefined);
    },
    publisherConsents: async () => [],
    async updateName(_customer, firstName, lastName) {
      await client.call('PUT', '/user', {
        json: { firstname: firstName, lastname: lastName },
        schema: z.unknown(),
        table: customErrorTables.name,
      });
      // spec: accounts 4.10 — the user is read again after the save.
      const customer = await profile();
      if (!customer) throw new AccountError('identity.profile_fetch_failed');
      return customer;
    },
    async changePassword(_customer, { oldPassword, password, passwordConfirmation }) {
      await client.call('POST', '/user/change-password', {
        form: { password, password_confirmation: passwordConfirmation, old_password: oldPassword },
        schema: z.unknown(),
        table: customErrorTables.password,
      });
    },
    async deleteAccount() {
      await client.call('DELETE', '/user', { schema: z.unknown(), table: customErrorTables.deleteAccount });
      session.end();
    },
    async captureStatus() {
      const settingsList: CaptureSetting[] = Object.entries(fields).map(([name, setting]) => ({
        key: PROFILE_FIELD_KEYS[name as keyof typeof PROFILE_FIELD_KEYS],
        enabled: setting.enabled,
        required: setting.required,
      }));
      // Personal details are asked once: until the custom back end has the profile.
      const missing = session.signedIn() && (await profile()) === undefined;
      return { enabled: missing, shouldDisplay: missing, settings: settingsList };
    },
    async saveCapture({ fields: answers }: CaptureAnswers) {
      const enabled = (name: keyof typeof PROFILE_FIELD_KEYS) => fields[name]?.enabled === true;
      const address = ADDRESS_PARTS.map((part) => answers[part]?.trim())
        .filter(Boolean)
        .join(', ');
      // spec: accounts 4.5 — only the enabled fields; empty answers are left out (4.7).
      const body = Object.fromEntries(
        Object.entries({
          firstname: enabled('first_name_last_name') ? answers.firstName : undefined,
          lastname: enabled('first_name_last_name') ? answers.lastName : undefined,
          companyName: enabled('company_name') ? answers.companyName : undefined,
          address: enabled('address') ? address : undefined,
          phoneNumber: enabled('phone_number') ? answers.phoneNumber : undefined,
          birthDate: enabled('birth_date') ? answers.birthDate : undefined,
        }).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
        ),
      );
      await client.call('POST', '/user/profile', {
        json: body,
        schema: z.unknown(),
        table: customErrorTables.profile,
      });
    },
    getList: (_customer, kind) => lists.get(kind),
    setList: (_customer, kind, entries) => lists.set(kind, entries),
  };
}
