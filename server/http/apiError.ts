import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

/**
 * The error shape every endpoint answers with (spec: browsing 7, Errors — the app shows `message`;
 * spec: browsing 8 — code = HTTP status, default 500).
 */
export interface ApiErrorBody {
  status: number;
  code: string;
  message: string;
  issues?: Array<{ path: string; message: string }>;
}

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function errorResponse(c: Context, status: ContentfulStatusCode, body: Omit<ApiErrorBody, 'status'>) {
  return c.json({ status, ...body } satisfies ApiErrorBody, status);
}

/** Parses request input, answering 400 with every problem listed when it does not fit. */
export function parseInput<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const error = new HttpError(400, 'invalid_request', 'The request is not valid');
    throw Object.assign(error, {
      issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    });
  }
  return parsed.data;
}
