/**
 * Encrypts a clear fragmented-MP4 DASH/HLS folder (scripts/media/generate-media.sh) with Common
 * Encryption, scheme 'cenc' (AES-128-CTR, 8-byte IVs; video by subsample), for ClearKey playback:
 * ffmpeg 5.1 cannot (notes: media-and-browser). Writes encrypted init and media segments with
 * tenc/pssh and senc/saiz/saio, an MPD with ContentProtection and HLS playlists with KEY tags.
 *
 *   npx tsx scripts/media/encryptCenc.ts media/vod/encrypted-sample media/cenc/encrypted-sample
 */
import { createCipheriv } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoClearKey } from '../../server/catalog/drmKeys.ts';
import {
  type Box,
  container,
  find,
  fullBoxHeader,
  leaf,
  parseBoxes,
  serializeBox,
  uint32,
} from './mp4Boxes.ts';

const CLEARKEY_SYSTEM_ID = Buffer.from('1077efecc0b24d02ace33c1e52e2fb4b', 'hex');
const IV_SIZE = 8;

const [sourceDir, targetDir] = process.argv.slice(2);
if (!sourceDir || !targetDir) {
  console.error('usage: encryptCenc.ts <clear folder> <encrypted folder>');
  process.exit(2);
}
const kid = Buffer.from(demoClearKey.kidHex, 'hex');
const key = Buffer.from(demoClearKey.keyHex, 'hex');

function isVideo(initFile: string): boolean {
  const entry = find(parseBoxes(readFileSync(initFile)), 'moov', 'trak', 'mdia', 'minf', 'stbl', 'stsd')
    ?.children?.[0];
  return Boolean(entry?.type.startsWith('avc'));
}

function protectInit(init: Buffer): Buffer {
  const boxes = parseBoxes(init);
  const moov = find(boxes, 'moov');
  const stsd = find(boxes, 'moov', 'trak', 'mdia', 'minf', 'stbl', 'stsd');
  const entry = stsd?.children?.[0];
  if (!moov?.children || !entry?.children) throw new Error('No sample entry to protect');
  const originalFormat = entry.type;
  entry.type = originalFormat.startsWith('avc') ? 'encv' : 'enca';
  const tenc = leaf('tenc', fullBoxHeader(0, 0), Buffer.from([0, 0, 1, IV_SIZE]), kid);
  entry.children.push(
    container('sinf', [
      leaf('frma', Buffer.from(originalFormat, 'latin1')),
      leaf('schm', fullBoxHeader(0, 0), Buffer.from('cenc', 'latin1'), uint32(0x00010000)),
      container('schi', [tenc]),
    ]),
  );
  // A version-1 pssh of the W3C common system, naming the key id: what ClearKey reads.
  moov.children.push(leaf('pssh', fullBoxHeader(1, 0), CLEARKEY_SYSTEM_ID, uint32(1), kid, uint32(0)));
  return Buffer.concat(boxes.map(serializeBox));
}

/** Sample sizes of a track fragment, from trun or tfhd's default. */
function sampleSizes(
  tfhd: Buffer,
  trun: Buffer,
): { sizes: number[]; dataOffset: number; dataOffsetAt: number } {
  const tfhdFlags = tfhd.readUInt32BE(0) & 0xffffff;
  let cursor = 8; // flags + track_ID
  if (tfhdFlags & 0x01) cursor += 8;
  if (tfhdFlags & 0x02) cursor += 4;
  if (tfhdFlags & 0x08) cursor += 4;
  const defaultSize = tfhdFlags & 0x10 ? tfhd.readUInt32BE(cursor) : 0;
  if (tfhdFlags & 0x01) throw new Error('tfhd base-data-offset is not supported');

  const flags = trun.readUInt32BE(0) & 0xffffff;
  const count = trun.readUInt32BE(4);
  let at = 8;
  if (!(flags & 0x01)) throw new Error('trun without data offset is not supported');
  const dataOffsetAt = at;
  const dataOffset = trun.readInt32BE(at);
  at += 4;
  if (flags & 0x04) at += 4;
  const sizes: number[] = [];
  for (let index = 0; index < count; index += 1) {
    if (flags & 0x100) at += 4;
    if (flags & 0x200) {
      sizes.push(trun.readUInt32BE(at));
      at += 4;
    } else {
      sizes.push(defaultSize);
    }
    if (flags & 0x400) at += 4;
    if (flags & 0x800) at += 4;
  }
  return { sizes, dataOffset, dataOffsetAt };
}

interface Range {
  clear: number;
  protected: number;
}

/**
 * Chromium parses H.264 NAL units before it decrypts them, so video is encrypted by subsample: each
 * NAL unit's length prefix and header stay clear, slice data is protected; parameter sets, SEI and
 * other small units stay wholly clear.
 */
function avcSubsamples(sample: Buffer): Range[] {
  const ranges: Range[] = [];
  let at = 0;
  while (at + 4 <= sample.length) {
    const nalSize = sample.readUInt32BE(at);
    const nalType = (sample[at + 4] ?? 0) & 0x1f;
    const isSlice = nalType >= 1 && nalType <= 5;
    if (isSlice && nalSize > 16) ranges.push({ clear: 5, protected: nalSize - 1 });
    else ranges.push({ clear: 4 + nalSize, protected: 0 });
    at += 4 + nalSize;
  }
  if (at !== sample.length) throw new Error('Sample is not a sequence of 4-byte-length NAL units');
  return ranges;
}

/** AES-128-CTR over the protected bytes of one sample, as one keystream (scheme 'cenc'). */
function encryptRanges(sample: Buffer, ranges: Range[], iv: Buffer): void {
  const cipher = createCipheriv('aes-128-ctr', key, Buffer.concat([iv, Buffer.alloc(8)]));
  let at = 0;
  for (const range of ranges) {
    at += range.clear;
    const part = sample.subarray(at, at + range.protected);
    cipher.update(part).copy(part);
    at += range.protected;
  }
}

function subsampleTable(ranges: Range[]): Buffer {
  const table = Buffer.alloc(2 + ranges.length * 6);
  table.writeUInt16BE(ranges.length, 0);
  ranges.forEach((range, index) => {
    table.writeUInt16BE(range.clear, 2 + index * 6);
    table.writeUInt32BE(range.protected, 4 + index * 6);
  });
  return table;
}

function encryptSegment(segment: Buffer, segmentNumber: number, video: boolean): Buffer {
  // A segment index would count the old sizes; SegmentTemplate and HLS playlists address whole
  // segments and need none, so it is dropped.
  const boxes = parseBoxes(segment).filter((box) => box.type !== 'sidx');
  const output: Buffer[] = [];
  for (let index = 0; index < boxes.length; index += 1) {
    const box = boxes[index] as Box;
    const original = serializeBox(box);
    if (box.type !== 'moof') {
      output.push(original);
      continue;
    }
    const mdat = boxes[index + 1];
    const traf = find(box.children, 'traf');
    const tfhd = find(traf?.children, 'tfhd')?.payload;
    const trunBox = find(traf?.children, 'trun');
    if (mdat?.type !== 'mdat' || !traf?.children || !tfhd || !trunBox?.payload) {
      throw new Error('Expected moof with one traf followed by mdat');
    }
    const { sizes, dataOffset, dataOffsetAt } = sampleSizes(tfhd, trunBox.payload);
    const mdatPayload = Buffer.from(mdat.payload ?? Buffer.alloc(0));
    const auxInfo: Buffer[] = [];
    let sampleStart = dataOffset - original.length - 8; // offset into mdat's payload
    sizes.forEach((size, sampleIndex) => {
      const iv = Buffer.alloc(IV_SIZE);
      iv.writeUInt32BE(segmentNumber, 0);
      iv.writeUInt32BE(sampleIndex, 4);
      const sample = mdatPayload.subarray(sampleStart, sampleStart + size);
      const ranges = video ? avcSubsamples(sample) : [{ clear: 0, protected: size }];
      encryptRanges(sample, ranges, iv);
      auxInfo.push(video ? Buffer.concat([iv, subsampleTable(ranges)]) : iv);
      sampleStart += size;
    });

    // Video carries subsample tables (senc flag 2), so its aux info sizes vary per sample.
    const saiz = video
      ? leaf(
          'saiz',
          fullBoxHeader(0, 0),
          Buffer.from([0]),
          uint32(sizes.length),
          Buffer.from(auxInfo.map((info) => info.length)),
        )
      : leaf('saiz', fullBoxHeader(0, 0), Buffer.from([IV_SIZE]), uint32(sizes.length));
    const saio = leaf('saio', fullBoxHeader(0, 0), uint32(1), uint32(0));
    const senc = leaf('senc', fullBoxHeader(0, video ? 2 : 0), uint32(sizes.length), ...auxInfo);
    traf.children.push(saiz, saio, senc);

    // saio points at the first IV, counted from the start of moof (default-base-is-moof).
    const mfhdSize = serializeBox(find(box.children, 'mfhd') as Box).length;
    const beforeSenc = traf.children.slice(0, -1).reduce((sum, child) => sum + serializeBox(child).length, 0);
    const firstIvOffset = 8 + mfhdSize + 8 + beforeSenc + 8 + 4 + 4;
    (saio.payload as Buffer).writeUInt32BE(firstIvOffset, 8);

    const grownBy = serializeBox(box).length - original.length;
    const trun = Buffer.from(trunBox.payload);
    trun.writeInt32BE(dataOffset + grownBy, dataOffsetAt);
    trunBox.payload = trun;

    const moofBytes = serializeBox(box);
    const mdatBytes = serializeBox({ type: 'mdat', payload: mdatPayload });
    output.push(moofBytes, mdatBytes);
    index += 1;
  }
  return Buffer.concat(output);
}

const KID_UUID = demoClearKey.kidHex.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

function protectMpd(mpd: string): string {
  const protection = [
    `<ContentProtection schemeIdUri="urn:mpeg:dash:mp4protection:2011" value="cenc" cenc:default_KID="${KID_UUID}"/>`,
    `<ContentProtection schemeIdUri="urn:uuid:1077efec-c0b2-4d02-ace3-3c1e52e2fb4b" value="ClearKey1.0"/>`,
  ].join('\n\t\t\t');
  return mpd
    .replace('<MPD ', '<MPD xmlns:cenc="urn:mpeg:cenc:2013" ')
    .replace(/(<AdaptationSet [^>]*>)/g, `$1\n\t\t\t${protection}`);
}

/** hls.js reads ClearKey from a SAMPLE-AES-CTR key tag with the key id; the licence comes from the player's config. */
function protectMediaPlaylist(playlist: string): string {
  const tag = `#EXT-X-KEY:METHOD=SAMPLE-AES-CTR,KEYFORMAT="org.w3.clearkey",KEYFORMATVERSIONS="1",URI="data:text/plain;base64,${kid.toString('base64')}",KEYID=0x${demoClearKey.kidHex}`;
  return playlist.replace(/^(#EXT-X-MAP:.*)$/m, `${tag}\n$1`);
}

mkdirSync(targetDir, { recursive: true });
for (const file of readdirSync(sourceDir)) {
  const source = readFileSync(join(sourceDir, file));
  let output: Buffer | string;
  if (/^init-\d+\.m4s$/.test(file)) output = protectInit(source);
  else if (/^seg-\d+-\d+\.m4s$/.test(file)) {
    const [, representation, number] = file.match(/^seg-(\d+)-(\d+)\.m4s$/) ?? [];
    output = encryptSegment(source, Number(number), isVideo(join(sourceDir, `init-${representation}.m4s`)));
  } else if (file === 'manifest.mpd') output = protectMpd(source.toString('utf8'));
  else if (/^media_\d+\.m3u8$/.test(file)) output = protectMediaPlaylist(source.toString('utf8'));
  else output = source;
  writeFileSync(join(targetDir, file), output);
}
console.log(`cenc/${targetDir.split('/').pop()}: encrypted with key id ${demoClearKey.kidHex}`);
