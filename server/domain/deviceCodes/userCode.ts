import { randomInt } from 'node:crypto';

/**
 * The code the viewer reads off the TV (spec: accounts 5.7 and 9 — 6 characters, upper case). No vowels,
 * so no word can form, no digits, and no L (the TV sign-in issue names 0/O and 1/I/L look-alikes): 19
 * symbols, 19^6 ≈ 47 million codes (about 25.5 bits), safe only with the attempt limits and the
 * 10-minute life (RFC 8628 sections 5.1 and 6.1).
 */
export const USER_CODE_ALPHABET = 'BCDFGHJKMNPQRSTVWXZ';
export const USER_CODE_LENGTH = 6;

export function newUserCode(): string {
  let code = '';
  for (let index = 0; index < USER_CODE_LENGTH; index += 1) {
    code += USER_CODE_ALPHABET[randomInt(USER_CODE_ALPHABET.length)];
  }
  return code;
}

/**
 * What the viewer typed, as the code it stands for: upper-cased (spec: accounts 4.6), spaces and dashes
 * dropped (the TV shows `BCD FGH`). Undefined when it cannot be a code at all.
 */
export function normalizeUserCode(input: string): string | undefined {
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== USER_CODE_LENGTH) return undefined;
  for (const symbol of code) if (!USER_CODE_ALPHABET.includes(symbol)) return undefined;
  return code;
}

/** `BCDFGH` → `BCD FGH`: two groups of three read aloud and typed more easily (RFC 8628 section 6.1). */
export function formatUserCode(code: string): string {
  return `${code.slice(0, 3)} ${code.slice(3)}`;
}
