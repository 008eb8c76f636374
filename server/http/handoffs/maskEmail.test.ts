import { describe, expect, it } from 'vitest';
import { maskEmail } from './maskEmail.ts';

describe('the masked account e-mail on the phone', () => {
  it.each([
    ['jane@example.com', 'j•••@example.com'],
    ['j@example.com', 'j•••@example.com'],
    ['first.last+tv@mail.example.org', 'f•••@mail.example.org'],
    ['"a@b"@example.com', '"•••@example.com'],
    ['no-at-sign', '•••'],
    ['@example.com', '•••'],
  ])('%s reads %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
