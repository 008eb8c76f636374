/**
 * The user agent's platform in a word, so the phone's confirmation page can say which device asked
 * ('Living-room TV · Tizen'): RFC 8628 section 5.4, a viewer must not be tricked into approving a code
 * someone else's device shows. The first matching row wins; the order puts TV platforms first because
 * their user agents also name Linux, Android or Chrome.
 */
const PLATFORMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/Tizen/i, 'Tizen'],
  [/Web0S|webOS|NetCast/i, 'webOS'],
  [/AFT[A-Z]|Fire TV/i, 'Fire TV'],
  [/Android TV|GoogleTV|BRAVIA|SHIELD/i, 'Android TV'],
  [/Xbox/i, 'Xbox'],
  [/PlayStation/i, 'PlayStation'],
  [/iPhone|iPad/i, 'iOS'],
  [/Android/i, 'Android'],
  [/Windows/i, 'Windows'],
  [/Macintosh|Mac OS X/i, 'macOS'],
  [/CrOS/i, 'ChromeOS'],
  [/Linux/i, 'Linux'],
];

export function platformOf(userAgent: string | undefined): string | undefined {
  if (!userAgent) return undefined;
  return PLATFORMS.find(([pattern]) => pattern.test(userAgent))?.[1];
}

/**
 * The name the phone shows: the name the TV gave (its device profile's label or the viewer's own name
 * for it) and the platform its user agent names. Control characters are dropped and the length capped:
 * the name comes from the device and is shown to someone else.
 */
export function deviceNameOf(givenName: string | undefined, userAgent: string | undefined): string {
  const name = (givenName ?? '')
    .replace(/\p{Cc}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60);
  const platform = platformOf(userAgent);
  const parts = [name || 'TV', platform].filter((part): part is string => Boolean(part));
  // 'Samsung Tizen TV · Tizen' says the same thing twice: keep the platform only when it adds something.
  if (platform && name.toLowerCase().includes(platform.toLowerCase())) return name;
  return parts.join(' · ');
}
