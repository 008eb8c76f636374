import { create } from 'zustand';
import { GUEST, type Viewer } from '../domain/entitlement.ts';

interface ViewerState {
  viewer: Viewer;
  setViewer(viewer: Viewer): void;
}

/**
 * Who is watching: a guest until the account session signs in (setViewer). The entitlement rules, the
 * start button and the playback URLs' user_id, profile_id and passport (spec: browsing 4, 7) read it.
 */
export const useViewerStore = create<ViewerState>((set) => ({
  viewer: GUEST,
  setViewer: (viewer) => set({ viewer }),
}));

export const useViewer = () => useViewerStore((state) => state.viewer);
