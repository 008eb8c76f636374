import { create } from 'zustand';
import { type DeviceProfile, desktopProfile } from '../../devices/index.ts';

export type Layout = 'tv' | 'desktop' | 'mobile';

/** spec: browsing 9 — md starts at 768 px; below it the mobile layout. */
const MOBILE_BELOW_PX = 768;

export function layoutFor(profile: DeviceProfile, viewportWidth: number): Layout {
  if (profile.kind === 'tv') return 'tv';
  return viewportWidth < MOBILE_BELOW_PX ? 'mobile' : 'desktop';
}

interface DeviceState {
  profile: DeviceProfile;
  viewportWidth: number;
  /** Pixels per rem: the TV layout scales the root font size with the screen width. */
  remPx: number;
  setProfile(profile: DeviceProfile): void;
  setViewportWidth(width: number): void;
  setRemPx(remPx: number): void;
}

export const useDeviceStore = create<DeviceState>((set) => ({
  profile: desktopProfile,
  viewportWidth: 1920,
  remPx: 16,
  setProfile: (profile) => set({ profile }),
  setViewportWidth: (viewportWidth) => set({ viewportWidth }),
  setRemPx: (remPx) => set({ remPx }),
}));

export const useLayout = (): Layout =>
  useDeviceStore((state) => layoutFor(state.profile, state.viewportWidth));
