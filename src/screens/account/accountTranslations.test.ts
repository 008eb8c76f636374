import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/account.en.json';
import { paywallErrorTables } from '../../integrations/paywall/paywallErrors.ts';
import { subscriptionErrorTables } from '../../integrations/subscription/subscriptionErrors.ts';

const has = (key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en) !== undefined;

/** spec: accounts 8 — every key an adapter can hand a screen has its text (es has the same keys: i18n.test). */
describe('the error catalogue has a text for every key the adapters produce', () => {
  const tables = [...Object.values(subscriptionErrorTables), ...Object.values(paywallErrorTables)];
  const keys = new Set(tables.flatMap((table) => [table.fallback, ...table.rules.map((rule) => rule.key)]));
  for (const shared of [
    'errors.unreachable',
    'errors.too_many_requests',
    'errors.unexpected_response',
    'unknown_error',
  ])
    keys.add(shared);
  it.each([...keys])('%s', (key) => expect(has(key)).toBe(true));
});
