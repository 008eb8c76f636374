import { PaywallError } from './paywallResponse.ts';

/**
 * spec: accounts 3.1, 3.2 — the customer's consents as the account provider carries them: a JSON
 * string of {name, version, state} in the account's metadata, at sign-up and on an account update.
 */
export function parseConsents(raw: string) {
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.flatMap((item) =>
      typeof item === 'object' && item !== null && 'name' in item && typeof item.name === 'string'
        ? [
            {
              name: item.name,
              version: String((item as { version?: unknown }).version ?? '1'),
              state:
                (item as { state?: unknown }).state === 'accepted'
                  ? ('accepted' as const)
                  : ('declined' as const),
            },
          ]
        : [],
    );
  } catch {
    throw new PaywallError(422, 'consents error: the consents are not valid JSON', 'consents');
  }
}
