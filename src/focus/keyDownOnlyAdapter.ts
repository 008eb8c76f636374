import { type AddEventListenersOptions, BaseWebAdapter } from '@noriginmedia/norigin-spatial-navigation';

/**
 * Norigin's web adapter, minus the keyups. Norigin runs each key event as a task of its scheduler,
 * which keeps one pending task and lets a newer one replace it. A keyup is a task too, so a press
 * made while the previous move was still running had its keydown replaced by its own keyup and did
 * nothing (one Down in fifty on a loaded machine, in the 50-row walk). The app uses no release
 * callbacks, no `pressedKeys` and no Norigin throttle (focus/heldKeyThrottle.ts throttles held keys),
 * so Norigin needs no keyups; only newer keydowns now replace a pending one, and a burst of presses
 * during a slow move ends on the last one instead of queuing.
 */
export class KeyDownOnlyAdapter extends BaseWebAdapter {
  override addEventListeners({ keyDown }: AddEventListenersOptions): void {
    super.addEventListeners({ keyDown });
  }
}
