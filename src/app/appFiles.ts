/**
 * An address of the app's own public files (/images/avatars/…, as the account back end stores a
 * profile's avatar) as the page can load it: as given on the web; page-relative in a TV package, whose
 * page is a file and whose files sit beside it.
 */
export function appFile(address: string): string {
  return import.meta.env.VITE_PACKAGED && /^\/(?!\/)/.test(address) ? `.${address}` : address;
}
