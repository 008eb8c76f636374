/** The parts of a key event the throttle reads and stops. */
export interface ThrottledKeyEvent {
  keyCode: number;
  stopImmediatePropagation(): void;
  preventDefault(): void;
}

type KeyListener = (event: ThrottledKeyEvent) => void;

export interface KeyEventSource {
  addEventListener(type: 'keydown' | 'keyup', listener: KeyListener, capture: true): void;
  removeEventListener(type: 'keydown' | 'keyup', listener: KeyListener, capture: true): void;
}

/**
 * A held remote key repeats its keydown 20-30 times a second; moving focus on each outruns what a
 * TV paints and what a viewer can follow. Repeats of a held key (keydowns with no keyup between)
 * pass at most once per `intervalMs`, the device profile's keyThrottleMs; separate presses always
 * pass, however quick. It listens in the capture phase of the window, so it runs before Norigin and
 * every screen's own key handling (the guide, the player).
 *
 * Norigin's own throttle is not used: it lifts only when Norigin's scheduler reaches the keyup, after
 * the previous navigation finished, so a quick second press could be swallowed whole (seen in the
 * 50-row walk on a loaded machine: one Down in fifty did nothing).
 */
export function throttleHeldKeys(
  source: KeyEventSource,
  intervalMs: number,
  now: () => number = () => performance.now(),
): () => void {
  /** Held keys, by key code: when a keydown of theirs last went through. */
  const held = new Map<number, number>();
  const onKeyDown: KeyListener = (event) => {
    const time = now();
    const passed = held.get(event.keyCode);
    if (passed !== undefined && time - passed < intervalMs) {
      event.stopImmediatePropagation();
      event.preventDefault();
      return;
    }
    held.set(event.keyCode, time);
  };
  const onKeyUp: KeyListener = (event) => {
    held.delete(event.keyCode);
  };
  source.addEventListener('keydown', onKeyDown, true);
  source.addEventListener('keyup', onKeyUp, true);
  return () => {
    source.removeEventListener('keydown', onKeyDown, true);
    source.removeEventListener('keyup', onKeyUp, true);
  };
}
