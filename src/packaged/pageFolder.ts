/**
 * Where a packaged app's own files are: the folder of its index.html (`file:///…/app`), which stands in
 * for the page's origin when start-up looks for .webapp.ini.
 */
export function pageFolder(baseUri: string): string {
  return new URL('.', baseUri).href.replace(/\/$/, '');
}
