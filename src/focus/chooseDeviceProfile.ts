import {
  type DeviceProfile,
  type DeviceProfileId,
  desktopProfile,
  deviceProfiles,
} from '../../devices/index.ts';

export interface DeviceChoiceInput {
  /** The `device` URL parameter, when present. */
  requested: string | null;
  /** The id remembered for this session, when present. */
  remembered: string | null;
  userAgent: string;
}

function byId(id: string | null): DeviceProfile | undefined {
  return id ? deviceProfiles.find((profile) => profile.id === id) : undefined;
}

/**
 * A forced `?device=` wins (tests, set-top browsers with unknown user agents), then the choice
 * remembered for the session, then the user agent; desktop is the fallback.
 */
export function chooseDeviceProfile({ requested, remembered, userAgent }: DeviceChoiceInput): DeviceProfile {
  return (
    byId(requested) ??
    byId(remembered) ??
    deviceProfiles.find((profile) =>
      profile.userAgentPatterns.some((pattern) => new RegExp(pattern, 'i').test(userAgent)),
    ) ??
    desktopProfile
  );
}

export function isDeviceProfileId(value: string): value is DeviceProfileId {
  return deviceProfiles.some((profile) => profile.id === value);
}
