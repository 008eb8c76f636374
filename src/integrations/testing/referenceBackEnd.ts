import { vi } from 'vitest';
import { openTestApp } from '../../../server/http/providers/shared/testApp.ts';

/**
 * The reference back end in process, with `fetch` routed to it: an adapter test runs against the
 * real façade of its provider (spec: accounts 7), its database fresh per test file.
 */
export async function withReferenceBackEnd() {
  const backEnd = await openTestApp();
  const origin = 'http://localhost';
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    backEnd.app.request(String(input).replace(origin, ''), init),
  );
  return {
    ...backEnd,
    origin,
    async mail(): Promise<Array<{ to: string; subject: string; links: string[] }>> {
      return (await backEnd.app.request('/dev/mail.json')).json();
    },
    close() {
      vi.unstubAllGlobals();
      return backEnd.close();
    },
  };
}
