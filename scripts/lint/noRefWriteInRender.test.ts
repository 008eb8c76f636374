import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

const RULE = resolve(import.meta.dirname, 'noRefWriteInRender.grit');
const BIOME = resolve(import.meta.dirname, '../../node_modules/.bin/biome');

// Each line the rule must flag ends in `// flagged`; every other write must pass.
const SAMPLE = `import { memo, useEffect, useRef } from 'react';
export function useLatestByHand(value: number) {
  const latest = useRef(value);
  latest.current = value; // flagged
  useEffect(() => {
    latest.current = 0;
  });
  function reset() {
    latest.current = 0;
  }
  return reset;
}
export function Banner({ shown }: { shown: boolean }) {
  const wasShown = useRef(false);
  if (shown) wasShown.current = true; // flagged
  const onKey = () => {
    wasShown.current = false;
  };
  return onKey;
}
export const Row = memo(function Row({ index }: { index: number }) {
  const last = useRef(index);
  last.current = index; // flagged
  return null;
});
export default function Page({ id }: { id: string }) {
  const opened = useRef(id);
  opened.current = id; // flagged
  return null;
}
export function useEngine() {
  const engine = useRef<object | null>(null);
  if (engine.current === null) engine.current = {};
  return engine;
}
function moveTo(target: { current: number }) {
  target.current = 1;
}
export function useAsyncSave(ref: { current: boolean }) {
  async function save() {
    ref.current = true;
  }
  return { save, moveTo };
}
export function useRequested(playingId: string) {
  const state = useRef({ requested: undefined as string | undefined });
  if (state.current.requested === playingId) state.current.requested = undefined; // flagged
  const other = useRef<object | null>(null);
  if (other.current === null) state.current = { requested: playingId }; // flagged
  return state;
}
export const useArrowHook = (value: number) => {
  const latest = useRef(value);
  latest.current = value; // flagged
  if (value > 1) {
    latest.current = 1; // flagged
  }
  const lazy = useRef<object | null>(null);
  if (lazy.current === null) lazy.current = {};
  const onKey = () => {
    latest.current = 0;
  };
  return onKey;
};
const notAHook = () => {
  const box = { current: 1 };
  box.current = 2;
  return box;
};
export { notAHook };
`;

const Report = z.object({
  diagnostics: z.array(
    z.object({ category: z.string(), location: z.object({ start: z.object({ line: z.number() }) }) }),
  ),
});

const dir = mkdtempSync(join(tmpdir(), 'ref-rule-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function flaggedLines(source: string): number[] {
  writeFileSync(
    join(dir, 'biome.json'),
    JSON.stringify({ plugins: [RULE], linter: { rules: { recommended: false } } }),
  );
  writeFileSync(join(dir, 'sample.tsx'), source);
  let out: string;
  try {
    out = execFileSync(BIOME, ['lint', '--reporter=json', 'sample.tsx'], { cwd: dir, encoding: 'utf8' });
  } catch (error) {
    // Biome exits 1 when it reports errors; the report is still on stdout.
    out = String((error as { stdout?: unknown }).stdout ?? '');
  }
  return Report.parse(JSON.parse(out))
    .diagnostics.filter((diagnostic) => diagnostic.category === 'plugin')
    .map((diagnostic) => diagnostic.location.start.line)
    .sort((a, b) => a - b);
}

describe('noRefWriteInRender (biome plugin)', () => {
  it('flags refs written in a component or hook body, and no write in callbacks, effects or lazy starts', () => {
    const expected = SAMPLE.split('\n').flatMap((line, index) =>
      line.endsWith('// flagged') ? [index + 1] : [],
    );
    expect(expected).toHaveLength(8);
    expect(flaggedLines(SAMPLE)).toEqual(expected);
  });
});
