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
    // Live TV (zapping, banner, guide): see deviceProfiles.test.ts for the sources.
    ['tizen', 428, 'channelDown'],
    ['tizen', 10190, 'previousChannel'],
    ['tizen', 457, 'info'],
    ['tizen', 458, 'guide'],
    ['androidtv', 33, 'channelUp'],
    ['androidtv', 34, 'channelDown'],
    ['xbox', 199, 'channelUp'],
    ['xbox', 200, 'channelDown'],
    ['desktop', 33, 'channelUp'],
    ['desktop', 80, 'previousChannel'],
    ['desktop', 73, 'info'],
    ['desktop', 71, 'guide'],
    ['desktop', 49, undefined],
  ])('%s key %i is %s', (id, keyCode, action) => {
    expect(remoteActionOf(profileNamed(id), { keyCode, target: null })).toBe(action);
  });

  // Android's web view gives KEYCODE_LAST_CHANNEL, INFO and GUIDE no key code (0), only a key name.
  it.each([
    ['androidtv', 'MediaLast', 'previousChannel'],
    ['androidtv', 'Info', 'info'],
    ['androidtv', 'Guide', 'guide'],
    ['androidtv', 'Unidentified', undefined],
    ['tizen', 'MediaLast', undefined],
  ])('%s key named %s is %s', (id, key, action) => {
    expect(remoteActionOf(profileNamed(id), { keyCode: 0, key, target: null })).toBe(action);
  });

  // A letter typed into a field is a letter: I, G, P and K are desktop shortcuts only outside fields.
  it.each([
    ['I', 73],
    ['G', 71],
    ['P', 80],
    ['K', 75],
    ['Space', 32],
    ['Backspace', 8],
  ])('desktop %s in a text field is no remote action', (_name, keyCode) => {
    const input = { tagName: 'INPUT' } as unknown as EventTarget;
    expect(remoteActionOf(profileNamed('desktop'), { keyCode, target: input })).toBeUndefined();
  });

  it('Page Up in a text field still zaps (it types nothing)', () => {
    const input = { tagName: 'INPUT' } as unknown as EventTarget;
    expect(remoteActionOf(profileNamed('desktop'), { keyCode: 33, target: input })).toBe('channelUp');
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
