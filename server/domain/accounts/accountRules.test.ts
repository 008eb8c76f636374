import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidPassword, nameProblem } from './accountRules.ts';

describe('password rule (spec: accounts 5.5, 9)', () => {
  it.each([
    ['secret12', true],
    ['Secret12', true],
    ['secret1', false], // 7 characters
    ['SECRET12', false], // no lowercase letter
    ['secretpass', false], // no digit
    ['', false],
  ])('%s → %s', (password, valid) => expect(isValidPassword(password)).toBe(valid));
});

describe('e-mail rule (spec: accounts 5.2)', () => {
  it.each([
    ['viewer@example.com', true],
    ['Viewer.Name+tv@example.co.uk', true],
    ['viewer@', false],
    ['no-at-sign', false],
    [`${'a'.repeat(250)}@example.com`, false],
  ])('%s → %s', (email, valid) => expect(isValidEmail(email)).toBe(valid));
});

describe('names (spec: accounts 5.2 at sign-up, 5.6 on the account page)', () => {
  it.each([
    ['Ada', 'Lovelace', true, undefined],
    ['A', 'Lovelace', true, 'Missing firstName'],
    ['A', 'Lovelace', false, undefined],
    ['Ada', '', true, 'Missing lastName'],
    ['Ada', '', false, undefined],
    ['x'.repeat(51), 'L', false, 'firstName can have max 50 characters.'],
    ['Ada', 'y'.repeat(51), false, 'lastName can have max 50 characters.'],
  ])('%s %s (sign-up %s) → %s', (first, last, signUp, problem) =>
    expect(nameProblem(first, last, { signUp })).toBe(problem),
  );
});
