import type { Context, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorResponse } from './apiError.ts';

const KB = 1024;

function limit(maxSize: number) {
  return bodyLimit({
    maxSize,
    onError: (c) =>
      errorResponse(c, 413, {
        code: 'body_too_large',
        message: `The request body is over ${maxSize / KB} kB`,
      }),
  });
}

const general = limit(64 * KB);
/** A licence request is a handful of key ids (spec: browsing 7, ClearKey): a few kB at most. */
const licence = limit(8 * KB);

/** The size limit for this request's body, checked from Content-Length or while a chunked body arrives. */
export function bodyLimits(c: Context, next: Next) {
  return c.req.path.includes('/licence') ? licence(c, next) : general(c, next);
}
