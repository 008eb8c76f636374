import { describe, expect, it } from 'vitest';
import { deviceProfiles } from '../../devices/index.ts';
import { digitOf } from './digitKeys.ts';
import { remoteActionOf } from './remoteKeys.ts';

const profileNamed = (id: string) => {
  const found = deviceProfiles.find((candidate) => candidate.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('remoteActionOf', () => {
  it.each([
    ['tizen', 10009, 'back'],
    ['tizen', 10182, 'exit'],
    ['tizen', 415, 'play'],
    ['tizen', 427, 'channelUp'],
    ['webos', 461, 'back'],
    ['webos', 33, 'channelUp'],
    ['androidtv', 4, 'back'],
    ['androidtv', 179, 'playPause'],
    ['desktop', 27, 'back'],
    ['desktop', 8, 'back'],
    ['desktop', 13, 'enter'],
    ['desktop', 65, undefined],
  ])('%s key %i is %s', (id, keyCode, action) => {
    expect(remoteActionOf(profileNamed(id), { keyCode, target: null })).toBe(action);
  });
});

describe('digitOf (a PIN typed with the number keys, issue 16)', () => {
  it.each([
    ['tizen', 48, 0],
    ['tizen', 57, 9],
    ['webos', 52, 4],
    ['androidtv', 55, 7],
    ['desktop', 101, 5],
    // A keyboard's keypad types digits too, on every profile (none of them sends those codes for else).
    ['tizen', 101, 5],
    ['tizen', 37, undefined],
  ] as const)('%s keyCode %i → %s', (profile, keyCode, digit) => {
    expect(digitOf(profileNamed(profile), { keyCode })).toBe(digit);
  });
});
