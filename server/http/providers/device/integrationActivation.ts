import type { Context } from 'hono';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { type CodeEntrant, DeviceCodeError, type DeviceCodes } from '../../../domain/deviceCodes/index.ts';
import type { ViewerAuth } from '../../viewerAuth.ts';
import { readBody } from '../shared/readBody.ts';
import { codeEntrant } from './codeEntrant.ts';

/** A failure as the integration's own shape says it, with its HTTP status. */
type Answer = (c: Context, status: ContentfulStatusCode, error: string) => Response;

const codeSchema = z.object({ code: z.string().min(1).max(20) });

/** Approves a code for the signed-in viewer; each failure goes through the integration's shape. */
async function activate(
  c: Context,
  deps: { deviceCodes: DeviceCodes; viewerAuth: ViewerAuth },
  rawCode: unknown,
  fail: Answer & { unauthorized: string },
): Promise<{ entrant: CodeEntrant; deviceName: string } | Response> {
  const entrant = await codeEntrant(c, deps.viewerAuth);
  if (!entrant) return fail(c, 401, fail.unauthorized);
  const parsed = codeSchema.safeParse({ code: rawCode });
  if (!parsed.success) return fail(c, 400, 'invalid param code');
  try {
    const { deviceName } = await deps.deviceCodes.approve(parsed.data.code, entrant);
    return { entrant, deviceName };
  } catch (error) {
    if (!(error instanceof DeviceCodeError)) throw error;
    if (error.code === 'rate_limited') {
      c.header('Retry-After', String(error.retryAfterSeconds ?? 60));
      return fail(c, 429, error.message);
    }
    return fail(c, 400, error.message);
  }
}

const subscriptionFailure = Object.assign(
  (c: Context, status: ContentfulStatusCode, error: string) =>
    c.json({ responseData: {}, errors: [error] }, status),
  // spec: accounts 8 — the subscription provider's 'Invalid JWT token' signs the phone out.
  { unauthorized: 'Invalid JWT token' },
);

const customFailure = Object.assign(
  (c: Context, status: ContentfulStatusCode, error: string) => c.json({ ok: false, error }, status),
  { unauthorized: 'Token is invalid or missing.' },
);

/**
 * The integrations' own code calls (spec: accounts 4.6, 7.1, 7.3), thin wrappers over approving the
 * code: the phone confirms through the configured integration, so each demo integration pairs end to
 * end. Mounted at the exact paths of the two façades; the rest of those façades lives in their folders.
 * - subscription provider `POST /providers/subscription/v1/codes/authorize {code}` →
 *   `{responseData: {status, deviceName}, errors: []}`, failures `{responseData: {}, errors: [message]}`;
 * - custom back end `GET /providers/custom/activate/{code}` → `{ok: true, error: null}`, failures
 *   `{ok: false, error: message}`.
 * An unknown, used, decided or expired code is 400 'Invalid or expired code' (login.invalid_code).
 */
export function integrationActivation(deviceCodes: DeviceCodes, viewerAuth: ViewerAuth) {
  const deps = { deviceCodes, viewerAuth };
  const app = new Hono();

  app.post('/providers/subscription/v1/codes/authorize', async (c) => {
    const done = await activate(c, deps, (await readBody(c))?.code, subscriptionFailure);
    if (done instanceof Response) return done;
    return c.json({ responseData: { status: 'approved', deviceName: done.deviceName }, errors: [] });
  });

  app.get('/providers/custom/activate/:code', async (c) => {
    const done = await activate(c, deps, c.req.param('code'), customFailure);
    if (done instanceof Response) return done;
    return c.json({ ok: true, error: null });
  });

  return app;
}
