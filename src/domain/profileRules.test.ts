import { describe, expect, it } from 'vitest';
import {
  AVATARS,
  mustChooseProfile,
  pinProblem,
  profileNameProblem,
  randomAvatarUrl,
} from './profileRules.ts';

describe('profile names (spec: accounts 5.8)', () => {
  it.each([
    ['', 'profiles.name_required'],
    ['   ', 'profiles.name_required'],
    ['Al', 'profiles.name_too_short'],
    ['  Al  ', 'profiles.name_too_short'],
    ['Ali', undefined],
    ['x'.repeat(30), undefined],
    ['x'.repeat(31), 'profiles.name_too_long'],
    ['Niño José 2', undefined],
    ['Ann-Marie', 'profiles.name_invalid_characters'],
    ['Kid!', 'profiles.name_invalid_characters'],
  ])('%j → %s', (name, key) => {
    expect(profileNameProblem(name)).toBe(key);
  });
});

describe('PINs', () => {
  it.each([
    ['', undefined],
    ['1234', undefined],
    ['123', 'profiles.pin_invalid'],
    ['12345', 'profiles.pin_invalid'],
    ['12a4', 'profiles.pin_invalid'],
  ])('%j → %s', (pin, key) => {
    expect(pinProblem(pin)).toBe(key);
  });
});

it('draws a new profile an avatar from the twelve (spec: accounts 5.8, 9)', () => {
  expect(AVATARS).toHaveLength(12);
  expect(randomAvatarUrl(() => 0)).toBe('/images/avatars/alien.svg');
  expect(randomAvatarUrl(() => 0.999)).toBe('/images/avatars/vibe.svg');
});

describe('who must choose a profile first (spec: accounts 2.2, 6)', () => {
  const base = {
    signedIn: true,
    profilesOn: true,
    profileChosen: false,
    accessModel: 'AUTHVOD' as const,
    profileSwitching: true,
    accountScreenOpen: false,
    pathname: '/',
  };
  it.each([
    ['signed in, none chosen, AUTHVOD', {}, true],
    ['SVOD', { accessModel: 'SVOD' as const }, true],
    ['a deep link', { pathname: '/m/m001demo/northern-lights' }, true],
    ['a guest', { signedIn: false }, false],
    ['profiles off', { profilesOn: false }, false],
    ['one chosen', { profileChosen: true }, false],
    ['AVOD', { accessModel: 'AVOD' as const }, false],
    ['switching off', { profileSwitching: false }, false],
    ['an account screen open (u=…)', { accountScreenOpen: true }, false],
    ['already on the profile screens', { pathname: '/u/profiles/create' }, false],
    ['the phone approving a TV (reading: exempt)', { pathname: '/activate' }, false],
    ['a hosted sign-in coming back (reading: exempt)', { pathname: '/auth/callback' }, false],
  ])('%s → %s', (_name, change, expected) => {
    expect(mustChooseProfile({ ...base, ...change })).toBe(expected);
  });
});
