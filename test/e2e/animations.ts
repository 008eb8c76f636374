import type { Page } from '@playwright/test';

/** The animations (CSS transitions included) running now on elements matching `selector`. */
export function animationsOn(page: Page, selector: string): Promise<number> {
  return page.evaluate(
    (matching) =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.effect instanceof KeyframeEffect &&
            animation.effect.target instanceof Element &&
            animation.effect.target.matches(matching),
        ).length,
    selector,
  );
}
