import type { CDPSession } from 'playwright-core';

/**
 * Snapshot node types left out of the app's own heap: V8's compiled code ('code': bytecode, machine
 * code, feedback, which grows while the engine tiers up hot functions over the first cycles) and
 * Blink's objects ('native', which also hold DevTools' per-player and per-request records while a
 * test or the benchmark drives the page).
 */
const LEFT_OUT = new Set(['code', 'native', 'synthetic']);

/**
 * The app's own JS heap (objects, strings, arrays, closures, shapes) after a forced GC, from a heap
 * snapshot: comparable from the very first player cycle, unlike the whole JS heap.
 */
export async function appHeapBytes(cdp: CDPSession): Promise<number> {
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const snapshot = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
  };
  const fields = snapshot.snapshot.meta.node_fields;
  const typeNames = snapshot.snapshot.meta.node_types[0];
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  let total = 0;
  for (let node = 0; node < snapshot.nodes.length; node += fields.length) {
    const type = typeNames[snapshot.nodes[node + typeAt] ?? 0];
    if (type && !LEFT_OUT.has(type)) total += snapshot.nodes[node + sizeAt] ?? 0;
  }
  return total;
}
