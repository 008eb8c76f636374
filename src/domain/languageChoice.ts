/**
 * spec: browsing 2, Settings panel — the current language among the site's languages, matched by its
 * primary subtag ('es-ES' is 'es'); undefined when none matches, which the panel shows as
 * 'Select Language'.
 */
export function matchLanguage<T extends string>(current: string, available: readonly T[]): T | undefined {
  const primary = current.slice(0, 2).toLowerCase();
  return available.find((code) => code === primary);
}
