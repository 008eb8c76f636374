/**
 * Adds up the counts of the Vitest and Playwright JSON reports into the one closing line CI reads:
 * "N passed, N failed". A missing report counts as a failure: a runner that did not run is not green.
 */
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';

const vitestSchema = z.object({ numPassedTests: z.number(), numFailedTests: z.number() });
const playwrightSchema = z.object({
  stats: z.object({ expected: z.number(), unexpected: z.number(), flaky: z.number() }),
});

let passed = 0;
let failed = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.error(`No test report at ${file}`);
    failed += 1;
    continue;
  }
  const report: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const vitest = vitestSchema.safeParse(report);
  const playwright = playwrightSchema.safeParse(report);
  if (vitest.success) {
    passed += vitest.data.numPassedTests;
    failed += vitest.data.numFailedTests;
  } else if (playwright.success) {
    passed += playwright.data.stats.expected + playwright.data.stats.flaky;
    failed += playwright.data.stats.unexpected;
  } else {
    console.error(`Unrecognised test report: ${file}`);
    failed += 1;
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
