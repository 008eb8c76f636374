/**
 * The performance benchmark (issue 7): `npm run bench [-- --device tizen --repeats 5]`.
 *
 * Measures the built app as a viewer meets it, in Debian's Chromium with the renderer throttled 4x:
 * first-screen bytes, time to the first focused card (first and third visit), key press to paint along
 * and down 50 shelves of 40 cards at 1920x1080 and 1280x720, the page after the walk, the guide when
 * the build has one, 20 player open/close cycles, live TV: 'Watch live' from the guide and 50 CH+ zaps
 * (issue 25), and trick play: holding Right to 45:00 of a 60-minute programme (issue 26), and held Right
 * and Down on Home against the floor page: steps a second, steps per auto-repeat, moves after the
 * key-up (issue 19).
 * Timings swing with machine load, so each is also given as a ratio to a plain-JS virtualised shelf
 * page (test/bench/floor.html) measured interleaved in the same run; the machine's load and a
 * calibration loop are logged with it. Prints one table against the device
 * profile's budgets and writes test-results/bench.json.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { deviceProfiles } from '../../devices/index.ts';
import { serverSettingsSchema } from '../../server/serverSettings.ts';
import { startServer } from '../../server/startServer.ts';
import { chromiumArgs, chromiumPath } from '../../test/support/browserLaunch.ts';
import { measureBundle } from './bundleSize.ts';
import { formatTable } from './figures.ts';
import { type HeldKeyRun, heldKeys } from './heldKeys.ts';
import { liveZapping } from './liveZapping.ts';
import { playerCycles } from './playerCycles.ts';
import { type BenchResults, buildFigures, type ViewportRuns } from './report.ts';
import { median } from './stats.ts';
import { trickPlaySeek } from './trickPlaySeek.ts';
import { floorWalk, guideWalk, homeWalk, keyToPaint, type WalkResult } from './walks.ts';

const { values: args } = parseArgs({
  options: {
    device: { type: 'string', default: 'tizen' },
    repeats: { type: 'string', default: '5' },
    along: { type: 'string', default: '20' },
    cycles: { type: 'string', default: '20' },
    throttle: { type: 'string', default: '4' },
    'skip-player': { type: 'boolean', default: false },
    starts: { type: 'string', default: '10' },
    zaps: { type: 'string', default: '50' },
    'skip-live': { type: 'boolean', default: false },
    'skip-seek': { type: 'boolean', default: false },
    'skip-held': { type: 'boolean', default: false },
    out: { type: 'string', default: 'test-results/bench.json' },
  },
});

const device = deviceProfiles.find((profile) => profile.id === args.device);
if (!device)
  throw new Error(`No device profile ${args.device}: ${deviceProfiles.map((p) => p.id).join(', ')}`);
const repeats = Number(args.repeats);
const cpuThrottle = Number(args.throttle);
const walkOptions = { cpuThrottle, along: Number(args.along), idleMs: 100 };
const viewports = [
  { label: '1920x1080', width: 1920, height: 1080 },
  { label: '1280x720', width: 1280, height: 720 },
];

const startedAt = new Date();
const log = (message: string) =>
  console.log(`[bench ${((Date.now() - startedAt.getTime()) / 1000).toFixed(0)}s] ${message}`);

if (!existsSync('dist/.vite/manifest.json')) {
  log('dist/ has no build manifest: building');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('vite build failed');
}

const machine = {
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: cpus().length,
  chromium: execFileSync(chromiumPath, ['--version'], { encoding: 'utf8' }).trim(),
  node: process.version,
};
const loadBefore = loadavg();
log(
  `${machine.cores} x ${machine.cpu}; ${machine.chromium}; load ${loadBefore.map((v) => v.toFixed(2)).join(' ')}`,
);

const bundle = measureBundle('dist');
const server = await startServer(
  serverSettingsSchema.parse({
    PORT: '0',
    HOST: '127.0.0.1',
    PGLITE_DATA_DIR: 'memory://',
    LOG_LEVEL: 'warn',
  }),
);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
const origin = server.url;

const viewportRuns: ViewportRuns[] = viewports.map((viewport) => ({
  label: viewport.label,
  app: [],
  floor: [],
}));
let guide: WalkResult[] | null = [];
const summary = (run: WalkResult) =>
  `first focus ${run.firstFocusMs === null ? '-' : run.firstFocusMs.toFixed(0)} ms` +
  `${run.returnVisitFocusMs === null ? '' : ` (third visit ${run.returnVisitFocusMs.toFixed(0)} ms)`}, key p50 ${median(keyToPaint(run)).toFixed(0)} ms ` +
  `(across ${median(run.keyToPaintAcross).toFixed(0)}, down ${median(run.keyToPaintDown).toFixed(0)}), ` +
  `${run.missedKeys} missed, ${run.domElements} elements, calibration ${run.calibrationMs.toFixed(1)} ms`;
try {
  // Interleaved, A B A B: the app and the floor see the same machine load within each repeat.
  for (let repeat = 1; repeat <= repeats; repeat += 1) {
    for (const [index, viewport] of viewports.entries()) {
      const runs = viewportRuns[index] as ViewportRuns;
      const app = await homeWalk(browser, origin, viewport, device, walkOptions);
      runs.app.push(app);
      log(`repeat ${repeat} ${viewport.label} app:   ${summary(app)}`);
      const floor = await floorWalk(browser, origin, viewport, device, walkOptions);
      runs.floor.push(floor);
      log(`repeat ${repeat} ${viewport.label} floor: ${summary(floor)}`);
    }
    if (guide !== null) {
      const run = await guideWalk(
        browser,
        origin,
        viewports[0] as (typeof viewports)[number],
        device,
        walkOptions,
      );
      if (run === null) {
        guide = null;
        log('guide: not available in this build');
      } else {
        guide.push(run);
        log(`repeat ${repeat} guide: ${summary(run)}`);
      }
    }
  }
  // The player, live and seek runs: one page at 1920x1080, throttled like the walks. The player's and
  // live TV's memory is taken in a Chromium Playwright does not drive (rawCdp.ts).
  const pageAt1080 = [origin, viewports[0] as (typeof viewports)[number], device, cpuThrottle] as const;
  const playerBench = [browser, ...pageAt1080] as const;
  let player = null;
  if (!args['skip-player']) {
    player = await playerCycles(...pageAt1080, Number(args.cycles));
    log(`player: first frame ${player.okToFirstFrame.map((value) => value?.toFixed(0)).join(' ')} ms`);
  }
  let live = null;
  if (!args['skip-live'] && guide !== null) {
    live = await liveZapping(...pageAt1080, { starts: Number(args.starts), zaps: Number(args.zaps) });
    const shown = (values: (number | null)[]) => values.map((value) => value?.toFixed(0) ?? '-').join(' ');
    if (live) {
      log(`live: Watch live first frame ${shown(live.watchLiveToFirstFrame)} ms`);
      log(`live: CH+ first frame ${shown(live.zapToFirstFrame)} ms`);
    } else log('live: the guide did not take focus');
  }
  let seek = null;
  if (!args['skip-seek'] && guide !== null) {
    seek = await trickPlaySeek(...playerBench);
    log(`seek: held Right ${seek.holdToTargetMs?.toFixed(0) ?? '-'} ms to 45:00`);
  }
  let held = null;
  if (!args['skip-held']) {
    held = await heldKeys(...playerBench);
    const shown = (run: HeldKeyRun) =>
      `${run.steps} steps in ${run.heldMs.toFixed(0)} ms, ${run.overshoot} after`;
    log(`held: app Right ${shown(held.app.right)}; Down ${shown(held.app.down)}`);
    log(`held: floor Right ${shown(held.floor.right)}; Down ${shown(held.floor.down)}`);
  }
  const results: BenchResults = { bundle, viewports: viewportRuns, guide, player, live, seek, held };
  const figures = buildFigures(results, device.budgets);
  const loadAfter = loadavg();
  const calibration = viewportRuns
    .flatMap((runs) => [...runs.app, ...runs.floor])
    .map((run) => run.calibrationMs);
  console.log(
    `\nPerformance benchmark, ${device.label} budgets (devices/${device.id}.json); ${startedAt.toISOString()}\n` +
      `${machine.cores} x ${machine.cpu}; ${machine.chromium}; Node ${machine.node}\n` +
      `CPU throttle ${cpuThrottle}x; ${repeats} repeats, app and floor interleaved; medians over repeats; ` +
      `walk: ${walkOptions.along} right on row 1, then down through 50 rows, tap mode\n` +
      `load average before ${loadBefore.map((v) => v.toFixed(2)).join(' ')}, after ${loadAfter.map((v) => v.toFixed(2)).join(' ')}; ` +
      `calibration loop ${median(calibration).toFixed(1)} ms median (68 ms at 4x on a quiet 2-core AMD EPYC VM; compare runs from the same machine)\n`,
  );
  console.log(formatTable(figures));
  if (guide === null) console.log('\nguide: not available in this build');
  const over = figures.filter((figure) => figure.verdict === 'over');
  console.log(
    `\n${over.length} of ${figures.filter((figure) => figure.budget).length} budgeted figures over budget`,
  );
  mkdirSync('test-results', { recursive: true });
  writeFileSync(
    args.out,
    JSON.stringify(
      {
        startedAt: startedAt.toISOString(),
        device: device.id,
        machine,
        cpuThrottle,
        repeats,
        load: { before: loadBefore, after: loadAfter },
        calibrationMs: calibration,
        packageVersion: JSON.parse(readFileSync('package.json', 'utf8')).version,
        figures,
        results,
      },
      null,
      2,
    ),
  );
  log(`wrote ${args.out}`);
} finally {
  await browser.close();
  await server.close();
}
