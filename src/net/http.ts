import { z } from 'zod/mini';

/** A failed request: `status` is the HTTP status (0 when the network failed), `code` the API's own. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly url: string,
    readonly code?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  timeoutMs?: number;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A string (JSON, with its content type in headers) or form fields, sent form-encoded. */
  body?: string | URLSearchParams;
  /** The request outlives the page (analytics sent as the viewer leaves); the body must stay small. */
  keepalive?: boolean;
}

/**
 * One fetch with a time limit. AbortController and AbortSignal.timeout are missing on 2018 TV engines
 * (Chromium 56-65), so the limit is a race against a timer of our own, always cleared; where
 * AbortController exists the request is also cancelled.
 */
export async function request(
  url: string,
  { timeoutMs = 15_000, headers, method, body, keepalive }: RequestOptions = {},
) {
  const controller = typeof AbortController === 'undefined' ? undefined : new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller?.abort();
      reject(new ApiError(`Request '${url}' timed out`, 0, url, 'timeout'));
    }, timeoutMs);
  });
  try {
    return await Promise.race([
      fetch(url, { headers, method, body, keepalive, signal: controller?.signal }),
      timeout,
    ]);
  } catch (cause) {
    if (cause instanceof ApiError) throw cause;
    throw new ApiError(`Request '${url}' failed`, 0, url, 'network', { cause });
  } finally {
    clearTimeout(timer);
  }
}

/** spec: browsing 7, Errors — the response's message field, otherwise "Request '{url}' failed with {status}". */
async function failure(response: Response, url: string): Promise<ApiError> {
  let message = `Request '${url}' failed with ${response.status}`;
  let code: string | undefined;
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null) {
      if ('message' in body && typeof body.message === 'string') message = body.message;
      if ('code' in body && typeof body.code === 'string') code = body.code;
    }
  } catch {
    // Not JSON: the generic message stands.
  }
  return new ApiError(message, response.status, url, code);
}

export async function requestText(url: string, options?: RequestOptions): Promise<string> {
  const response = await request(url, options);
  if (!response.ok) throw await failure(response, url);
  return response.text();
}

/** Fetches JSON and parses it with the schema; a response of the wrong shape is an ApiError too. */
export async function requestJson<T>(
  url: string,
  /** Any zod 4 schema, mini or classic (lazily loaded features may use the classic API). */
  schema: z.core.$ZodType<T>,
  options?: RequestOptions,
): Promise<T> {
  const response = await request(url, options);
  if (!response.ok) throw await failure(response, url);
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw new ApiError(`Request '${url}' returned invalid JSON`, response.status, url, 'invalid_json', {
      cause,
    });
  }
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) {
    throw new ApiError(
      `Request '${url}' returned an unexpected shape`,
      response.status,
      url,
      'invalid_shape',
      {
        cause: parsed.error,
      },
    );
  }
  return parsed.data;
}
