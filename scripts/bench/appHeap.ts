import { z } from 'zod';
import type { Cdp } from './benchPage.ts';

/**
 * Snapshot node types left out of the app's own heap: V8's compiled code ('code': bytecode, machine
 * code, feedback, which grows while the engine tiers up hot functions over the first cycles) and
 * Blink's objects ('native', which also hold DevTools' per-player and per-request records while a
 * test or the benchmark drives the page).
 */
const LEFT_OUT = new Set(['code', 'native', 'synthetic']);

/**
 * Blink's records for the page's performance timeline: long animation frames and their scripts, event
 * timings, layout shifts, (interaction) largest contentful paints, soft navigations. The browser keeps
 * them in buffers of its own with fixed caps, for the Performance API; a heap-snapshot diff over 20
 * player cycles put ~70 % of the DOM heap's growth in them. None of them exists on the TV engines the
 * app targets (Chromium 64-91 had no long-animation-frame or soft-navigation timing).
 */
const TIMELINE_RECORD =
  /^(Performance[A-Za-z]*Timing|Performance[A-Za-z]*Navigation|blink::ScriptTimingInfo|LayoutShift|LayoutShiftAttribution|LargestContentfulPaint|InteractionContentfulPaint|blink::LargestContentfulPaintCalculator|blink::SoftNavigationContext|blink::TextRecord|blink::ImageRecord)$/;

/** A layout shift's rectangles are its own (DOMRectReadOnly is also what observers hand the app). */
const RECORD_PART = 'DOMRectReadOnly';

const snapshotSchema = z.object({
  snapshot: z.object({
    meta: z.object({
      node_fields: z.array(z.string()),
      node_types: z.tuple([z.array(z.string())]).rest(z.unknown()),
      edge_fields: z.array(z.string()),
    }),
  }),
  nodes: z.array(z.number()),
  edges: z.array(z.number()),
  strings: z.array(z.string()),
});

export interface HeapSnapshotSizes {
  /** The app's own JS heap (objects, strings, arrays, closures, shapes): comparable from the first cycle on. */
  app: number;
  /** Blink's performance-timeline records (TIMELINE_RECORD), a part of the DOM heap. */
  timeline: number;
}

/** One heap snapshot after a forced GC, read for the app's own heap and the timeline's records. */
export async function heapSnapshotSizes(cdp: Cdp): Promise<HeapSnapshotSizes> {
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const snapshot = snapshotSchema.parse(JSON.parse(chunks.join('')));
  const { node_fields: fields, node_types: nodeTypes, edge_fields: edgeFields } = snapshot.snapshot.meta;
  const typeNames = nodeTypes[0];
  const [typeAt, nameAt, sizeAt, edgeCountAt] = ['type', 'name', 'self_size', 'edge_count'].map((field) =>
    fields.indexOf(field),
  ) as [number, number, number, number];
  const toNodeAt = edgeFields.indexOf('to_node');
  const { nodes, edges, strings } = snapshot;
  const nameOf = (node: number) => strings[nodes[node + nameAt] ?? 0] ?? '';
  let app = 0;
  let timeline = 0;
  const recordParts = new Set<number>();
  let edge = 0;
  for (let node = 0; node < nodes.length; node += fields.length) {
    const type = typeNames[nodes[node + typeAt] ?? 0];
    const size = nodes[node + sizeAt] ?? 0;
    const edgeCount = nodes[node + edgeCountAt] ?? 0;
    if (type && !LEFT_OUT.has(type)) app += size;
    if (type === 'native' && TIMELINE_RECORD.test(nameOf(node))) {
      timeline += size;
      for (let own = 0; own < edgeCount; own += 1) {
        const target = edges[edge + own * edgeFields.length + toNodeAt] ?? 0;
        if (nameOf(target) === RECORD_PART) recordParts.add(target);
      }
    }
    edge += edgeCount * edgeFields.length;
  }
  for (const part of recordParts) timeline += nodes[part + sizeAt] ?? 0;
  return { app, timeline };
}
