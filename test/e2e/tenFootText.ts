import type { Page } from '@playwright/test';

/**
 * What a TV viewer reads from the sofa, measured in the page (issue 26, "Ten-foot type and safe
 * area"): every visible element that has text of its own, with its computed font size and the box of
 * that text as drawn (after the clipping of any ancestor that hides its overflow).
 */
export interface ReadText {
  text: string;
  /** The element's class, to find the rule that sizes it. */
  where: string;
  fontPx: number;
  left: number;
  top: number;
  right: number;
  bottom: number;
  /**
   * In a row that scrolls sideways (a shelf of cards, the guide's programmes and time axis): such rows
   * run off the right edge on purpose, as TV apps' rows do, so the right margin does not apply.
   */
  inRow: boolean;
  /**
   * In the page's content while it continues above or below the screen: rows the viewer scrolled past
   * and the next row peek at the top and bottom edges (Up and Down reach them), so those margins do
   * not apply to them. Where the viewer is (focusInSafeArea) must be inside.
   */
  pageAbove: boolean;
  pageBelow: boolean;
}

/** The classes of sideways-scrolling rows: cards and programmes are cut at the screen's right edge. */
const rowSelector = '.shelf__viewport, .epg__viewport, .epg__axis';

export function readTexts(page: Page): Promise<ReadText[]> {
  return page.evaluate((rows) => {
    const width = window.innerWidth;
    const height = window.innerHeight;
    const pageGoesOn = document.documentElement.scrollHeight > window.scrollY + height + 1;
    const pageScrolled = window.scrollY > 0;
    const out: ReadText[] = [];
    const drawn = (element: Element) => {
      let opacity = 1;
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === 'none') return false;
        opacity *= Number(style.opacity);
      }
      const style = getComputedStyle(element);
      const colour = style.color.match(/rgba\([^)]*,\s*([\d.]+)\)$/);
      return opacity > 0 && style.visibility === 'visible' && !(colour && Number(colour[1]) === 0);
    };
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      // aria-hidden text is measured: it hides text from screen readers, not from eyes (the guide's
      // time axis and channel names are aria-hidden, the grid names them to screen readers). Images'
      // alt text is not drawn and has no text node.
      if (element.closest('script, style, noscript, svg')) continue;
      const own = Array.from(element.childNodes).filter(
        (node): node is Text => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      if (own.length === 0 || !drawn(element)) continue;
      let left = Number.POSITIVE_INFINITY;
      let top = Number.POSITIVE_INFINITY;
      let right = Number.NEGATIVE_INFINITY;
      let bottom = Number.NEGATIVE_INFINITY;
      for (const node of own) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const box of Array.from(range.getClientRects())) {
          if (box.width === 0 || box.height === 0) continue;
          left = Math.min(left, box.left);
          top = Math.min(top, box.top);
          right = Math.max(right, box.right);
          bottom = Math.max(bottom, box.bottom);
        }
      }
      // Clipped by the element itself or an ancestor that hides its overflow (an ellipsis, a row's
      // viewport, the guide's grid, .visually-hidden's 1 px box): what is drawn is the intersection.
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.overflowX === 'visible' && style.overflowY === 'visible' && style.clip === 'auto') continue;
        const clip = node.getBoundingClientRect();
        if (style.overflowX !== 'visible' || style.clip !== 'auto') {
          left = Math.max(left, clip.left);
          right = Math.min(right, clip.right);
        }
        if (style.overflowY !== 'visible' || style.clip !== 'auto') {
          top = Math.max(top, clip.top);
          bottom = Math.min(bottom, clip.bottom);
        }
      }
      left = Math.max(left, 0);
      top = Math.max(top, 0);
      right = Math.min(right, width);
      bottom = Math.min(bottom, height);
      // Off-screen, scrolled or clipped away, or a screen-reader-only 1 px box.
      if (right - left < 2 || bottom - top < 2) continue;
      const inPage = element.closest('#content') !== null;
      out.push({
        text: (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40),
        where: `${element.tagName.toLowerCase()}.${String(element.className).trim().split(/\s+/).join('.')}`,
        fontPx: Number.parseFloat(getComputedStyle(element).fontSize),
        left,
        top,
        right,
        bottom,
        inRow: element.closest(rows) !== null,
        pageAbove: inPage && pageScrolled,
        pageBelow: inPage && pageGoesOn,
      });
    }
    return out;
  }, rowSelector);
}

/** The 5 % safe area of a screen this size (Android TV's overscan margins: 96 x 54 px at 1080p). */
export function safeArea(width: number, height: number) {
  return { left: width * 0.05, top: height * 0.05, right: width * 0.95, bottom: height * 0.95 };
}

const slack = 0.5;

/** Texts that cross a margin of the safe area, as readable lines (text, class, box). */
export function outsideSafeArea(texts: readonly ReadText[], width: number, height: number): string[] {
  const safe = safeArea(width, height);
  return texts
    .filter(
      (text) =>
        text.left < safe.left - slack ||
        (!text.pageAbove && text.top < safe.top - slack) ||
        (!text.inRow && text.right > safe.right + slack) ||
        (!text.pageBelow && text.bottom > safe.bottom + slack),
    )
    .map(
      (text) =>
        `"${text.text}" (${text.where}) at x ${Math.round(text.left)}-${Math.round(text.right)}, y ${Math.round(text.top)}-${Math.round(text.bottom)}`,
    );
}

/** Texts smaller than `minPx`, as readable lines (text, class, size). */
export function tooSmall(texts: readonly ReadText[], minPx: number): string[] {
  return texts
    .filter((text) => text.fontPx < minPx - 0.01)
    .map((text) => `"${text.text}" (${text.where}) ${text.fontPx.toFixed(1)} px`);
}

/**
 * Where each sideways row's first card starts, as drawn (a card scrolled partly out is cut by the
 * row's viewport, so this is the viewport's edge then): the row may run off the right edge, but its
 * start lines up inside the safe area.
 */
export function rowStarts(page: Page): Promise<{ row: string; left: number }[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.shelf__viewport')).flatMap((viewport) => {
      const clip = viewport.getBoundingClientRect();
      if (clip.bottom <= 0 || clip.top >= window.innerHeight) return [];
      // The slot, not the card: a focused card grows by 5 % (scale) and its ring is drawn outside it.
      const lefts = Array.from(viewport.querySelectorAll('.shelf__slot'))
        .map((card) => card.getBoundingClientRect())
        .filter((box) => box.right > clip.left && box.left < clip.right)
        .map((box) => Math.max(box.left, clip.left));
      if (lefts.length === 0) return [];
      const title = viewport.parentElement?.querySelector('.shelf__name, h2')?.textContent ?? '';
      return [{ row: title.trim(), left: Math.min(...lefts) }];
    }),
  );
}

/**
 * Where the viewer is: the focused element and, for a card in a row, the row's title. Rows scrolled
 * past may peek at the top and bottom edges, but the page scrolls the focused row inside the safe
 * area. Returns what lies above or below it; sideways its text is measured as all text is (a menu
 * entry's highlight may reach into the margin, its label may not).
 */
export function focusOutsideSafeArea(page: Page, width: number, height: number): Promise<string[]> {
  const safe = safeArea(width, height);
  return page.evaluate(({ top, bottom }) => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return ['nothing focused'];
    // A layer over the whole screen holding focus (the player's bare picture under the channel banner)
    // draws no ring: OK on it brings the controls, which are measured in their own states.
    const whole = focused.getBoundingClientRect();
    if (whole.width >= innerWidth && whole.height >= innerHeight) return [];
    const title = focused.closest('.shelf')?.querySelector('.shelf__title');
    return [focused, title]
      .filter((element): element is Element => Boolean(element))
      .flatMap((element) => {
        const box = element.getBoundingClientRect();
        const name = `${element.tagName.toLowerCase()}.${String(element.className).trim().split(/\s+/).join('.')}`;
        const cut = box.top < top - 0.5 || box.bottom > bottom + 0.5;
        return cut
          ? [`${name} at x ${Math.round(box.left)}, y ${Math.round(box.top)}-${Math.round(box.bottom)}`]
          : [];
      });
  }, safe);
}
