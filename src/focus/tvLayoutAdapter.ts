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
 * Layouts measured when read. Norigin measures every focusable as it mounts and the old and new
 * focus on every move, each time walking the offsetParent chain; right after React has changed the
 * DOM that forces a synchronous layout, the largest JS cost of a key press on Home (issue 7). Most of
 * those layouts are never read: rows and grids move focus by index (`nextFocusResolver`) and the
 * focus callbacks use only `node`. A layout here is measured the first time Norigin reads a
 * coordinate, with the same offset arithmetic as Norigin's adapter.
 */
export class TvLayoutAdapter extends BaseWebAdapter {
  override addEventListeners({ keyDown }: AddEventListenersOptions): void {
    super.addEventListeners({ keyDown });
  }

  override measureLayout = (component: FocusableComponent): Promise<FocusableComponentLayout> =>
    Promise.resolve(lazyLayout(component.node));
}

function lazyLayout(node: HTMLElement): FocusableComponentLayout {
  let measured: Omit<FocusableComponentLayout, 'node'> | undefined;
  const read = () => {
    measured ??= measureNode(node);
    return measured;
  };
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
