import { ApiError, type RequestOptions, request } from '../net/http.ts';
import { AccountError } from './accountError.ts';

/**
 * One call to an identity provider: a provider that does not answer, or answers 429, is an
 * AccountError with the catalogue's own key, so every form says so in the viewer's language and keeps
 * what was typed.
 */
export async function providerRequest(url: string, options: RequestOptions): Promise<Response> {
  let response: Response;
  try {
    response = await request(url, options);
  } catch (cause) {
    if (cause instanceof ApiError) throw new AccountError('errors.unreachable', undefined, { cause });
    throw cause;
  }
  if (response.status === 429) throw new AccountError('errors.too_many_requests');
  if (response.status >= 500) throw new AccountError('errors.unreachable');
  return response;
}

/** The body as JSON, or undefined when it is not JSON (a proxy's error page). */
export async function jsonBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

export const jsonHeaders = (bearer?: string): Record<string, string> => ({
  'content-type': 'application/json',
  ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
});
