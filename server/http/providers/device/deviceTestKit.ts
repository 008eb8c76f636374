import type { DeviceAuthorization } from '../../../domain/deviceCodes/index.ts';
import type { TestApp } from '../shared/testApp.ts';

export const TIZEN_UA =
  'Mozilla/5.0 (SMART-TV; LINUX; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) 85.0 TV Safari/537.36';

export type Authorization = DeviceAuthorization;

/** Anything that answers requests: the Hono app in process, or a running server reached by fetch. */
export interface Requester {
  request(path: string, init?: RequestInit): Response | Promise<Response>;
}

/** The TV asks for a code, form-encoded as RFC 8628 clients do. */
export async function authorize(
  app: Requester,
  fields: Record<string, string> = { integration: 'subscription', device_name: 'Living-room TV' },
): Promise<Authorization> {
  const response = await app.request('/providers/device/authorize', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': TIZEN_UA },
    body: new URLSearchParams(fields).toString(),
  });
  if (response.status !== 200) throw new Error(`authorize answered ${response.status}`);
  return (await response.json()) as Authorization;
}

/** The TV polls the token endpoint. */
export async function poll(app: Requester, deviceCode: string) {
  const response = await app.request('/providers/device/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
      device_code: deviceCode,
    }).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A phone signed in as a demo account: its bearer token. */
export async function phoneBearer(testApp: TestApp, email = 'demo@example.com'): Promise<string> {
  const customer = await testApp.accounts.customers.findByEmail(email);
  if (!customer) throw new Error(`no demo account ${email}`);
  const tokens = await testApp.accounts.sessions.start(customer, { integration: 'paywall' });
  return tokens.accessToken;
}

/** The phone approves or denies with the reference endpoint. */
export async function decide(
  app: Requester,
  bearer: string | undefined,
  code: string,
  action: 'approve' | 'deny' = 'approve',
) {
  const response = await app.request(`/providers/device/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify({ code }),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

export const codeOf = (authorization: Authorization) => authorization.user_code.replace(' ', '');
