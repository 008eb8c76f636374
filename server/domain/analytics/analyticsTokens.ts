import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Tokens are read again after this long, so an operator's edited config counts without a restart. */
const REREAD_MS = 30_000;

/**
 * The analyticsToken of every config the back end serves (catalogue/configs/*.json): a batch with any
 * other token is not one of our sites' and is refused.
 */
export function analyticsTokens(catalogDir: string, now: () => number = Date.now) {
  let known: Promise<Set<string>> | undefined;
  let readAt = 0;

  async function read(): Promise<Set<string>> {
    const folder = join(catalogDir, 'configs');
    const files = (await readdir(folder)).filter((file) => file.endsWith('.json'));
    const tokens = new Set<string>();
    for (const file of files) {
      try {
        const config: unknown = JSON.parse(await readFile(join(folder, file), 'utf8'));
        if (typeof config === 'object' && config !== null && 'analyticsToken' in config) {
          const { analyticsToken } = config;
          if (typeof analyticsToken === 'string' && analyticsToken !== '') tokens.add(analyticsToken);
        }
      } catch {
        // A config that does not parse is the config route's to report; it has no token to accept.
      }
    }
    return tokens;
  }

  return {
    async has(token: string): Promise<boolean> {
      if (!known || now() - readAt > REREAD_MS) {
        readAt = now();
        known = read().catch(() => new Set<string>());
      }
      return (await known).has(token);
    },
  };
}
