import { expect } from 'vitest';
import type { TestApp } from '../shared/testApp.ts';

/**
 * Requests to the account provider's façade as its library sends them (form-urlencoded, or multipart
 * where the spec says so), for the payment tests. Each new viewer signs up through POST /accounts;
 * sign-ups are limited per address (20 an hour), so a test file keeps below that.
 */
export function paywallClient(t: TestApp) {
  async function call(
    method: string,
    path: string,
    options: {
      form?: Record<string, string | number>;
      multipart?: Record<string, string | number>;
      token?: string;
      headers?: Record<string, string>;
    } = {},
  ) {
    let body: BodyInit | undefined;
    const headers: Record<string, string> = { ...options.headers };
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(stringValues(options.form)).toString();
    } else if (options.multipart) {
      const data = new FormData();
      for (const [name, value] of Object.entries(options.multipart)) data.set(name, String(value));
      body = data;
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await t.app.request(`/providers/paywall${path}`, { method, headers, body });
    const text = await response.text();
    return {
      status: response.status,
      json: /^[[{]/.test(text) ? JSON.parse(text) : text,
      headers: response.headers,
    };
  }

  let counter = 0;
  /** A new signed-in viewer: its bearer token. */
  async function viewer(): Promise<string> {
    counter += 1;
    const { status, json } = await call('POST', '/accounts', {
      form: {
        client_id: 'reference-paywall',
        referrer: 'http://localhost/',
        full_name: 'Pia Payer',
        username: `payer${counter}.${Date.now()}@example.com`,
        password: 'secret12',
        password_confirmation: 'secret12',
        grant_type: 'password',
        'metadata[terms]': 'true',
      },
    });
    expect(status).toBe(201);
    return json.access_token as string;
  }

  /** A provider page (3-D Secure or wallet approval) answered as the shopper would: where it sends them. */
  async function answerPage(url: string, action: string): Promise<URL> {
    const page = new URL(url, 'http://localhost');
    expect((await t.app.request(page.pathname)).status).toBe(200);
    const answer = await t.app.request(page.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `action=${action}`,
    });
    expect(answer.status).toBe(303);
    return new URL(answer.headers.get('location') ?? '', 'http://localhost');
  }

  return { call, viewer, answerPage };
}

export const card = (number: string, change: Record<string, string | number> = {}) => ({
  number,
  card_name: 'Pia Payer',
  exp_month: '03',
  exp_year: '2030',
  cvv: '737',
  payment_method: 1,
  referrer: 'http://localhost/m/m010demo',
  return_url: 'http://localhost/m/m010demo?u=checkout',
  branding_id: '0',
  ...change,
});

function stringValues(values: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));
}
