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
  setProfile(profile: DeviceProfile): void;
  setViewportWidth(width: number): void;
}

export const useDeviceStore = create<DeviceState>((set) => ({
  profile: desktopProfile,
  viewportWidth: 1920,
  setProfile: (profile) => set({ profile }),
  setViewportWidth: (viewportWidth) => set({ viewportWidth }),
}));

export const useLayout = (): Layout =>
  useDeviceStore((state) => layoutFor(state.profile, state.viewportWidth));
