import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  type CodeEntrant,
  DeviceCodeError,
  type DeviceCodes,
  formatUserCode,
  normalizeUserCode,
} from '../../../domain/deviceCodes/index.ts';
import { errorResponse } from '../../apiError.ts';
import type { ViewerAuth } from '../../viewerAuth.ts';
import { readBody } from '../shared/readBody.ts';
import { codeEntrant } from './codeEntrant.ts';

const codeSchema = z.object({ code: z.string().min(1).max(20) });

/**
 * The phone's endpoints of the reference server (the activation page, and the integrations without a
 * code call of their own: paywall provider, managed identity). They answer in the server's own error
 * shape `{status, code, message}`; every code failure is `invalid_code` 'Invalid or expired code'
 * (login.invalid_code, spec: accounts 8), 429 with Retry-After when entries pass the limits.
 */
export function devicePhoneRoutes(deviceCodes: DeviceCodes, viewerAuth: ViewerAuth) {
  const app = new Hono();

  async function run(
    c: Context,
    rawCode: unknown,
    act: (code: string, entrant: CodeEntrant) => Promise<Record<string, unknown>>,
  ) {
    const entrant = await codeEntrant(c, viewerAuth);
    if (!entrant) return errorResponse(c, 401, { code: 'unauthorized', message: 'User not logged in' });
    const parsed = codeSchema.safeParse({ code: rawCode });
    if (!parsed.success)
      return errorResponse(c, 400, { code: 'invalid_request', message: 'code is required' });
    try {
      return c.json(await act(parsed.data.code, entrant));
    } catch (error) {
      if (!(error instanceof DeviceCodeError)) throw error;
      if (error.code === 'rate_limited') {
        c.header('Retry-After', String(error.retryAfterSeconds ?? 60));
        return errorResponse(c, 429, { code: 'rate_limited', message: error.message });
      }
      return errorResponse(c, 400, { code: 'invalid_code', message: error.message });
    }
  }

  app.get('/describe', (c) =>
    run(c, c.req.query('code'), async (code, entrant) => {
      const device = await deviceCodes.describe(code, entrant);
      return {
        code: formatUserCode(normalizeUserCode(code) ?? code),
        deviceName: device.deviceName,
        integration: device.integration,
        expiresAt: device.expiresAt.toISOString(),
      };
    }),
  );
  app.post('/approve', async (c) =>
    run(c, (await readBody(c))?.code, async (code, entrant) => ({
      status: 'approved',
      deviceName: (await deviceCodes.approve(code, entrant)).deviceName,
    })),
  );
  app.post('/deny', async (c) =>
    run(c, (await readBody(c))?.code, async (code, entrant) => ({
      status: 'denied',
      deviceName: (await deviceCodes.deny(code, entrant)).deviceName,
    })),
  );
  return app;
}
