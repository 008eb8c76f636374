import { describe, expect, it } from 'vitest';
import { evaluateFigure, type Figure, formatTable } from './figures.ts';

const base: Figure = { group: 'Home walk', label: 'key to paint p50', unit: 'ms', value: 40 };

describe('evaluateFigure', () => {
  it.each([
    {
      name: 'value within its budget',
      figure: { ...base, budget: { on: 'value', max: 100 } },
      verdict: 'pass',
      ratio: null,
    },
    {
      name: 'value at its budget',
      figure: { ...base, budget: { on: 'value', max: 40 } },
      verdict: 'pass',
      ratio: null,
    },
    {
      name: 'value over its budget',
      figure: { ...base, budget: { on: 'value', max: 39 } },
      verdict: 'over',
      ratio: null,
    },
    {
      name: 'ratio within 1.5x the floor',
      figure: { ...base, floor: 30, budget: { on: 'ratio', max: 1.5 } },
      verdict: 'pass',
      ratio: 40 / 30,
    },
    {
      name: 'ratio over 1.5x the floor',
      figure: { ...base, floor: 20, budget: { on: 'ratio', max: 1.5 } },
      verdict: 'over',
      ratio: 2,
    },
    {
      name: 'ratio budget without a floor',
      figure: { ...base, budget: { on: 'ratio', max: 1.5 } },
      verdict: 'n/a',
      ratio: null,
    },
    {
      name: 'not measured',
      figure: { ...base, value: null, budget: { on: 'value', max: 100 } },
      verdict: 'n/a',
      ratio: null,
    },
    { name: 'no budget, with a floor', figure: { ...base, floor: 20 }, verdict: '', ratio: 2 },
  ] as const)('$name: $verdict', ({ figure, verdict, ratio }) => {
    const evaluated = evaluateFigure(figure);
    expect(evaluated.verdict).toBe(verdict);
    expect(evaluated.ratio).toBe(ratio);
  });
});

describe('formatTable', () => {
  it('prints value, floor, ratio, budget and verdict in aligned Markdown columns', () => {
    const table = formatTable([
      evaluateFigure({ ...base, floor: 20, budget: { on: 'ratio', max: 1.5 } }),
      evaluateFigure({
        group: 'Bundle',
        label: 'first-screen JS',
        unit: 'kB',
        value: 204.5,
        budget: { on: 'value', max: 150 },
      }),
      evaluateFigure({ group: 'Guide', label: 'key to paint p50', unit: 'ms', value: null }),
    ]);
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^\| figure +\| value +\| floor +\| ratio +\| budget +\| verdict \|$/);
    expect(lines[2]).toContain('| 40 ms ');
    expect(lines[2]).toContain('| 2.00x ');
    expect(lines[2]).toContain('<= 1.5x floor');
    expect(lines[2]).toContain('over');
    expect(lines[3]).toContain('204.5 kB');
    expect(lines[3]).toContain('<= 150.0 kB');
    expect(lines[4]).toContain('not measured');
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });
});
