import { z } from 'zod/mini';
import { codeToSend } from '../../domain/oneTimeCode.ts';
import { ApiError } from '../../net/http.ts';
import { AccountError } from '../accountError.ts';
import type { DeviceDescription } from '../accountService.ts';
import { jsonBody, jsonHeaders, providerRequest } from '../providerRequest.ts';
import { SignedOutError } from '../session/tokenSession.ts';

const descriptionSchema = z.object({ code: z.string(), deviceName: z.string() });
const failureSchema = z.object({ code: z.optional(z.string()), message: z.optional(z.string()) });

/**
 * The reference back end's device endpoints for the phone (`/providers/device/describe`, `approve`,
 * `deny`), with the signed-in viewer's bearer of whichever integration: the integrations whose spec has
 * no code call of its own approve here too (README, TV sign-in by phone). Every code failure reads as
 * login.invalid_code (spec: accounts 4.6, 8); too many entries as errors.too_many_requests.
 */
export function referenceDevice(host: string, bearer: () => Promise<string>) {
  const url = (path: string) => `${host.replace(/\/$/, '')}${path}`;
  async function call<T>(path: string, schema: z.core.$ZodType<T>, body?: { code: string }): Promise<T> {
    const response = await providerRequest(url(path), {
      method: body ? 'POST' : 'GET',
      headers: jsonHeaders(await bearer()),
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = await jsonBody(response);
    if (response.status === 401) throw new SignedOutError();
    if (!response.ok) {
      const failure = z.safeParse(failureSchema, answer);
      const cause = new ApiError(failure.data?.message ?? '', response.status, url(path), failure.data?.code);
      throw new AccountError(
        failure.data?.code === 'invalid_code' ? 'login.invalid_code' : 'unknown_error',
        undefined,
        {
          cause,
        },
      );
    }
    const data = z.safeParse(schema, answer);
    if (!data.success) throw new AccountError('errors.unexpected_response', undefined, { cause: data.error });
    return data.data;
  }
  return {
    describe: (code: string): Promise<DeviceDescription> =>
      call(`/describe?code=${encodeURIComponent(codeToSend(code))}`, descriptionSchema),
    async approve(code: string) {
      await call('/approve', z.unknown(), { code: codeToSend(code) });
    },
    async deny(code: string) {
      await call('/deny', z.unknown(), { code: codeToSend(code) });
    },
  };
}
