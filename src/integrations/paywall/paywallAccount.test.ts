import { describe, expect, it } from 'vitest';
import { customerConsentsOf } from './paywallAccount.ts';

const known = [
  { name: 'terms', label: 'Terms', required: true, version: '1' },
  { name: 'marketing', label: 'News', required: false, version: '2' },
];
const account = (metadata: Record<string, unknown>) => ({
  id: 1,
  email: 'a@example.com',
  full_name: 'A B',
  metadata,
});
const answers = (metadata: Record<string, unknown>) =>
  customerConsentsOf(account(metadata), known).map((consent) => [consent.name, consent.accepted]);

/** spec: accounts 3.1, 3.2 — the answers the account provider keeps in its metadata. */
describe('the account provider customer consents', () => {
  it.each([
    [
      'as stored',
      { terms: 'true', consents: JSON.stringify([{ name: 'marketing', version: '2', state: 'accepted' }]) },
      [
        ['terms', true],
        ['marketing', true],
      ],
    ],
    [
      'declined',
      { terms: '', consents: JSON.stringify([{ name: 'marketing', state: 'declined' }]) },
      [
        ['terms', false],
        ['marketing', false],
      ],
    ],
    [
      'nothing stored',
      {},
      [
        ['terms', false],
        ['marketing', false],
      ],
    ],
    [
      'not JSON: read as nothing answered',
      { terms: 'true', consents: '{oops' },
      [
        ['terms', true],
        ['marketing', false],
      ],
    ],
    [
      'JSON of another shape',
      { consents: JSON.stringify({ marketing: true }) },
      [
        ['terms', false],
        ['marketing', false],
      ],
    ],
  ])('%s', (_, metadata, expected) => {
    expect(answers(metadata)).toEqual(expected);
  });
});
