import { describe, expect, it } from 'vitest';
import {
  formatHandoffCode,
  HANDOFF_CODE_ALPHABET,
  newHandoffCode,
  normalizeHandoffCode,
} from './handoffCode.ts';

describe('the hand-off code (Pay on your phone)', () => {
  it('draws 8 symbols without look-alikes', () => {
    expect(HANDOFF_CODE_ALPHABET).not.toMatch(/[01OIL]/);
    for (let draw = 0; draw < 200; draw += 1) expect(newHandoffCode()).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
  });

  it.each([
    ['K7QFM2XP', 'K7QFM2XP'],
    ['k7qf-m2xp', 'K7QFM2XP'],
    [' K7QF M2XP ', 'K7QFM2XP'],
    ['K7QF-M2X', undefined],
    ['K7QF-M2XPP', undefined],
    ['K0QF-M2XP', undefined],
    ['KIQF-M2XP', undefined],
    ['', undefined],
  ])('reads %j as %s', (typed, code) => {
    expect(normalizeHandoffCode(typed)).toBe(code);
  });

  it('is shown in two groups of four', () => {
    expect(formatHandoffCode('K7QFM2XP')).toBe('K7QF-M2XP');
  });
});
