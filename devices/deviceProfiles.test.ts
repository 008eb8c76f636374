import { describe, expect, it } from 'vitest';
import { deviceProfiles } from './index.ts';

describe('device profiles', () => {
  it.each(deviceProfiles.map((profile) => [profile.id, profile] as const))(
    '%s can be driven by arrows, OK and Back',
    (_id, profile) => {
      for (const action of ['left', 'right', 'up', 'down', 'enter', 'back'] as const) {
        expect(profile.keys[action].length).toBeGreaterThan(0);
      }
    },
  );

  it.each(deviceProfiles.map((profile) => [profile.id, profile] as const))(
    '%s maps no key code to two actions',
    (_id, profile) => {
      const codes = Object.values(profile.keys).flat();
      expect(new Set(codes).size).toBe(codes.length);
    },
  );

  it('uses the vendor Back codes (notes: tv-platforms)', () => {
    const back = Object.fromEntries(deviceProfiles.map((profile) => [profile.id, profile.keys.back]));
    expect(back.tizen).toContain(10009);
    expect(back.webos).toContain(461);
    expect(back.androidtv).toContain(4);
  });
});
