import { type Breakpoint, breakpointFor } from '../domain/breakpoints.ts';
import { useDeviceStore } from './deviceStore.ts';

/**
 * The spec's breakpoint (browsing 9) of the viewport: TVs at 1280 and 1920 wide are xl. Apart from
 * deviceStore so that the grid rules it brings stay out of the first screen (only lazy screens use it).
 */
export const useBreakpoint = (): Breakpoint => useDeviceStore((state) => breakpointFor(state.viewportWidth));
