import { describe, expect, it } from 'vitest';
import { catalogueError, type ErrorRule } from '../accountError.ts';

type Tables = Record<string, { rules: readonly ErrorRule[]; fallback: string }>;
/** A server message as the façade sends it, and the catalogue key (and field) the viewer reads. */
export type ErrorRow<T extends Tables> = [keyof T & string, string, string, string?];

/**
 * spec: accounts 8 — one test per row of an adapter's tables, and a check that every rule and every
 * fallback has a row, so a rule added without its case fails here.
 */
export function describeErrorTables<T extends Tables>(title: string, tables: T, rows: Array<ErrorRow<T>>) {
  describe(title, () => {
    it.each(rows)('%s: %j -> %s', (table, message, key, field) => {
      const { rules, fallback } = tables[table] as T[string];
      const error = catalogueError(message, rules, fallback);
      expect(error.key).toBe(key);
      expect(error.field).toBe(field);
    });

    it('covers every rule of every table, and every fallback', () => {
      for (const [table, { rules, fallback }] of Object.entries(tables)) {
        for (const rule of rules)
          expect(
            rows.some(
              ([t, message, key]) =>
                t === table && key === rule.key && message.toLowerCase().includes(rule.match.toLowerCase()),
            ),
            `${table} ${rule.match}`,
          ).toBe(true);
        expect(
          rows.some(([t, , key]) => t === table && key === fallback),
          `${table} fallback`,
        ).toBe(true);
      }
    });
  });
}

/** The card provider's refusals (payments/cardRefusals.ts) as every table that takes them reads them. */
export const cardRefusalRows = <Table extends string>(table: Table): Array<[Table, string, string]> => [
  [table, 'Your card was declined', 'payment.card_declined'],
  [table, 'Your card was declined (reported stolen)', 'payment.card_declined'],
  [table, 'Your card has insufficient funds', 'payment.insufficient_funds'],
  [table, 'Your card has expired', 'payment.card_expired'],
  [table, "Your card's security code is incorrect", 'payment.incorrect_cvc'],
  [table, 'The card holder did not pass 3-D Secure', 'payment.authentication_failed'],
];
