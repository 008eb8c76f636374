import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { customerSchema } from './subscriptionAccount.ts';

const customer = { id: 7, email: 'viewer@example.com', firstName: 'A', lastName: 'B' };

describe("the customer's lists in externalData (spec: browsing 4 — provider B; 5 — entries need mediaid)", () => {
  it.each<[string, unknown, unknown]>([
    [
      'a malformed favourite goes; the others and the customer stay',
      { favorites: [{ mediaid: 'abc12345' }, { bogus: 1 }, { mediaid: 'def67890', title: 'X' }] },
      { favorites: [{ mediaid: 'abc12345' }, { mediaid: 'def67890' }] },
    ],
    [
      'a malformed history entry goes the same way',
      { history: [{ progress: 0.5 }, { mediaid: 'abc12345', progress: 0.5 }] },
      { history: [{ mediaid: 'abc12345', progress: 0.5 }] },
    ],
  ])('%s', (_name, externalData, expected) => {
    const parsed = z.safeParse(customerSchema, { ...customer, externalData });
    expect(parsed.success ? parsed.data.externalData : parsed.error.message).toEqual(expected);
  });
});
