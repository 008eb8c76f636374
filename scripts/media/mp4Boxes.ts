/**
 * Just enough ISO BMFF (MP4) box handling to add Common Encryption to fragmented MP4: parse a box
 * tree (descending only into the containers we edit), rebuild it with sizes recomputed.
 */
export interface Box {
  type: string;
  /** Payload after the header, for leaf boxes. */
  payload?: Buffer;
  /** For containers: bytes that precede the child boxes inside the payload (stsd's header, sample entries' fields). */
  prefix?: Buffer;
  children?: Box[];
}

/** Containers and the number of bytes of their own fields before their child boxes. */
const containers: Record<string, number> = {
  moov: 0,
  trak: 0,
  mdia: 0,
  minf: 0,
  stbl: 0,
  moof: 0,
  traf: 0,
  stsd: 8, // version/flags + entry_count
  avc1: 78, // VisualSampleEntry fields
  avc3: 78,
  mp4a: 28, // AudioSampleEntry fields
};

export function parseBoxes(buffer: Buffer, start = 0, end = buffer.length): Box[] {
  const boxes: Box[] = [];
  let offset = start;
  while (offset < end) {
    let size = buffer.readUInt32BE(offset);
    const type = buffer.toString('latin1', offset + 4, offset + 8);
    let header = 8;
    if (size === 1) {
      size = Number(buffer.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < header || offset + size > end) throw new Error(`Corrupt box '${type}' at ${offset}`);
    const bodyStart = offset + header;
    const bodyEnd = offset + size;
    const prefixLength = containers[type];
    if (prefixLength === undefined) {
      boxes.push({ type, payload: buffer.subarray(bodyStart, bodyEnd) });
    } else {
      boxes.push({
        type,
        prefix: buffer.subarray(bodyStart, bodyStart + prefixLength),
        children: parseBoxes(buffer, bodyStart + prefixLength, bodyEnd),
      });
    }
    offset = bodyEnd;
  }
  return boxes;
}

export function serializeBox(box: Box): Buffer {
  const body = box.children
    ? Buffer.concat([box.prefix ?? Buffer.alloc(0), ...box.children.map(serializeBox)])
    : (box.payload ?? Buffer.alloc(0));
  const header = Buffer.alloc(8);
  header.writeUInt32BE(body.length + 8, 0);
  header.write(box.type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

export function leaf(type: string, ...parts: Buffer[]): Box {
  return { type, payload: Buffer.concat(parts) };
}

export function container(type: string, children: Box[]): Box {
  return { type, prefix: Buffer.alloc(0), children };
}

export function fullBoxHeader(version: number, flags: number): Buffer {
  const header = Buffer.alloc(4);
  header.writeUInt32BE(((version & 0xff) << 24) | (flags & 0xffffff), 0);
  return header;
}

export function uint32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value, 0);
  return buffer;
}

export function find(boxes: Box[] | undefined, ...path: string[]): Box | undefined {
  const [first, ...rest] = path;
  const box = boxes?.find((candidate) => candidate.type === first);
  return rest.length === 0 ? box : find(box?.children, ...rest);
}
