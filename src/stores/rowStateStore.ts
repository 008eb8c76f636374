import { create } from 'zustand';

/**
 * spec: browsing 2, Shelf — the focused index of each row is remembered per pathname; with it, the
 * first card in view, so a row comes back scrolled as the viewer left it.
 */
export interface RowPosition {
  focusedIndex: number;
  firstIndex: number;
}

interface RowState {
  positions: Record<string, RowPosition>;
  setPosition(key: string, position: RowPosition): void;
}

export const useRowStateStore = create<RowState>((set) => ({
  positions: {},
  setPosition: (key, position) => set((state) => ({ positions: { ...state.positions, [key]: position } })),
}));

export function rowKey(pathname: string, row: string): string {
  return `${pathname}|${row}`;
}
