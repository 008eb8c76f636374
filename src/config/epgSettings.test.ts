import { describe, expect, it } from 'vitest';
import type { AppConfig } from './appConfigSchema.ts';
import { isEpgEnabled, isLivePlaylist } from './epgSettings.ts';

describe('isEpgEnabled', () => {
  it.each([
    [{}, true],
    [{ epgEnabled: true }, true],
    [{ epgEnabled: 'false' }, true],
    [{ epgEnabled: false }, false],
  ])('custom %j -> %s', (custom, expected) => {
    expect(isEpgEnabled({ custom } as unknown as AppConfig)).toBe(expected);
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
