/**
 * Proves the built JavaScript parses on the TV engines we support (DESIGN: 2018+ TVs):
 * - legacy chunks (nomodule, for Chromium 53-63) must be plain ES2016;
 * - modern chunks run on Chromium 64+: ES2020 is parsed (they hold the import.meta guard that only
 *   ES-module engines evaluate), then syntax newer than Chromium 64 is rejected node by node.
 * Exits non-zero and names file, line and construct on the first problem of each file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Node, parse } from 'acorn';
import { full } from 'acorn-walk';

const assetsDir = process.argv[2] ?? 'dist/assets';

/** Syntax Chromium 64 cannot parse, by the acorn node that carries it, with the version that added it. */
function tooNew(node: Node & Record<string, unknown>): string | undefined {
  switch (node.type) {
    case 'ChainExpression':
      return 'optional chaining (Chromium 80)';
    case 'LogicalExpression':
      return node.operator === '??' ? 'nullish coalescing (Chromium 80)' : undefined;
    case 'AssignmentExpression':
      return ['||=', '&&=', '??='].includes(String(node.operator))
        ? 'logical assignment (Chromium 85)'
        : undefined;
    case 'CatchClause':
      return node.param === null ? 'optional catch binding (Chromium 66)' : undefined;
    case 'PropertyDefinition':
      return 'class fields (Chromium 72)';
    case 'PrivateIdentifier':
      return 'private class members (Chromium 74)';
    case 'StaticBlock':
      return 'class static blocks (Chromium 94)';
    case 'Literal':
      if ('bigint' in node) return 'BigInt literals (Chromium 67)';
      return typeof node.raw === 'string' && /^\d[\d_]*_/.test(node.raw)
        ? 'numeric separators (Chromium 75)'
        : undefined;
    default:
      return undefined;
  }
}

function lineOf(source: string, position: number): number {
  return source.slice(0, position).split('\n').length;
}

const problems: string[] = [];
const files = readdirSync(assetsDir).filter((file) => file.endsWith('.js'));
for (const file of files) {
  const source = readFileSync(join(assetsDir, file), 'utf8');
  const legacy = file.includes('-legacy');
  try {
    const ast = parse(source, {
      ecmaVersion: legacy ? 2016 : 2020,
      sourceType: legacy ? 'script' : 'module',
    });
    if (!legacy) {
      full(ast, (node) => {
        const problem = tooNew(node as Node & Record<string, unknown>);
        if (problem && !problems.some((line) => line.startsWith(`${file}:`))) {
          problems.push(`${file}:${lineOf(source, node.start)}: ${problem}`);
        }
      });
    }
  } catch (error) {
    problems.push(`${file}: does not parse as ${legacy ? 'ES2016' : 'ES2020'}: ${(error as Error).message}`);
  }
}

if (files.length === 0) problems.push(`${assetsDir}: no JavaScript found; run the build first`);
if (problems.length > 0) {
  console.error(`TV engine syntax check failed:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`TV engine syntax check: ${files.length} files parse on Chromium 53+ (legacy) and 64+ (modern)`);
