import { Hono } from 'hono';
import { z } from 'zod';
import { type DeviceCodes, deviceNameOf } from '../../../domain/deviceCodes/index.ts';
import { readBody } from '../shared/readBody.ts';
import { clientIp } from '../shared/requestContext.ts';
import type { DeviceTokenIssuer } from './integrationTokens.ts';
import { deviceFailure, oauthError } from './oauthError.ts';
import { requestOrigin } from './requestOrigin.ts';

/** The integrations a TV can ask tokens for: the demo back ends the reference server speaks. */
export const DEVICE_INTEGRATIONS = ['subscription', 'paywall', 'custom', 'identity'] as const;
export type DeviceIntegration = (typeof DEVICE_INTEGRATIONS)[number];
const isDeviceIntegration = (name: string): name is DeviceIntegration =>
  DEVICE_INTEGRATIONS.some((known) => known === name);

const authorizeSchema = z
  .object({
    client_id: z.string().max(100).optional(),
    integration: z.enum(DEVICE_INTEGRATIONS).optional(),
    device_name: z.string().max(200).optional(),
    scope: z.string().max(500).optional(),
  })
  // An RFC client sends only client_id: it names the integration then.
  .transform((body, context) => {
    const integration = body.integration ?? DEVICE_INTEGRATIONS.find((name) => name === body.client_id);
    if (!integration) {
      context.addIssue({
        code: 'custom',
        message: `integration must be one of ${DEVICE_INTEGRATIONS.join(', ')}`,
      });
      return z.NEVER;
    }
    return { integration, deviceName: body.device_name };
  });

const tokenSchema = z.object({
  grant_type: z.string(),
  device_code: z.string().min(1).max(200),
  client_id: z.string().max(100).optional(),
});

export const DEVICE_CODE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

/**
 * The TV's endpoints (RFC 8628 sections 3.1–3.5), answering in the RFC's shapes; a redeemed code's
 * tokens come from its integration's issuer.
 */
export function deviceTvRoutes(
  deviceCodes: DeviceCodes,
  issuers: Record<DeviceIntegration, DeviceTokenIssuer>,
) {
  const app = new Hono();

  app.post('/authorize', async (c) => {
    const parsed = authorizeSchema.safeParse(await readBody(c));
    if (!parsed.success) return oauthError(c, 400, 'invalid_request', parsed.error.issues[0]?.message);
    try {
      const authorization = await deviceCodes.create({
        integration: parsed.data.integration,
        deviceName: deviceNameOf(parsed.data.deviceName, c.req.header('user-agent')),
        ip: clientIp(c),
        origin: requestOrigin(c),
      });
      c.header('Cache-Control', 'no-store');
      return c.json(authorization);
    } catch (error) {
      return deviceFailure(c, error);
    }
  });

  app.post('/token', async (c) => {
    const parsed = tokenSchema.safeParse(await readBody(c));
    if (!parsed.success)
      return oauthError(c, 400, 'invalid_request', 'grant_type and device_code are required');
    if (parsed.data.grant_type !== DEVICE_CODE_GRANT) return oauthError(c, 400, 'unsupported_grant_type');
    c.header('Cache-Control', 'no-store');
    try {
      const result = await deviceCodes.poll(parsed.data.device_code, clientIp(c));
      if (result.status === 'success') {
        const { status: _, ...redeemed } = result;
        // Codes are only made for a known integration; a row from an older server reads as invalid.
        if (!isDeviceIntegration(redeemed.integration)) return oauthError(c, 400, 'invalid_grant');
        return c.json(await issuers[redeemed.integration](redeemed));
      }
      if (result.status === 'slow_down')
        return c.json({ error: 'slow_down', interval: result.interval }, 400);
      return oauthError(c, 400, result.status);
    } catch (error) {
      return deviceFailure(c, error);
    }
  });

  return app;
}
