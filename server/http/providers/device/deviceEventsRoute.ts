import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { DeviceCodeError, type DeviceCodes, type DeviceOutcome } from '../../../domain/deviceCodes/index.ts';
import { clientIp } from '../shared/requestContext.ts';
import { deviceFailure } from './oauthError.ts';

const invalidGrant = () => new DeviceCodeError('invalid_grant', 'The device code is not valid');

/** How often the stream reads the code's row: catches approvals made on another server instance. */
export const ROW_CHECK_MS = 400;
/** A comment line this often keeps proxies from closing an idle stream. */
const KEEP_ALIVE_MS = 15_000;

/**
 * The TV's push channel (server-sent events): `pending` when the stream opens, then exactly one of
 * `approved`, `denied` or `expired`, then the stream closes. The TV then polls the token endpoint at once
 * (a decided code is answered without `slow_down`); polling at the interval stays the fallback when
 * EventSource is missing or the stream drops. An approval in this process wakes the stream at once;
 * one made by another instance is seen by the row read every ROW_CHECK_MS. The stream never outlives the
 * code. It carries no tokens: only the outcome.
 */
export function deviceEventsRoute(deviceCodes: DeviceCodes) {
  const app = new Hono();
  app.get('/events', async (c) => {
    const deviceCode = c.req.query('device_code') ?? '';
    if (deviceCode.length === 0 || deviceCode.length > 200) return deviceFailure(c, invalidGrant());
    let first: DeviceOutcome | 'pending' | undefined;
    try {
      first = await deviceCodes.watch(deviceCode, clientIp(c));
    } catch (error) {
      return deviceFailure(c, error);
    }
    if (!first) return deviceFailure(c, invalidGrant());
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let decided: DeviceOutcome | undefined;
      let wake = () => {};
      const unsubscribe = deviceCodes.onDecided(deviceCode, (outcome) => {
        decided = outcome;
        wake();
      });
      stream.onAbort(() => wake());
      const deadline = Date.now() + deviceCodes.settings.lifetimeSeconds * 1000;
      let lastWrite = Date.now();
      try {
        await stream.writeSSE({ event: 'pending', data: JSON.stringify({ status: 'pending' }) });
        let outcome: DeviceOutcome | 'pending' | undefined = first;
        while (!stream.aborted) {
          outcome = decided ?? outcome;
          if (outcome === undefined || Date.now() >= deadline) outcome = 'expired';
          if (outcome !== 'pending') {
            await stream.writeSSE({ event: outcome, data: JSON.stringify({ status: outcome }) });
            return;
          }
          if (Date.now() - lastWrite >= KEEP_ALIVE_MS) {
            await stream.write(': keep-alive\n\n');
            lastWrite = Date.now();
          }
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, ROW_CHECK_MS);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          if (!decided && !stream.aborted) outcome = await deviceCodes.outcome(deviceCode);
        }
      } finally {
        unsubscribe();
      }
    });
  });
  return app;
}
