import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deviceProfileSchema } from './deviceProfileSchema.ts';
import { type DeviceProfileId, deviceProfiles, type RemoteAction } from './index.ts';

const profileFiles = readdirSync(new URL('.', import.meta.url)).filter((name) => name.endsWith('.json'));

describe('device profiles', () => {
  // The app does not parse them again (devices/index.ts): the build and this test do.
  it.each(profileFiles)(
    '%s satisfies the profile schema, and is one of the profiles the app knows',
    (name) => {
      const raw: unknown = JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8'));
      const checked = deviceProfileSchema.safeParse(raw);
      expect(checked.error).toBeUndefined();
      expect(deviceProfiles.map((profile) => `${profile.id}.json`)).toContain(name);
    },
  );

  it('a profile with an unknown field or a key code that is no number is refused', () => {
    const tizen = deviceProfiles[0];
    expect(deviceProfileSchema.safeParse({ ...tizen, remote: 'smart' }).success).toBe(false);
    expect(deviceProfileSchema.safeParse({ ...tizen, keys: { ...tizen?.keys, enter: ['13'] } }).success).toBe(
      false,
    );
  });

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

describe('live TV keys (zapping, banner, guide, previous channel)', () => {
  const profileNamed = (id: DeviceProfileId) => {
    const found = deviceProfiles.find((profile) => profile.id === id);
    if (!found) throw new Error(id);
    return found;
  };

  it.each(deviceProfiles.map((profile) => [profile.id, profile] as const))(
    '%s changes channel with a key',
    (_id, profile) => {
      expect(profile.keys.channelUp.length).toBeGreaterThan(0);
      expect(profile.keys.channelDown.length).toBeGreaterThan(0);
    },
  );

  // Sources: Samsung's TV remote-control guide (Tizen); LG's Magic Remote guide and the notes'
  // tv-platforms table (webOS); Chromium's keyboard_code_conversion_android.cc (Android TV web views:
  // KEYCODE_CHANNEL_UP/DOWN become PageUp/PageDown, 33/34; KEYCODE_LAST_CHANNEL, INFO and GUIDE get no
  // key code, only the key names MediaLast, Info, Guide); Windows' VirtualKey gamepad codes (Xbox).
  it.each<
    [DeviceProfileId, 'channelUp' | 'channelDown' | 'previousChannel' | 'info' | 'guide', number[], string[]]
  >([
    ['tizen', 'channelUp', [427], []],
    ['tizen', 'channelDown', [428], []],
    ['tizen', 'previousChannel', [10190], []],
    ['tizen', 'info', [457], []],
    ['tizen', 'guide', [458], []],
    ['webos', 'channelUp', [33], []],
    ['webos', 'channelDown', [34], []],
    // LG documents no previous-channel, info or guide key for apps: the player's controls offer previous
    // channel and guide, and OK on the bare picture shows the banner (liveZapping.spec, webOS).
    ['webos', 'previousChannel', [], []],
    ['webos', 'info', [], []],
    ['webos', 'guide', [], []],
    ['androidtv', 'channelUp', [33], []],
    ['androidtv', 'channelDown', [34], []],
    ['androidtv', 'previousChannel', [], ['MediaLast']],
    ['androidtv', 'info', [], ['Info']],
    ['androidtv', 'guide', [], ['Guide']],
    // Gamepad: the shoulder buttons zap (RB up, LB down), X previous, Y info, View the guide.
    ['xbox', 'channelUp', [33, 199], []],
    ['xbox', 'channelDown', [34, 200], []],
    ['xbox', 'previousChannel', [197], []],
    ['xbox', 'info', [198], []],
    ['xbox', 'guide', [208], []],
    // Keyboard: Page Up / Down, P (previous, as PRE-CH on remotes), I (info), G (guide).
    ['desktop', 'channelUp', [33], []],
    ['desktop', 'channelDown', [34], []],
    ['desktop', 'previousChannel', [80], []],
    ['desktop', 'info', [73], []],
    ['desktop', 'guide', [71], []],
  ])('%s %s: codes %j, key names %j', (id, action, codes, names) => {
    const profile = profileNamed(id);
    expect(profile.keys[action]).toEqual(codes);
    expect(profile.keyNames?.[action] ?? []).toEqual(names);
  });

  it.each(deviceProfiles.map((profile) => [profile.id, profile] as const))(
    '%s gives no digit key an action: digits pick channels and type PINs',
    (_id, profile) => {
      const digitCodes = profile.digitKeys?.flat() ?? [...range(48, 57), ...range(96, 105)];
      const actionCodes = Object.values(profile.keys).flat();
      expect(actionCodes.filter((code) => digitCodes.includes(code))).toEqual([]);
    },
  );

  it.each(deviceProfiles.map((profile) => [profile.id, profile] as const))(
    '%s maps no key name to two actions',
    (_id, profile) => {
      const names = Object.values(profile.keyNames ?? {}).flat();
      expect(new Set(names).size).toBe(names.length);
    },
  );

  /** Tizen's tvinputdevice name for every key beyond the ones it always delivers (arrows, OK, Back). */
  const tizenKeyNames: Record<
    Exclude<RemoteAction, 'left' | 'right' | 'up' | 'down' | 'enter' | 'back'>,
    string
  > = {
    exit: 'Exit',
    play: 'MediaPlay',
    pause: 'MediaPause',
    playPause: 'MediaPlayPause',
    stop: 'MediaStop',
    rewind: 'MediaRewind',
    fastForward: 'MediaFastForward',
    previousTrack: 'MediaTrackPrevious',
    nextTrack: 'MediaTrackNext',
    channelUp: 'ChannelUp',
    channelDown: 'ChannelDown',
    previousChannel: 'PreviousChannel',
    info: 'Info',
    guide: 'Guide',
  };

  it('tizen registers every key it maps (Tizen delivers only arrows, OK and Back unregistered)', () => {
    const tizen = profileNamed('tizen');
    for (const [action, name] of Object.entries(tizenKeyNames)) {
      if (tizen.keys[action as RemoteAction].length > 0) expect(tizen.registerKeys).toContain(name);
    }
    for (let digit = 0; digit <= 9; digit += 1) expect(tizen.registerKeys).toContain(String(digit));
  });
});

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
