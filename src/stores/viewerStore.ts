import { create } from 'zustand';
import { GUEST, type Viewer } from '../domain/entitlement.ts';

interface ViewerState {
  viewer: Viewer;
  setViewer(viewer: Viewer): void;
}

/**
 * Who is watching. Every viewer is a guest until accounts arrive (the accounts issue signs in through
 * setViewer); what reads it — the playback URLs' user_id, profile_id and passport (spec: browsing 7,
 * Playback) — then follows without changes.
 */
export const useViewerStore = create<ViewerState>((set) => ({
  viewer: GUEST,
  setViewer: (viewer) => set({ viewer }),
}));
