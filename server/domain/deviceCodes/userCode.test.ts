import { describe, expect, it } from 'vitest';
import { formatUserCode, newUserCode, normalizeUserCode, USER_CODE_ALPHABET } from './userCode.ts';

describe('user codes (spec: accounts 5.7, 9; RFC 8628 section 6.1)', () => {
  it('has no vowels, digits or look-alikes', () => {
    expect(USER_CODE_ALPHABET).toHaveLength(19);
    for (const banned of 'AEIOUY01L') expect(USER_CODE_ALPHABET).not.toContain(banned);
  });

  it('makes 6-character codes from the alphabet only', () => {
    for (let index = 0; index < 200; index += 1) {
      const code = newUserCode();
      expect(code).toMatch(new RegExp(`^[${USER_CODE_ALPHABET}]{6}$`));
    }
  });

  it.each([
    ['bcdfgh', 'BCDFGH'],
    ['BCD FGH', 'BCDFGH'],
    ['bcd-fgh', 'BCDFGH'],
    ['BCDFG', undefined],
    ['BCDFGHJ', undefined],
    ['BCDFG0', undefined],
    ['ABCDFG', undefined],
  ])('reads %s as %s', (input, expected) => {
    expect(normalizeUserCode(input)).toBe(expected);
  });

  it('shows the code in two groups of three', () => {
    expect(formatUserCode('BCDFGH')).toBe('BCD FGH');
  });
});
