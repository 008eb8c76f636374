import { describe, expect, it } from 'vitest';
import { isEpgEnabled, isLivePlaylist } from './epgSettings.ts';

describe('isEpgEnabled', () => {
  it.each([
    [true, true],
    [false, false],
  ])('epg flag %s -> %s', (epg, expected) => {
    expect(isEpgEnabled({ epg })).toBe(expected);
  });
});

describe('isLivePlaylist', () => {
  it.each([
    [{ contentType: 'live' }, true],
    [{ contentType: 'liveChannel' }, true],
    [{ contentType: 'LIVECHANNEL' }, true],
    [{ isLiveChannel: 'true' }, true],
    [{ contentType: 'liveevent' }, false],
    [{ contentType: 'movie' }, false],
    [{}, false],
  ])('%j -> %s', (playlist, expected) => {
    expect(isLivePlaylist(playlist)).toBe(expected);
  });
});
