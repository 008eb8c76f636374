import { describe, expect, it } from 'vitest';
import { type Milestone, newMilestones, screenPath, scrollFraction } from './analyticsEvents.ts';

describe('newMilestones', () => {
  it('reports each milestone once, as it is reached', () => {
    const reported = new Set<Milestone>();
    expect(newMilestones(0.1, reported)).toEqual([]);
    expect(newMilestones(0.25, reported)).toEqual([25]);
    reported.add(25);
    expect(newMilestones(0.3, reported)).toEqual([]);
    expect(newMilestones(1, reported)).toEqual([50, 75, 100]);
  });

  it('reports every milestone a seek jumped over, in order', () => {
    expect(newMilestones(0.8, new Set([25]))).toEqual([50, 75]);
  });

  it('reports nothing for an unknown fraction (a live stream has no duration)', () => {
    expect(newMilestones(Number.NaN, new Set())).toEqual([]);
    expect(newMilestones(Number.POSITIVE_INFINITY, new Set())).toEqual([]);
  });
});

describe('scrollFraction', () => {
  it('is undefined on a page shorter than one and a half screens', () => {
    expect(scrollFraction({ scrollY: 0, viewportHeight: 1000, documentHeight: 1400 })).toBeUndefined();
    expect(scrollFraction({ scrollY: 0, viewportHeight: 0, documentHeight: 1400 })).toBeUndefined();
  });

  it('measures the scrollable distance, so the bottom is 100 % whatever the page height', () => {
    const page = { viewportHeight: 1000, documentHeight: 5000 };
    expect(scrollFraction({ ...page, scrollY: 0 })).toBeCloseTo(0, 2);
    expect(scrollFraction({ ...page, scrollY: 2000 })).toBeCloseTo(0.5, 2);
    expect(scrollFraction({ ...page, scrollY: 3999.4 })).toBe(1);
  });
});

describe('screenPath', () => {
  it('keeps the path and the overlay, and drops every other parameter (tokens never leave)', () => {
    expect(screenPath('/m/abc', '')).toBe('/m/abc');
    expect(screenPath('/', '?u=login&method=email')).toBe('/?u=login');
    expect(screenPath('/', '?u=reset-password&resetPasswordToken=secret&email=a%40b.c')).toBe(
      '/?u=reset-password',
    );
    expect(screenPath('/p/x', '?r=1&app-config=ottauth1')).toBe('/p/x');
  });
});
