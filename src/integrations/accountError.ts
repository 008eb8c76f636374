/**
 * An account call that failed, named by its key in the error catalogue (spec: accounts 8) — never the
 * server's own words, which a screen must not show. `field` names the form field the message belongs
 * to; without it the message is the form's.
 */
export class AccountError extends Error {
  constructor(
    readonly key: string,
    readonly field?: string,
    options?: { cause?: unknown },
  ) {
    super(key, options);
    this.name = 'AccountError';
  }
}

/** One row of an adapter's table: a server message containing `match` becomes `key` (on `field`). */
export interface ErrorRule {
  match: string;
  key: string;
  field?: string;
}

/**
 * spec: accounts 8 — server messages are matched by "contains", case-insensitively; the first row that
 * matches wins, otherwise the call's fallback key.
 */
export function catalogueError(
  message: string,
  rules: readonly ErrorRule[],
  fallback: string,
  cause?: unknown,
): AccountError {
  const lower = message.toLowerCase();
  const rule = rules.find((candidate) => lower.includes(candidate.match.toLowerCase()));
  return new AccountError(rule?.key ?? fallback, rule?.field, { cause });
}
