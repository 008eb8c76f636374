/**
 * Whether an error means the database cannot be used right now (down, restarting, unreachable, too
 * slow) rather than a fault in the request: such requests answer 503 and the next ones recover by
 * themselves (issue 22). SQLSTATE classes 08 (connection) and 57 (operator intervention: shutdown,
 * cancelled by the statement timeout), and node-postgres's own connection and timeout errors.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error ? String(error.code) : '';
  if (
    /^(08|57)/.test(code) ||
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN'].includes(code)
  )
    return true;
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|connection timeout/i.test(
    message,
  );
}
