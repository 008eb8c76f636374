import { describe, expect, it } from 'vitest';
import {
  accountFirstNameRule,
  emailChangeRules,
  emailRule,
  formMessage,
  lastNameRule,
  newPasswordRule,
  passwordStrength,
  signUpFirstNameRule,
} from './accountValidation.ts';

describe('account form rules (spec: accounts 5)', () => {
  it.each([
    ['', 'validation.required'],
    ['   ', 'validation.required'],
    ['demo', 'login.field_is_not_valid_email'],
    ['demo@example', 'login.field_is_not_valid_email'],
    ['de mo@example.com', 'login.field_is_not_valid_email'],
    ['demo@example.com', undefined],
    [' demo@example.com ', undefined],
  ])('email %j -> %s', (value, key) => expect(emailRule(value)).toBe(key));

  it.each([
    ['', 'validation.required'],
    ['abcdefg1', undefined],
    ['abcdef1', 'registration.invalid_password'],
    ['ABCDEFG1', 'registration.invalid_password'],
    ['abcdefgh', 'registration.invalid_password'],
  ])('new password %j -> %s', (value, key) => expect(newPasswordRule(value)).toBe(key));

  it.each([
    [signUpFirstNameRule, 'A', 'validation.first_name_short'],
    [signUpFirstNameRule, 'Al', undefined],
    [signUpFirstNameRule, 'x'.repeat(51), 'validation.first_name_long'],
    [accountFirstNameRule, 'A', undefined],
    [accountFirstNameRule, ' ', 'validation.required'],
    [lastNameRule, 'x'.repeat(50), undefined],
    [lastNameRule, 'x'.repeat(51), 'validation.last_name_long'],
  ])('name rule %#: %j -> %s', (rule, value, key) => expect(rule(value)).toBe(key));

  it.each([
    ['', 'secret12', 'account.errors.wrong_combination', undefined],
    ['new@example.com', '', undefined, 'account.errors.wrong_combination'],
    ['new@example', 'secret12', 'account.errors.enter_valid_email', undefined],
    [' new@example.com ', 'secret12', undefined, undefined],
  ])('e-mail change %j with password %j -> %s, %s', (email, password, emailKey, passwordKey) => {
    expect(emailChangeRules.email(email)).toBe(emailKey);
    expect(emailChangeRules.confirmationPassword(password)).toBe(passwordKey);
  });

  it.each([
    ['short1', undefined],
    ['abcdefg1', 'invalid'],
    ['Abcdefg1', 'weak'],
    ['Abcdef12', 'fair'],
    ['Abcdef12!', 'strong'],
    ['Abcdef12!?', 'very_strong'],
    ['abcdefg1!', 'weak'],
  ])('strength of %j is %s', (value, label) => expect(passwordStrength(value)).toBe(label));

  it('names the form message after the failing rules (5.1)', () => {
    expect(formMessage({ email: undefined })).toBeUndefined();
    expect(formMessage({ email: 'validation.required', password: 'validation.required' })).toBe(
      'validation_form_error.required',
    );
    expect(formMessage({ email: 'login.field_is_not_valid_email', password: 'validation.required' })).toBe(
      'validation_form_error.other',
    );
  });
});
