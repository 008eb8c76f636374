import { expect, test } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/browserLaunch.ts';
import { CYCLES, measure, megabytes, openDetail, playerCycles } from './playerMemoryHarness.ts';

/**
 * Issue 5's memory criterion taken literally: after 20 open/close cycles the whole JS heap (after GC) is
 * within a few percent of the first cycle. Run with V8's optimising tiers off and feedback allocated on
 * a function's first call, so the heap holds no machine code compiled in later cycles (which the
 * engine as shipped adds: playerMemory.spec.ts explains it): what remains is what the app keeps.
 */
test.describe.configure({ timeout: 240_000 });

test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--js-flags=--no-opt --no-maglev --no-sparkplug --no-lazy-feedback-allocation'],
  },
});

test('the whole JS heap and the listeners after cycle 20 are within a few percent of cycle 1', async ({
  page,
}) => {
  const perCycle: Array<Awaited<ReturnType<typeof measure>>> = [];
  await openDetail(page);
  await playerCycles(page, async (cycle) => {
    if (cycle === 1 || cycle === 10 || cycle === CYCLES) perCycle.push(await measure(page));
  });
  const [first, tenth, last] = perCycle;
  if (!first || !tenth || !last) throw new Error('missing measures');
  const growth = (last.heap - first.heap) / first.heap;
  console.log(
    `Player ${CYCLES} cycles, V8 tiering off: JS heap cycle 1 ${megabytes(first.heap)} MB, cycle 10 ${megabytes(tenth.heap)} MB, ` +
      `cycle ${CYCLES} ${megabytes(last.heap)} MB (${(growth * 100).toFixed(1)} %); ` +
      `window listeners ${first.window} -> ${last.window}, document ${first.document} -> ${last.document}`,
  );
  expect(growth).toBeLessThan(0.05);
  expect(last.window).toBe(first.window);
  expect(last.document).toBe(first.document);
  expect(last.videos + last.mediaSources + last.sourceBuffers).toBe(0);
});
