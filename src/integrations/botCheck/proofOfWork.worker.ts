import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { handler } from 'altcha-lib/workers/shared';

/*
 * spec: accounts 5.3 — the bot check's proof of work, off the main thread. altcha-lib's own worker
 * protocol (work / abort messages, the solution posted back); its bundled SHA worker derives keys with
 * node:crypto, so this one gives it WebCrypto's.
 */
handler({ deriveKey });
