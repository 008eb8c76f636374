/** spec: browsing 3, Config — heroBanner option1 to option4. */
export type HeroOption = 'option1' | 'option2' | 'option3' | 'option4';

/** How far an image's width/height may be from 16:9 and still count as 16:9 (rounding of pixel sizes). */
const RATIO_TOLERANCE = 0.02;

export function isSixteenByNine(width: number, height: number): boolean {
  if (!(width > 0 && height > 0)) return false;
  return Math.abs(width / height - 16 / 9) <= RATIO_TOLERANCE;
}

/**
 * spec: browsing 2, Video detail page — the hero poster style is the configured heroBanner option
 * when the image is 16:9, otherwise option4. Until the image has loaded its size is unknown and the
 * configured style stands; with none configured, option1 (the full-width hero).
 */
export function heroPosterStyle(
  configured: HeroOption | undefined,
  size: { width: number; height: number } | undefined,
): HeroOption {
  if (size && !isSixteenByNine(size.width, size.height)) return 'option4';
  return configured ?? 'option1';
}

/** spec: browsing 2, Hub screen — posterOption1, 2 or 3 from heroBanner; anything else the first. */
export function hubPosterStyle(configured: HeroOption | undefined): Exclude<HeroOption, 'option4'> {
  return configured === 'option2' || configured === 'option3' ? configured : 'option1';
}

/**
 * spec: browsing 2, Video detail page — the image shown: the item's, or the config's
 * landscapeThumbnail once the item's failed to load (none when there is neither).
 */
export function heroImage(
  image: string | undefined,
  landscapeThumbnail: string | undefined,
  failed: boolean,
): string | undefined {
  if (image && !failed) return image;
  return landscapeThumbnail || undefined;
}

/**
 * spec: browsing 2, Video detail page — a title equal to the EPG no-program text or the empty-slot
 * text (a guide placeholder, not a programme) hides the metadata and buttons.
 */
export function isEpgPlaceholder(
  title: string,
  placeholderTexts: ReadonlyArray<string | undefined>,
): boolean {
  const wanted = title.trim().toLowerCase();
  return placeholderTexts.some((text) => text !== undefined && text.trim().toLowerCase() === wanted);
}

/** spec: browsing 9 — breakpoints: xs below 480 px; sm 480–767; md 768–1023; lg 1024–1199; xl 1200+. */
export type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export function breakpointOf(width: number): Breakpoint {
  if (width < 480) return 'xs';
  if (width < 768) return 'sm';
  if (width < 1024) return 'md';
  if (width < 1200) return 'lg';
  return 'xl';
}

/** spec: browsing 2, Video detail page — related items as a grid on sm and md, a slider otherwise. */
export function relatedAsGrid(width: number): boolean {
  const breakpoint = breakpointOf(width);
  return breakpoint === 'sm' || breakpoint === 'md';
}
