/**
 * One benchmark figure against its budget. A budget is an upper bound, either on the value itself or,
 * for timings that swing with machine load, on the ratio to the plain-JS floor page measured in the
 * same run (notes: measuring-performance).
 */
export interface Figure {
  group: string;
  label: string;
  unit: 'ms' | 'kB' | 'MB' | 'count' | '%' | 'per key' | 'per s';
  /** null when the figure could not be measured in this build (e.g. no guide). */
  value: number | null;
  /** The floor page's value for the same measure, when there is one. */
  floor?: number;
  budget?: { on: 'value' | 'ratio'; max: number };
}

export type Verdict = 'pass' | 'over' | 'n/a' | '';

export interface EvaluatedFigure extends Figure {
  ratio: number | null;
  verdict: Verdict;
}

export function evaluateFigure(figure: Figure): EvaluatedFigure {
  const ratio =
    figure.value !== null && figure.floor !== undefined && figure.floor > 0
      ? figure.value / figure.floor
      : null;
  if (!figure.budget) return { ...figure, ratio, verdict: '' };
  const compared = figure.budget.on === 'ratio' ? ratio : figure.value;
  if (compared === null || Number.isNaN(compared)) return { ...figure, ratio, verdict: 'n/a' };
  return { ...figure, ratio, verdict: compared <= figure.budget.max ? 'pass' : 'over' };
}

function formatNumber(value: number, unit: Figure['unit']): string {
  if (unit === 'kB' || unit === 'MB') return value.toFixed(1);
  if (unit === 'per key') return value.toFixed(2);
  if (unit === '%' || unit === 'per s') return value.toFixed(1);
  return Math.abs(value) >= 100 || Number.isInteger(value) ? value.toFixed(0) : value.toFixed(1);
}

function formatBudget(figure: Figure): string {
  if (!figure.budget) return '';
  return figure.budget.on === 'ratio'
    ? `<= ${figure.budget.max}x floor`
    : `<= ${formatNumber(figure.budget.max, figure.unit)} ${figure.unit}`;
}

/** The rows of the printed table, as cells: figure, value, floor, ratio, budget, verdict. */
export function tableRows(figures: readonly EvaluatedFigure[]): string[][] {
  return figures.map((figure) => [
    `${figure.group}: ${figure.label}`,
    figure.value === null ? 'not measured' : `${formatNumber(figure.value, figure.unit)} ${figure.unit}`,
    figure.floor === undefined ? '' : `${formatNumber(figure.floor, figure.unit)} ${figure.unit}`,
    figure.ratio === null ? '' : `${figure.ratio.toFixed(2)}x`,
    formatBudget(figure),
    figure.verdict,
  ]);
}

const header = ['figure', 'value', 'floor', 'ratio', 'budget', 'verdict'];

/** A Markdown table: readable in a terminal and pasted as-is into the README. */
export function formatTable(figures: readonly EvaluatedFigure[]): string {
  const rows = [header, ...tableRows(figures)];
  const widths = header.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  const line = (row: readonly string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  return [line(header), rule, ...rows.slice(1).map(line)].join('\n');
}
