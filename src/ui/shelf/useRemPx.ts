import { useDeviceStore } from '../../stores/deviceStore.ts';

/** Pixels per rem now (the TV layout scales the root font size with the screen width). */
export function useRemPx(): number {
  // Re-read whenever the viewport width changes: that is when the root font size can change.
  useDeviceStore((state) => state.viewportWidth);
  return Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}
