import { describe, expect, it } from 'vitest';
import { favoriteButtonShown } from './favoriteButton.ts';

// spec: browsing 6, Roles and permissions — "Favourite button: shown only when favourites are enabled, a
// login or register button is enabled and authentication is enabled"; and "Guest: … Favourites are kept
// locally". Reading (issue 18: movie pages showed it, series pages of the same config did not): one rule
// for every detail page. On a site with accounts the button needs a way to sign in or up; a site with
// no accounts keeps favourites on the device, so there favourites enabled is enough. The series page's
// "favourite (if features.favoritesList)" is read as the same rule: favoritesList names the list, and
// the device list has a default name.
describe('favoriteButtonShown', () => {
  it.each([
    [{ favorites: true, accounts: false, showLogin: false, showRegister: false }, true],
    [{ favorites: false, accounts: false, showLogin: true, showRegister: true }, false],
    [{ favorites: true, accounts: true, showLogin: true, showRegister: true }, true],
    [{ favorites: true, accounts: true, showLogin: false, showRegister: true }, true],
    [{ favorites: true, accounts: true, showLogin: true, showRegister: false }, true],
    [{ favorites: true, accounts: true, showLogin: false, showRegister: false }, false],
    [{ favorites: false, accounts: true, showLogin: true, showRegister: true }, false],
  ])('%o → %s', (input, expected) => {
    expect(favoriteButtonShown(input)).toBe(expected);
  });
});
