import { isEditable } from './remoteKeys.ts';

/** The parts of a key event the throttle reads and stops. */
export interface ThrottledKeyEvent {
  keyCode: number;
  target?: EventTarget | null;
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
 * pass, however quick. Keys in `oncePerPress` (OK and Back, issue 26) pass once per physical press:
 * a held OK opens a title and must not go on to press its Start watching (or Buy), nor a held Back
 * unwind to the exit question. It listens in the capture phase of the window, so it runs before
 * Norigin and every screen's own key handling (the guide, the player).
 *
 * Norigin's own throttle is not used: it lifts only when Norigin's scheduler reaches the keyup, after
 * the previous navigation finished, so a quick second press could be swallowed whole (seen in the
 * 50-row walk on a loaded machine: one Down in fifty did nothing).
 */
export function throttleHeldKeys(
  source: KeyEventSource,
  intervalMs: number,
  now: () => number = () => performance.now(),
  oncePerPress: readonly number[] = [],
): () => void {
  /** Held keys, by key code: when a keydown of theirs last went through. */
  const held = new Map<number, number>();
  /**
   * Once-per-press keys now down. A keyup lost on the way (the app hidden while the key was down) costs
   * one press: that press's own keyup clears it.
   */
  const pressed = new Set<number>();
  const stop = (event: ThrottledKeyEvent) => {
    event.stopImmediatePropagation();
    event.preventDefault();
  };
  const onKeyDown: KeyListener = (event) => {
    // In a text field a held Backspace (desktop's Back) deletes on, as in any text box.
    if (oncePerPress.includes(event.keyCode) && !isEditable(event.target ?? null)) {
      if (pressed.has(event.keyCode)) stop(event);
      pressed.add(event.keyCode);
      return;
    }
    const time = now();
    const passed = held.get(event.keyCode);
    if (passed !== undefined && time - passed < intervalMs) {
      stop(event);
      return;
    }
    held.set(event.keyCode, time);
  };
  const onKeyUp: KeyListener = (event) => {
    held.delete(event.keyCode);
    pressed.delete(event.keyCode);
  };
  source.addEventListener('keydown', onKeyDown, true);
  source.addEventListener('keyup', onKeyUp, true);
  return () => {
    source.removeEventListener('keydown', onKeyDown, true);
    source.removeEventListener('keyup', onKeyUp, true);
  };
}
