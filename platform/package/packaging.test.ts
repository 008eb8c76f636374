import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import { extract } from 'tar-stream';
import { describe, expect, it } from 'vitest';
import { fileIndexHtml } from './fileIndexHtml.ts';
import { packagedAppFiles, withContentHost } from './packagedApp.ts';
import { tizenConfigXml, tizenWidget } from './tizenPackage.ts';
import { arArchive, webosIpk } from './webosPackage.ts';

const builtPage = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="./assets/polyfills-a.js"></script>
    <script type="module" crossorigin src="./assets/index-b.js"></script>
    <link rel="modulepreload" crossorigin href="./assets/framework-c.js">
    <link rel="stylesheet" crossorigin href="./assets/index-d.css">
    <script type="module">import'./assets/guard-e.js';window.__vite_is_modern_browser=true</script>
  </head>
  <body>
    <div id="root"></div>
    <script nomodule>!function(){var e=document}();</script>
    <script nomodule crossorigin id="vite-legacy-polyfill" src="./assets/polyfills-legacy-f.js"></script>
    <script nomodule crossorigin id="vite-legacy-entry" data-src="./assets/index-legacy-g.js">System.import(document.getElementById('vite-legacy-entry').getAttribute('data-src'))</script>
  </body>
</html>`;

/** The comment the packaging writes above the setting. */
const NAMED = "; Where the content API lives: a packaged app's page is a file, so it is named here.\n";

describe('fileIndexHtml', () => {
  it('keeps the legacy build as plain classic scripts and drops every module script and preload', () => {
    const page = fileIndexHtml(builtPage);
    expect(page).not.toMatch(/type="module"|modulepreload|nomodule|crossorigin/);
    expect(page).toContain(
      '<script id="vite-legacy-polyfill" src="./assets/polyfills-legacy-f.js"></script>',
    );
    expect(page).toContain(
      '<script id="vite-legacy-entry" data-src="./assets/index-legacy-g.js">System.import(',
    );
    expect(page).toContain('<link rel="stylesheet" href="./assets/index-d.css">');
  });

  it('fails the build when the legacy scripts are not there', () => {
    expect(() => fileIndexHtml('<html><body></body></html>')).toThrow(/found 0/);
  });
});

describe('packagedAppFiles', () => {
  const build = mkdtempSync(join(tmpdir(), 'dist-tv-'));
  mkdirSync(join(build, 'assets'));
  mkdirSync(join(build, '.vite'));
  writeFileSync(join(build, 'index.html'), 'page');
  writeFileSync(join(build, '.webapp.ini'), 'defaultConfigSource = ottdemo1\n; contentHost = https://x\n');
  writeFileSync(join(build, '.vite', 'manifest.json'), '{}');
  writeFileSync(join(build, 'assets', 'index-legacy-a.js'), 'System.register(["./worker-b.js"])');
  writeFileSync(join(build, 'assets', 'index-legacy-a.js.map'), '{}');
  writeFileSync(join(build, 'assets', 'index-legacy-a.js.gz'), '');
  writeFileSync(join(build, 'assets', 'index-c.js'), 'export{}');
  writeFileSync(join(build, 'assets', 'worker-b.js'), 'onmessage=null');
  writeFileSync(join(build, 'assets', 'index-d.css'), 'body{}');

  it('takes the page, the legacy build and what it names, the styles, and a .webapp.ini naming the content host', () => {
    const files = packagedAppFiles(build, 'https://content.example.org/');
    expect(files.map((file) => file.path).sort()).toEqual([
      '.webapp.ini',
      'assets/index-d.css',
      'assets/index-legacy-a.js',
      'assets/worker-b.js',
      'index.html',
    ]);
    const ini = new TextDecoder().decode(files.find((file) => file.path === '.webapp.ini')?.bytes);
    expect(ini).toBe(`defaultConfigSource = ottdemo1\n${NAMED}contentHost = https://content.example.org\n`);
  });

  it('refuses a content host that is not http(s), and a missing build with the command to make it', () => {
    expect(() => packagedAppFiles(build, 'file:///tmp')).toThrow(/must be an http\(s\) address/);
    expect(() => packagedAppFiles(join(build, 'absent'), 'https://x.org')).toThrow(/vite build --mode tv/);
  });
});

describe('withContentHost', () => {
  it('replaces a set contentHost rather than adding a second', () => {
    const ini = new TextDecoder().decode(withContentHost('a = 1\ncontentHost = http://old\n', 'http://new/'));
    expect(ini).toBe(`a = 1\n${NAMED}contentHost = http://new\n`);
  });

  it("drops the web file's comment on the setting, which says to leave it unset", () => {
    const web =
      "a = 1\n; Where the content API lives; leave unset to use the page's own origin.\n; contentHost = https://x\n";
    expect(new TextDecoder().decode(withContentHost(web, 'http://new'))).toBe(
      `a = 1\n${NAMED}contentHost = http://new\n`,
    );
  });
});

describe('Tizen widget', () => {
  const template =
    '<widget xmlns="http://www.w3.org/ns/widgets" id="x" version="0.0.1">\n  <name>App</name>\n</widget>\n';

  it('sets the version and adds the icon and the content host as an access origin', () => {
    const xml = tizenConfigXml(template, {
      version: '1.2.3',
      icon: 'icons/icon-512.png',
      accessOrigins: ['https://content.example.org'],
    });
    expect(xml).toContain('version="1.2.3"');
    expect(xml).toContain('<icon src="icons/icon-512.png"/>');
    expect(xml).toContain('<access origin="https://content.example.org" subdomains="true"/>\n</widget>');
  });

  it('names a manifest without a widget version', () => {
    expect(() =>
      tizenConfigXml('<widget></widget>', { version: '1.0.0', icon: 'i.png', accessOrigins: [] }),
    ).toThrow(/no <widget version/);
  });

  it('is a zip with config.xml at its root beside the app', () => {
    const zip = unzipSync(
      tizenWidget([{ path: 'assets/a.js', bytes: new TextEncoder().encode('x') }], template),
    );
    expect(Object.keys(zip).sort()).toEqual(['assets/a.js', 'config.xml']);
    expect(new TextDecoder().decode(zip['config.xml'])).toBe(template);
  });
});

/** The members of an ar archive, read back by its documented layout. */
function arMembers(archive: Uint8Array): Record<string, Uint8Array> {
  const text = (from: number, to: number) => new TextDecoder().decode(archive.subarray(from, to));
  expect(text(0, 8)).toBe('!<arch>\n');
  const members: Record<string, Uint8Array> = {};
  let at = 8;
  while (at < archive.length) {
    const name = text(at, at + 16).trim();
    const size = Number(text(at + 48, at + 58).trim());
    expect(text(at + 58, at + 60)).toBe('`\n');
    members[name] = archive.subarray(at + 60, at + 60 + size);
    at += 60 + size + (size % 2);
  }
  return members;
}

async function tarNames(gzipped: Uint8Array): Promise<Record<string, string>> {
  const entries: Record<string, string> = {};
  const reader = extract();
  const done = new Promise<void>((resolve, reject) => {
    reader.on('entry', (header, stream, next) => {
      const chunks: Uint8Array[] = [];
      stream.on('data', (chunk: unknown) => {
        if (chunk instanceof Uint8Array) chunks.push(chunk);
      });
      stream.on('end', () => {
        entries[header.name] = Buffer.concat(chunks).toString('utf8');
        next();
      });
    });
    reader.on('finish', resolve);
    reader.on('error', reject);
  });
  reader.end(gunzipSync(gzipped));
  await done;
  return entries;
}

describe('webOS ipk', () => {
  it('pads odd members to an even length', () => {
    const archive = arArchive([
      { name: 'a', bytes: new Uint8Array([1]) },
      { name: 'b', bytes: new Uint8Array([2, 3]) },
    ]);
    expect(archive.length).toBe(8 + 60 + 2 + 60 + 2);
    expect(arMembers(archive).b).toEqual(new Uint8Array([2, 3]));
  });

  it('holds debian-binary, the control file and the app under usr/palm/applications/<id>', async () => {
    const ipk = arMembers(
      await webosIpk([{ path: 'index.html', bytes: new TextEncoder().encode('page') }], {
        id: 'org.example.app',
        version: '1.2.3',
        vendor: 'Example',
        title: 'Example TV',
        main: 'index.html',
      }),
    );
    expect(Object.keys(ipk)).toEqual(['debian-binary', 'control.tar.gz', 'data.tar.gz']);
    expect(new TextDecoder().decode(ipk['debian-binary'])).toBe('2.0\n');
    const control = await tarNames(ipk['control.tar.gz'] ?? new Uint8Array());
    expect(control.control).toMatch(
      /^Package: org\.example\.app\nVersion: 1\.2\.3\n[\s\S]*Architecture: all\n/,
    );
    // In bytes, as LG's ares-package writes it: the page and the two JSON files.
    expect(control.control).toMatch(/\nInstalled-Size: \d{3}\n/);
    const data = await tarNames(ipk['data.tar.gz'] ?? new Uint8Array());
    expect(data['usr/palm/applications/org.example.app/index.html']).toBe('page');
    expect(JSON.parse(data['usr/palm/applications/org.example.app/appinfo.json'] ?? '')).toMatchObject({
      id: 'org.example.app',
      main: 'index.html',
    });
    expect(JSON.parse(data['usr/palm/packages/org.example.app/packageinfo.json'] ?? '')).toEqual({
      id: 'org.example.app',
      version: '1.2.3',
      app: 'org.example.app',
    });
    // Parents before children, as installers create them.
    const names = Object.keys(data);
    expect(names.indexOf('usr/palm/applications/')).toBeLessThan(
      names.indexOf('usr/palm/applications/org.example.app/index.html'),
    );
  });
});
