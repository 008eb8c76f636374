/*
 * npm run package:tizen / package:webos — packs the packaged build (dist-tv) for a TV platform:
 *   tsx platform/package/run.ts tizen|webos [--content-host URL] [--out FILE]
 * --content-host: where the content API lives (the reference back end: http://localhost:8080 by
 * default; a TV reaches it by the machine's address on the network, so an operator names it).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { PACKAGED_BUILD, packagedAppFiles, packageReport } from './packagedApp.ts';
import { tizenConfigXml, tizenWidget } from './tizenPackage.ts';
import { webosIpk } from './webosPackage.ts';

const root = join(import.meta.dirname, '..', '..');
const appInfoSchema = z.looseObject({
  id: z.string().regex(/^[a-z0-9.+-]+$/, 'lower-case letters, digits, dots, + and -'),
  version: z.string().regex(/^\d+\.\d+\.\d+$/, 'three numbers, as 1.2.3'),
  vendor: z.string().min(1),
  title: z.string().min(1),
});
const LAUNCHER_ICON = 'icons/icon-512.png';

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      'content-host': { type: 'string', default: 'http://localhost:8080' },
      out: { type: 'string' },
    },
  });
  const platform = z.enum(['tizen', 'webos']).parse(positionals[0]);
  const contentHost = values['content-host'];
  const buildDir = join(root, PACKAGED_BUILD);
  const files = packagedAppFiles(buildDir, contentHost);
  const { version } = z
    .object({ version: z.string() })
    .parse(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')));
  let bytes: Uint8Array;
  let name: string;
  if (platform === 'tizen') {
    const template = readFileSync(join(root, 'platform/tizen/config.xml'), 'utf8');
    const configXml = tizenConfigXml(template, {
      version,
      icon: LAUNCHER_ICON,
      accessOrigins: [new URL(contentHost).origin],
    });
    bytes = tizenWidget(files, configXml);
    name = 'OpenOTT.wgt';
  } else {
    const appInfo = appInfoSchema.parse({
      ...JSON.parse(readFileSync(join(root, 'platform/webos/appinfo.json'), 'utf8')),
      version,
    });
    bytes = await webosIpk(files, { ...appInfo, icon: LAUNCHER_ICON, largeIcon: LAUNCHER_ICON });
    name = `${appInfo.id}_${appInfo.version}_all.ipk`;
  }
  const out = values.out ?? join(root, 'packages', name);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, bytes);
  console.log(`${platform} package, content host ${contentHost}`);
  console.log(packageReport(out, buildDir));
}

main().catch((error: unknown) => {
  console.error(
    error instanceof z.ZodError
      ? `Invalid input: ${z.prettifyError(error)}`
      : error instanceof Error
        ? error.message
        : error,
  );
  process.exit(1);
});
