import { describe, expect, it } from 'vitest';
import { boxScrollStep, scrollEdges, scrollStep } from './scrollStep.ts';

// A 1000 px screen scrolled by 3000 px: a step is 400 px; the text's edges stop 96 px inside the screen.
describe('scrollStep (issue 4: long text read by remote)', () => {
  it.each([
    ['down, much text below: a full step', 'down', 96, 5000, 400],
    ['down, a little below: just what is left', 'down', -2000, 1000, 96],
    ['down, the end in view: nothing, focus moves on', 'down', -3000, 800, 0],
    ['up, much text above: a full step', 'up', -3000, 900, -400],
    ['up, a little above: just what is left', 'up', 50, 3000, -46],
    ['up, the start in view: nothing, focus moves on', 'up', 200, 3000, 0],
  ] as const)('%s', (_name, direction, top, bottom, expected) => {
    expect(scrollStep(direction, { top, bottom, viewportHeight: 1000, scrollY: 3000 })).toBe(expected);
  });

  it('the last step up goes to the top of the page rather than stopping just short of it', () => {
    expect(scrollStep('up', { top: -346, bottom: 2000, viewportHeight: 1000, scrollY: 421 })).toBe(-421);
    expect(scrollStep('up', { top: -346, bottom: 2000, viewportHeight: 1000, scrollY: 600 })).toBe(-400);
  });
});

// A 500 px box over 1400 px of text (it scrolls 0 to 900): a step is 200 px.
describe('boxScrollStep (issue 4: a modal body read by remote)', () => {
  it.each([
    ['down from the top: a full step', 'down', 0, 200],
    ['down near the end: just what is left', 'down', 800, 100],
    ['down at the end: nothing, focus moves on', 'down', 900, 0],
    ['up from the end: a full step', 'up', 900, -200],
    ['up near the top: just what is left', 'up', 50, -50],
    ['up at the top: nothing, focus moves on', 'up', 0, 0],
  ] as const)('%s', (_name, direction, scrollTop, expected) => {
    expect(boxScrollStep(direction, { scrollTop, clientHeight: 500, scrollHeight: 1400 })).toBe(expected);
  });

  it('text that fits scrolls nowhere', () => {
    expect(boxScrollStep('down', { scrollTop: 0, clientHeight: 500, scrollHeight: 500 })).toBe(0);
    expect(boxScrollStep('up', { scrollTop: 0, clientHeight: 500, scrollHeight: 500 })).toBe(0);
  });
});

/**
 * At 1280x720 the show-more-details text was cut at the box's edge with no sign that it scrolls. While
 * text is hidden below (or above) the edge, the box shows it (a fade, a chevron); at the end it goes.
 */
describe('scrollEdges (is there more text beyond the box?)', () => {
  it.each([
    ['at the top of a long text: more below only', 0, { above: false, below: true }],
    ['in the middle: more both ways', 400, { above: true, below: true }],
    ['at the end: more above only', 900, { above: true, below: false }],
    // Zoomed screens scroll by fractions of a pixel: half a pixel short of the end is the end.
    ['a fraction short of the end counts as the end', 899.5, { above: true, below: false }],
    ['a fraction past the top counts as the top', 0.4, { above: false, below: true }],
  ] as const)('%s', (_name, scrollTop, expected) => {
    expect(scrollEdges({ scrollTop, clientHeight: 500, scrollHeight: 1400 })).toEqual(expected);
  });

  it('text that fits shows no sign', () => {
    expect(scrollEdges({ scrollTop: 0, clientHeight: 500, scrollHeight: 500 })).toEqual({
      above: false,
      below: false,
    });
    // scrollHeight is rounded: a box of 500.4 px may report 501 for text that fits.
    expect(scrollEdges({ scrollTop: 0, clientHeight: 500, scrollHeight: 501 })).toEqual({
      above: false,
      below: false,
    });
  });
});
