import type { NotificationCredentials } from '../domain/accounts/notificationKeys.ts';

/**
 * The account provider's calls the notification tests make over real HTTP (issue 17): a fresh account,
 * another sign-in of it, and its credential set. `origin` is the running server's.
 */
export function accountProviderCalls(origin: () => string) {
  const form = (values: Record<string, string>, bearer?: string) => ({
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    body: new URLSearchParams({ client_id: 'reference-paywall', ...values }).toString(),
  });
  const post = (path: string, values: Record<string, string>, bearer?: string) =>
    fetch(`${origin()}/providers/paywall${path}`, form(values, bearer));
  return {
    post,
    async signUp(): Promise<{ email: string; token: string; uuid: string }> {
      const email = `notify-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
      const response = await post('/accounts', {
        full_name: 'Nora Notify',
        username: email,
        password: 'secret12',
        password_confirmation: 'secret12',
        'metadata[terms]': 'true',
      });
      const body = (await response.json()) as { access_token: string; account: { uuid: string } };
      return { email, token: body.access_token, uuid: body.account.uuid };
    },
    async signIn(email: string): Promise<string> {
      const response = await post('/accounts/authenticate', {
        grant_type: 'password',
        username: email,
        password: 'secret12',
      });
      return ((await response.json()) as { access_token: string }).access_token;
    },
    async keys(token: string): Promise<NotificationCredentials> {
      const response = await fetch(`${origin()}/providers/paywall/iot/keys`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.status !== 200) throw new Error(`iot/keys answered ${response.status}`);
      return (await response.json()) as NotificationCredentials;
    },
  };
}
