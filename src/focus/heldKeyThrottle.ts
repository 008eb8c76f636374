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

export interface HeldKeyRules {
  /** The device profile's keyThrottleMs: at least this long between two steps of a held key (0: none). */
  minIntervalMs: number;
  /** Keys that act once per physical press however long held (OK and Back). */
  oncePerPress?: readonly number[];
  now?: () => number;
  /** Calls back at the next animation frame, which paints what the last step changed. */
  nextFrame?: (callback: () => void) => void;
}

/** Whether the last keydown let through repeated a key still held (no keyup since its last keydown). */
let lastPassedWasRepeat = false;

/**
 * Whether the key press being handled is a held key's repeat rather than a fresh press. Norigin
 * handles the latest keydown let through, so this describes the one it is handling.
 */
export function isHeldRepeat(): boolean {
  return lastPassedWasRepeat;
}

/**
 * At a container's edge (the guide's grid, a shelf's first card, the first or last row of a list of
 * shelves), whether the arrow being handled may carry focus out of it, to the menu or the header: a
 * fresh press does; the repeats of a held key stop at the edge, so holding Left back to a shelf's
 * start, or Up to the top row, does not run on into the menu with the repeats already sent. Containers
 * call it from their onArrowPress at their edge. (Norigin's own pressedKeys count cannot tell: it sees
 * no keyups, tvLayoutAdapter.ts.)
 */
export function mayLeaveAtEdge(): boolean {
  return !isHeldRepeat();
}

/**
 * A held remote key repeats its keydown 20-30 times a second. Issue 19: a held key moves one step per
 * repeat, as far as the TV keeps up, and stops on the key-up. A repeat (a keydown with no keyup since
 * the last) passes only once the step before it has reached an animation frame: while a slow chipset is
 * still working on a step, the repeats that pile up behind it are dropped rather than queued, so focus
 * never runs on after the viewer lets go. A fixed interval (the profile's keyThrottleMs, 100 ms before
 * issue 19) capped a fast TV at ten steps a second for nothing. Separate presses always pass, however
 * quick. Keys in `oncePerPress` (OK and Back, issue 26) pass once per physical press: a held OK opens a
 * title and must not go on to press its Start watching (or Buy), nor a held Back unwind to the exit
 * question. It listens in the capture phase of the window, so it runs before Norigin and every screen's
 * own key handling (the guide, the player).
 *
 * Norigin's own throttle is not used: it lifts only when Norigin's scheduler reaches the keyup, after
 * the previous navigation finished, so a quick second press could be swallowed whole (seen in the
 * 50-row walk on a loaded machine: one Down in fifty did nothing).
 */
export function throttleHeldKeys(source: KeyEventSource, rules: HeldKeyRules): () => void {
  const {
    minIntervalMs,
    oncePerPress = [],
    now = () => performance.now(),
    nextFrame = (callback) => requestAnimationFrame(callback),
  } = rules;
  /** Held keys, by key code: when a keydown of theirs last went through. */
  const held = new Map<number, number>();
  /**
   * Once-per-press keys now down. A keyup lost on the way (the app hidden while the key was down) costs
   * one press: that press's own keyup clears it.
   */
  const pressed = new Set<number>();
  /** A step has gone through and no frame has come since. */
  let stepUnpainted = false;
  const stop = (event: ThrottledKeyEvent) => {
    event.stopImmediatePropagation();
    event.preventDefault();
  };
  const onKeyDown: KeyListener = (event) => {
    // In a text field a held Backspace (desktop's Back) deletes on, as in any text box.
    if (oncePerPress.includes(event.keyCode) && !isEditable(event.target ?? null)) {
      if (pressed.has(event.keyCode)) stop(event);
      else lastPassedWasRepeat = false;
      pressed.add(event.keyCode);
      return;
    }
    const time = now();
    const passed = held.get(event.keyCode);
    if (passed !== undefined && (stepUnpainted || time - passed < minIntervalMs)) {
      stop(event);
      return;
    }
    lastPassedWasRepeat = passed !== undefined;
    held.set(event.keyCode, time);
    if (stepUnpainted) return;
    stepUnpainted = true;
    nextFrame(() => {
      stepUnpainted = false;
    });
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
