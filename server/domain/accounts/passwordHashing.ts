import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane): about 20-60 ms a hash on these machines
 * (notes: accounts). The parameters travel inside each hash, so raising them later keeps old hashes valid.
 */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Checking a password against this when the account does not exist (or has no password) costs the same
 * as a real check, so timing does not tell whether an e-mail is registered.
 */
let decoyHash: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy-password-1');
  await verifyPassword(await decoyHash, password);
  return false;
}
