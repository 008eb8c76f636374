import { z } from 'zod';

/** The remote actions the app understands; a profile maps each to the key codes its remote sends. */
export const remoteActions = [
  'left',
  'right',
  'up',
  'down',
  'enter',
  'back',
  'exit',
  'play',
  'pause',
  'playPause',
  'stop',
  'rewind',
  'fastForward',
  'previousTrack',
  'nextTrack',
  'channelUp',
  'channelDown',
] as const;

export type RemoteAction = (typeof remoteActions)[number];

const keyCodes = z.array(z.number().int().nonnegative());

export const deviceProfileSchema = z.strictObject({
  id: z.enum(['tizen', 'webos', 'androidtv', 'xbox', 'desktop']),
  label: z.string().min(1),
  /** 'tv' profiles are driven by a remote alone and start with a focused element. */
  kind: z.enum(['tv', 'desktop']),
  /** Regular expressions (case-insensitive) tried against navigator.userAgent, in profile order. */
  userAgentPatterns: z.array(z.string()),
  viewport: z.strictObject({ width: z.number().int().positive(), height: z.number().int().positive() }),
  /** keyCode values per action; KeyboardEvent.keyCode is what every TV engine reports reliably. */
  keys: z.record(z.enum(remoteActions), keyCodes),
  /** Keys that must be registered before the platform delivers them (Tizen's tvinputdevice names). */
  registerKeys: z.array(z.string()),
  /** What Back does on Home: ask to exit (Samsung rule) or leave it to the platform's own popup. */
  backOnHome: z.enum(['confirm-exit', 'platform']),
  /** Minimum milliseconds between two handled key repeats while a key is held. */
  keyThrottleMs: z.number().int().nonnegative(),
});

export type DeviceProfile = z.infer<typeof deviceProfileSchema>;
export type DeviceProfileId = DeviceProfile['id'];
