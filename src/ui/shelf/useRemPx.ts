import { useDeviceStore } from '../../stores/deviceStore.ts';

/**
 * Pixels per rem now (the TV layout scales the root font size with the screen width). Read from the
 * store, which boot updates on resize: reading the computed style here, in render, forced a style
 * recalculation in every shelf on every key press.
 */
export function useRemPx(): number {
  return useDeviceStore((state) => state.remPx);
}
