import { zipSync } from 'fflate';
import type { PackageFile } from './packagedApp.ts';

/**
 * Tizen's manifest with what a build knows: the package version, the launcher icon, and the content
 * host as an access origin (Tizen's network policy, WARP, lets the app reach only the origins its
 * config.xml names).
 */
export function tizenConfigXml(
  template: string,
  { version, icon, accessOrigins }: { version: string; icon: string; accessOrigins: readonly string[] },
): string {
  if (!/<widget\b[^>]*\bversion="[^"]*"/.test(template) || !template.includes('</widget>')) {
    throw new Error('platform/tizen/config.xml: no <widget version="…"> element');
  }
  const access = accessOrigins.map((origin) => `  <access origin="${origin}" subdomains="true"/>\n`).join('');
  return template
    .replace(/(<widget\b[^>]*\bversion=")[^"]*"/, `$1${version}"`)
    .replace('</widget>', `  <icon src="${icon}"/>\n${access}</widget>`);
}

/** A .wgt is a zip of the app's folder with config.xml at its root; the operator signs it afterwards. */
export function tizenWidget(files: readonly PackageFile[], configXml: string): Uint8Array {
  const entries: Record<string, Uint8Array> = { 'config.xml': new TextEncoder().encode(configXml) };
  for (const file of files) entries[file.path] = file.bytes;
  return zipSync(entries, { level: 9 });
}
