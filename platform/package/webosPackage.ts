import { pack } from 'tar-stream';
import { gzip, type PackageFile } from './packagedApp.ts';

export interface WebosAppInfo {
  id: string;
  version: string;
  vendor: string;
  title: string;
}

interface TarEntry {
  name: string;
  bytes?: Uint8Array;
}

/** A gzipped tarball; folders first, as dpkg-style installers expect their parents to exist. */
async function tarGz(entries: readonly TarEntry[]): Promise<Uint8Array> {
  const archive = pack();
  const chunks: Uint8Array[] = [];
  archive.on('data', (chunk: unknown) => {
    if (chunk instanceof Uint8Array) chunks.push(chunk);
  });
  const ended = new Promise<void>((resolve, reject) => {
    archive.on('end', resolve);
    archive.on('error', reject);
  });
  const mtime = new Date(0);
  for (const entry of entries) {
    if (entry.bytes) archive.entry({ name: entry.name, mode: 0o644, mtime }, Buffer.from(entry.bytes));
    else archive.entry({ name: entry.name, type: 'directory', mode: 0o755, mtime });
  }
  archive.finalize();
  await ended;
  return gzip(Buffer.concat(chunks));
}

/** The folders a set of file paths needs, parents first ("usr/", "usr/palm/", …). */
function foldersOf(paths: readonly string[]): string[] {
  const folders = new Set<string>();
  for (const path of paths) {
    const parts = path.split('/').slice(0, -1);
    for (let depth = 1; depth <= parts.length; depth += 1) folders.add(`${parts.slice(0, depth).join('/')}/`);
  }
  return [...folders].sort();
}

/**
 * An ar archive (the format of .deb and .ipk): the global header, then each member with a 60-byte
 * header of fixed-width ASCII fields, its data padded to an even length.
 */
export function arArchive(members: ReadonlyArray<{ name: string; bytes: Uint8Array }>): Uint8Array {
  const field = (value: string | number, width: number) => String(value).padEnd(width, ' ').slice(0, width);
  const parts: Uint8Array[] = [new TextEncoder().encode('!<arch>\n')];
  for (const member of members) {
    const header =
      field(member.name, 16) +
      field(0, 12) +
      field(0, 6) +
      field(0, 6) +
      field('100644', 8) +
      field(member.bytes.length, 10) +
      '`\n';
    parts.push(new TextEncoder().encode(header), member.bytes);
    if (member.bytes.length % 2 === 1) parts.push(new TextEncoder().encode('\n'));
  }
  return new Uint8Array(Buffer.concat(parts));
}

/**
 * A webOS .ipk as LG's ares-package lays it out: debian-binary, control.tar.gz (the package's control
 * file) and data.tar.gz holding the app under usr/palm/applications/<id>/ and its packageinfo.json
 * under usr/palm/packages/<id>/. Compared member by member with what ares-package 3.2.1
 * (@webos-tools/cli) writes for the same app: paths without "./", the same control fields,
 * packageinfo.json's id, version and app. LG's CLI is not a dependency: it pins express 4.17,
 * request 2.88 and terser 4 (whose minifier fails on the build), a large tree for one archive.
 */
export async function webosIpk(
  files: readonly PackageFile[],
  appInfo: WebosAppInfo & Record<string, unknown>,
): Promise<Uint8Array> {
  const encode = (text: string) => new TextEncoder().encode(text);
  const appDir = `usr/palm/applications/${appInfo.id}`;
  const packageDir = `usr/palm/packages/${appInfo.id}`;
  const dataFiles: TarEntry[] = [
    ...files.map((file) => ({ name: `${appDir}/${file.path}`, bytes: file.bytes })),
    { name: `${appDir}/appinfo.json`, bytes: encode(`${JSON.stringify(appInfo, null, 2)}\n`) },
    {
      name: `${packageDir}/packageinfo.json`,
      bytes: encode(
        `${JSON.stringify({ id: appInfo.id, version: appInfo.version, app: appInfo.id }, null, 2)}\n`,
      ),
    },
  ];
  const installedSize = dataFiles.reduce((total, file) => total + (file.bytes?.length ?? 0), 0);
  const control = [
    `Package: ${appInfo.id}`,
    `Version: ${appInfo.version}`,
    'Section: misc',
    'Priority: optional',
    'Architecture: all',
    // In bytes, as ares-package writes it (Debian's own packages count KiB).
    `Installed-Size: ${installedSize}`,
    `Maintainer: ${appInfo.vendor}`,
    `Description: ${appInfo.title}`,
    'webOS-Package-Format-Version: 2',
    '',
  ].join('\n');
  return arArchive([
    { name: 'debian-binary', bytes: encode('2.0\n') },
    {
      name: 'control.tar.gz',
      bytes: await tarGz([{ name: 'control', bytes: encode(control) }]),
    },
    {
      name: 'data.tar.gz',
      bytes: await tarGz([
        ...foldersOf(dataFiles.map((file) => file.name)).map((name) => ({ name })),
        ...dataFiles,
      ]),
    },
  ]);
}
