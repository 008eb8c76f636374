import { z } from 'zod/mini';
import { ApiError } from '../../net/http.ts';
import type { DeviceStorage } from '../../stores/deviceStorage.ts';
import { AccountError, catalogueError } from '../accountError.ts';
import { jsonBody, providerRequest } from '../providerRequest.ts';
import { providerStorage } from '../session/providerStorage.ts';
import { tokenStore } from '../session/storedTokens.ts';
import { createTokenSession, SignedOutError } from '../session/tokenSession.ts';
import { paywallTokenFormat, tokenAnswerSchema, toTokens } from './paywallAccount.ts';
import { type PaywallErrorTable, paywallErrorTables } from './paywallErrors.ts';

export interface PaywallSettings {
  /** The provider's API host (development, production or daily, as the config says). */
  host: string;
  /** The reference back end's device endpoints (TV sign-in by phone). */
  deviceHost: string;
  /** The config's accountProvider.clientId. */
  clientId: string;
  /** The merchant whose register fields sign-up shows; the provider's client id names it by default. */
  merchantUuid?: string;
  /** Sent with sign-in and sign-up (spec: accounts 7.2); the page's address, without its query, by default. */
  referrer?: string;
  /** The session ended on its own (refresh refused, token revoked): the app signs out. */
  onSignedOut(): void;
  now?: () => number;
  /** Where the token record lives; the browser's local storage, unprefixed, by default. */
  storage?: DeviceStorage;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Form = Record<string, string>;
interface Body {
  form?: Form;
  json?: unknown;
  /** Extra request headers (payments: an Idempotency-Key per call that can move money). */
  headers?: Record<string, string>;
}

/** spec: accounts 6, 8 — the provider's answer to a call without a working bearer token. */
export const NOT_AUTHENTICATED = 'The user is not authenticated.';
const errorSchema = z.object({ message: z.string() });
const messageOf = (body: unknown) => {
  const parsed = z.safeParse(errorSchema, body);
  return parsed.success ? parsed.data.message : '';
};

/**
 * The account provider's transport (spec: accounts 7.2): form-urlencoded calls, errors as
 * `{code, message, errors}` turned into catalogue keys, and the token session over the provider's own
 * token record. Sign-up, sign-in, password reset and register fields are anonymous; every other call
 * carries the bearer and, signed out, fails here without a request (spec: accounts 6).
 */
export function paywallClient(settings: PaywallSettings) {
  const url = (path: string) => `${settings.host.replace(/\/$/, '')}${path}`;
  // The page without its query or hash: a reset link's token must not travel on to the provider.
  const referrer =
    settings.referrer ?? (typeof location === 'undefined' ? '' : `${location.origin}${location.pathname}`);

  /** A form, or JSON where the contract sends typed values (profiles: adult is a boolean, 5.8). */
  const send = (method: Method, path: string, body: Body, bearer?: string) =>
    providerRequest(url(path), {
      method,
      headers: {
        ...body.headers,
        ...(body.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(body.json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: body.form
        ? new URLSearchParams(body.form)
        : body.json === undefined
          ? undefined
          : JSON.stringify(body.json),
    });

  const signedOut = () => {
    session.end();
    settings.onSignedOut();
    return new SignedOutError();
  };

  async function bearerToken(path: string): Promise<string> {
    if (!session.signedIn())
      throw new SignedOutError({ cause: new ApiError(NOT_AUTHENTICATED, 401, url(path), '401') });
    return session.accessToken();
  }

  /** The provider's 401 for a token it no longer takes (not a wrong password: that is 401 too). */
  const staleToken = async (response: Response) =>
    response.status === 401 && messageOf(await jsonBody(response.clone())).includes(NOT_AUTHENTICATED);

  /**
   * One request, answered as it came when it succeeded; its errors in the table's keys. `bearer` adds
   * the session's token (refreshed once when the provider says it is stale).
   */
  async function respond(
    method: Method,
    path: string,
    options: Body & { table: PaywallErrorTable; bearer?: boolean },
  ): Promise<Response> {
    let response = await send(method, path, options, options.bearer ? await bearerToken(path) : undefined);
    if (options.bearer && (await staleToken(response))) {
      response = await send(method, path, options, await session.forceRefresh());
      if (await staleToken(response)) throw signedOut();
    }
    if (response.ok) return response;
    const message = messageOf(await jsonBody(response));
    // spec: accounts 4.1 — "Invalid JWT token" from any call signs the user out.
    if (message.includes('Invalid JWT token')) throw signedOut();
    const cause = new ApiError(message, response.status, url(path), String(response.status));
    throw catalogueError(message, options.table.rules, options.table.fallback, cause);
  }

  /** One call whose answer is JSON in the schema's shape. */
  async function call<T>(
    method: Method,
    path: string,
    options: Body & { schema: z.core.$ZodType<T>; table: PaywallErrorTable; bearer?: boolean },
  ): Promise<T> {
    const response = await respond(method, path, options);
    const data = z.safeParse(options.schema, await jsonBody(response));
    if (!data.success) throw new AccountError('errors.unexpected_response', undefined, { cause: data.error });
    return data.data;
  }

  const authenticatePath = '/accounts/authenticate';
  const session = createTokenSession({
    store: tokenStore(paywallTokenFormat, settings.storage ?? providerStorage()),
    async refresh(refreshToken) {
      // spec: accounts 4.2 — a record without a refresh token cannot be renewed.
      if (!refreshToken)
        throw new ApiError('The refresh token is not present', 401, url(authenticatePath), '401');
      const answer = await call('POST', authenticatePath, {
        form: {
          client_id: settings.clientId,
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
          referrer,
        },
        schema: tokenAnswerSchema,
        table: paywallErrorTables.signIn,
      });
      return toTokens(answer);
    },
    onSignedOut: settings.onSignedOut,
    now: settings.now,
  });

  return {
    call,
    /** An authenticated GET whose answer is a file, not JSON (a receipt). */
    download: (path: string, options: { table: PaywallErrorTable; headers?: Record<string, string> }) =>
      respond('GET', path, { ...options, bearer: true }),
    session,
    referrer,
    clientId: settings.clientId,
    merchantUuid: settings.merchantUuid ?? settings.clientId,
  };
}

export type PaywallClient = ReturnType<typeof paywallClient>;
