import {
  type AddEventListenersOptions,
  BaseWebAdapter,
  type FocusableComponent,
  type FocusableComponentLayout,
} from '@noriginmedia/norigin-spatial-navigation';
import { measureNode } from './measureNode.ts';

/**
 * Norigin's web adapter with two changes for slow TV engines.
 *
 * Keydowns only. Norigin runs each key event as a task of its scheduler, which keeps one pending task
 * and lets a newer one replace it. A keyup is a task too, so a press made while the previous move was
 * still running could have its keydown replaced by its own keyup. The app uses no release callbacks,
 * no `pressedKeys` and no Norigin throttle (heldKeyThrottle.ts throttles held keys), so Norigin needs
 * no keyups: only newer keydowns replace a pending one.
 *
 * Layouts measured when read, or when the page is next idle. Norigin measures every focusable as it
 * mounts and the old and new focus on every move, each time walking the offsetParent chain; right
 * after React has changed the DOM that forces a synchronous layout, the largest JS cost of a key press
 * on Home (issue 7). Most of those layouts are never needed: rows and grids move focus by index
 * (`nextFocusResolver`) and the focus callbacks use only `node`. A layout here is measured the first
 * time Norigin reads a coordinate, with the same offset arithmetic as Norigin's adapter.
 *
 * Norigin still reads the focused card's layout on the next press (its cut-off coordinate, before it
 * asks the shelf's resolver), and that read forced the layout of whatever had changed since the last
 * frame inside the key's task: 1.5 ms a Right at 4x CPU throttle on average, up to 5 ms (issue 19,
 * traced). So a layout also measures itself when the page is next idle: after the frame, when the
 * page's layout is clean and the offsets cost nothing to read, and not in a task that would hold back
 * the frame's other work. A press that comes sooner measures it as before. Offsets ignore transforms and
 * the page's scroll, so a layout taken then still holds at the next press.
 */
export class TvLayoutAdapter extends BaseWebAdapter {
  override addEventListeners({ keyDown }: AddEventListenersOptions): void {
    super.addEventListeners({ keyDown });
  }

  override measureLayout = (component: FocusableComponent): Promise<FocusableComponentLayout> =>
    Promise.resolve(lazyLayout(component.node));
}

/** Layouts to measure when the page is idle, all in one callback. */
const toMeasure = new Set<() => void>();
let measureScheduled = false;

function measureWhenIdle(measure: () => void): void {
  // Engines without idle callbacks (some set-top browsers) measure when read, as Norigin would.
  if (typeof window.requestIdleCallback !== 'function') return;
  toMeasure.add(measure);
  if (measureScheduled) return;
  measureScheduled = true;
  window.requestIdleCallback(() => {
    measureScheduled = false;
    const measures = [...toMeasure];
    toMeasure.clear();
    for (const pending of measures) pending();
  });
}

function lazyLayout(node: HTMLElement): FocusableComponentLayout {
  let measured: Omit<FocusableComponentLayout, 'node'> | undefined;
  const read = () => {
    measured ??= measureNode(node);
    return measured;
  };
  // A node gone by then (a row scrolled out, a screen left) is measured only if it is read.
  measureWhenIdle(() => {
    if (node.isConnected) read();
  });
  return {
    node,
    get x() {
      return read().x;
    },
    get y() {
      return read().y;
    },
    get width() {
      return read().width;
    },
    get height() {
      return read().height;
    },
    get left() {
      return read().left;
    },
    get top() {
      return read().top;
    },
    get right() {
      return read().right;
    },
    get bottom() {
      return read().bottom;
    },
  };
}
