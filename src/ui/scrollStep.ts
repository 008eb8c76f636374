/** Room kept between the text and the screen's edges while it scrolls, in CSS pixels. */
export const EDGE_PX = 96;
/** One press moves the text by this share of the screen: a few lines stay in view as context. */
export const STEP_SHARE = 0.4;

export interface TextPosition {
  /** The text's top and bottom relative to the viewport (getBoundingClientRect). */
  top: number;
  bottom: number;
  viewportHeight: number;
  /** The page's scroll (window.scrollY). */
  scrollY: number;
}

/**
 * How far one Up or Down moves the page to show more of a long text: a step, or what is left before
 * the text's edge reaches the screen's; 0 when that edge is already in view (the arrow then moves
 * focus on, as anywhere else). Going up, a last step that would stop just short of the page's top
 * goes all the way, so the heading above the text shows as it did.
 */
export function scrollStep(
  direction: 'up' | 'down',
  { top, bottom, viewportHeight, scrollY }: TextPosition,
): number {
  const step = Math.round(viewportHeight * STEP_SHARE);
  if (direction === 'down') return Math.max(0, Math.min(step, bottom - (viewportHeight - EDGE_PX)));
  const hidden = EDGE_PX - top;
  if (hidden <= 0) return 0;
  const up = Math.min(step, hidden);
  return scrollY - up < EDGE_PX ? -scrollY : -up;
}

export interface BoxPosition {
  /** The box's own scroll (element.scrollTop), its visible height and its content's height. */
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}

/**
 * The same for text that scrolls inside its own box (a modal's body): a step of the box's height,
 * or what is left before its end; 0 at the end, where the arrow moves focus on.
 */
export function boxScrollStep(
  direction: 'up' | 'down',
  { scrollTop, clientHeight, scrollHeight }: BoxPosition,
): number {
  const step = Math.round(clientHeight * STEP_SHARE);
  if (direction === 'down') return Math.max(0, Math.min(step, scrollHeight - clientHeight - scrollTop));
  return scrollTop > 0 ? -Math.min(step, scrollTop) : 0;
}

/** Rounding slack: scrollHeight is a whole pixel, scrollTop may be a fraction on a zoomed screen. */
const SLACK_PX = 1;

export interface ScrollEdges {
  /** Text is hidden above the box's top edge. */
  above: boolean;
  /** Text is hidden below the box's bottom edge. */
  below: boolean;
}

/**
 * Whether a box that scrolls itself (a modal's body) has text beyond its edges: while it has, the box
 * shows a sign of it (ScrollRegion), so a viewer knows that Down reads on; at the end the sign goes.
 */
export function scrollEdges({ scrollTop, clientHeight, scrollHeight }: BoxPosition): ScrollEdges {
  return {
    above: scrollTop > SLACK_PX,
    below: scrollHeight - clientHeight - scrollTop > SLACK_PX,
  };
}
