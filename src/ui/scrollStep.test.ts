import { describe, expect, it } from 'vitest';
import { boxScrollStep, scrollStep } from './scrollStep.ts';

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
