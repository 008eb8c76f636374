import { z } from 'zod/mini';
import { ApiError } from '../../net/http.ts';
import { AccountError, catalogueError } from '../accountError.ts';
import { jsonBody, jsonHeaders, providerRequest } from '../providerRequest.ts';
import { SignedOutError, type TokenSession } from '../session/tokenSession.ts';
import type { CustomErrorTable } from './customErrors.ts';

export interface CustomClientSettings {
  /** The custom back end's base address (its endpoints are paths under it). */
  host: string;
  session: TokenSession;
  /** The bearer was refused even after a refresh: the app signs out. */
  onSignedOut(): void;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const failureSchema = z.object({
  error: z.optional(z.nullable(z.string())),
  message: z.optional(z.nullable(z.string())),
});

/**
 * The custom back end's transport (spec: accounts 7.3, browsing's custom back end): every call carries
 * the viewer's bearer, a refused bearer is refreshed once, and failures (`{ok: false, error}`) become
 * catalogue keys. JSON bodies, or form fields where the spec says form.
 */
export function customClient(settings: CustomClientSettings) {
  const url = (path: string) => `${settings.host.replace(/\/$/, '')}${path}`;
  const { session } = settings;

  const send = (
    method: Method,
    path: string,
    bearer: string,
    body?: { json?: unknown; form?: Record<string, string> },
  ) =>
    providerRequest(url(path), {
      method,
      headers: body?.form
        ? { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${bearer}` }
        : jsonHeaders(bearer),
      body: body?.form
        ? new URLSearchParams(body.form)
        : body?.json === undefined
          ? undefined
          : JSON.stringify(body.json),
    });

  async function call<T>(
    method: Method,
    path: string,
    options: {
      json?: unknown;
      form?: Record<string, string>;
      schema: z.core.$ZodType<T>;
      table: CustomErrorTable;
    },
  ): Promise<T> {
    // spec: accounts 8 — 'Access token is missing.': nothing is sent without a session.
    if (!session.signedIn()) throw new SignedOutError();
    let response = await send(method, path, await session.accessToken(), options);
    if (response.status === 401) {
      response = await send(method, path, await session.forceRefresh(), options);
      if (response.status === 401) {
        session.end();
        settings.onSignedOut();
        throw new SignedOutError();
      }
    }
    const body = await jsonBody(response);
    if (!response.ok) {
      const failure = z.safeParse(failureSchema, body);
      const message = (failure.success && (failure.data.error || failure.data.message)) || '';
      const cause = new ApiError(message, response.status, url(path), String(response.status));
      throw catalogueError(message, options.table.rules, options.table.fallback, cause);
    }
    const data = z.safeParse(options.schema, body);
    if (!data.success) throw new AccountError('errors.unexpected_response', undefined, { cause: data.error });
    return data.data;
  }

  return { call };
}

export type CustomClient = ReturnType<typeof customClient>;
