import { create } from 'zustand';
import type { Features } from '../config/features.ts';
import type { StartupResult } from '../config/startup.ts';

interface ConfigState {
  startup: StartupResult | null;
  setStartup(startup: StartupResult): void;
}

/** What start-up produced; set once before the router renders, so screens may rely on it. */
export const useConfigStore = create<ConfigState>((set) => ({
  startup: null,
  setStartup: (startup) => set({ startup }),
}));

export function useStartupResult(): StartupResult {
  const startup = useConfigStore((state) => state.startup);
  if (!startup) throw new Error('Rendered before start-up');
  return startup;
}

/** The resolved feature flags (spec: browsing 3, Feature flags). */
export function useFeatures(): Features {
  return useStartupResult().features;
}
