import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/**
 * axe-core's WCAG 2.0/2.1 A and AA rules on what the page shows now (virtualised screens show axe only
 * what is in the DOM). axe-core itself is injected: @axe-core/playwright declares Node 22. It is
 * evaluated through DevTools, not added as a script tag: the page's Content-Security-Policy refuses
 * inline scripts (issue 18), and a test must not loosen what it checks.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

/** Waits for finished CSS transitions (a card scaling, a modal fading): axe reads colours mid-way otherwise. */
function settled(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

export async function axeViolations(page: Page): Promise<string[]> {
  await settled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(options: object): Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    return axe.run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
  });
  return result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
        .join('; ')})`,
  );
}
