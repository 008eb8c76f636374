import { randomInt } from 'node:crypto';

/**
 * The code a phone types to open a TV's checkout ("Pay on your phone"): 8 symbols from an alphabet
 * without the look-alikes 0/O, 1/I and L, shown as `K7QF-M2XP`. 31^8 ≈ 8.5 × 10^11 codes (about 39
 * bits): with 10 minutes of life, single use and the per-address entry limit, guessing a live one is
 * out of reach. Digits stay in the alphabet so the code reads as a code, not as a word.
 */
export const HANDOFF_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const HANDOFF_CODE_LENGTH = 8;

export function newHandoffCode(): string {
  return Array.from(
    { length: HANDOFF_CODE_LENGTH },
    () => HANDOFF_CODE_ALPHABET[randomInt(HANDOFF_CODE_ALPHABET.length)],
  ).join('');
}

/**
 * What the viewer typed or scanned, as the code it stands for: upper-cased, spaces and the dash
 * dropped. Undefined when it cannot be a code (a wrong length, a symbol outside the alphabet).
 */
export function normalizeHandoffCode(input: string): string | undefined {
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== HANDOFF_CODE_LENGTH) return undefined;
  return [...code].every((symbol) => HANDOFF_CODE_ALPHABET.includes(symbol)) ? code : undefined;
}

/** `K7QFM2XP` → `K7QF-M2XP`: two groups of four, read off a TV and typed more easily. */
export function formatHandoffCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}
