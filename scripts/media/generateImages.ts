/**
 * Draws the catalogue's images into media/images/{id}/ with ffmpeg (Debian's package): a card (16:9),
 * a background (16:9), a portrait (2:3, JPEG as the spec's path says) for films and series, and a
 * square logo for channels. Each carries the item's title, so screenshots tell items apart.
 *
 *   npx tsx scripts/media/generateImages.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { catalogue } from '../../server/catalog/index.ts';

const font = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const outDir = join('media', 'images');

function hue(id: string): number {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

/** HSL to an ffmpeg 0xRRGGBB colour. */
function colour(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return `0x${[channel(0), channel(8), channel(4)].map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

function escapeDrawtext(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/'/g, '\u2019').replace(/:/g, '\\:').replace(/%/g, '\\%');
}

function draw(
  file: string,
  width: number,
  height: number,
  id: string,
  title: string | null,
  fontSize: number,
) {
  const h = hue(id);
  const filters = title
    ? `drawtext=fontfile=${font}:text='${escapeDrawtext(title)}':fontsize=${fontSize}:fontcolor=white:shadowcolor=black@0.6:shadowx=2:shadowy=2:x=${Math.round(width * 0.05)}:y=h-${Math.round(fontSize * 2)}`
    : 'null';
  const codec = file.endsWith('.jpg') ? ['-q:v', '6'] : ['-c:v', 'libwebp', '-quality', '65'];
  execFileSync('ffmpeg', [
    '-nostdin',
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `gradients=s=${width}x${height}:c0=${colour(h, 0.55, 0.4)}:c1=${colour((h + 60) % 360, 0.6, 0.12)}:x0=0:y0=0:x1=${width}:y1=${height}:nb_colors=2`,
    '-frames:v',
    '1',
    '-vf',
    filters,
    ...codec,
    file,
  ]);
}

rmSync(outDir, { recursive: true, force: true });
for (const item of catalogue.items) {
  const dir = join(outDir, item.mediaid);
  mkdirSync(dir, { recursive: true });
  draw(join(dir, 'card.webp'), 640, 360, item.mediaid, item.title, 40);
  draw(join(dir, 'background.webp'), 1280, 720, item.mediaid, null, 0);
  if (item.contentType === 'movie' || item.contentType === 'series') {
    draw(join(dir, 'vertical.jpg'), 400, 600, item.mediaid, item.title, 30);
  }
  if (item.contentType === 'liveChannel') {
    draw(join(dir, 'channel_logo.webp'), 256, 256, item.mediaid, item.title.split(' ')[0] ?? item.title, 44);
  }
}
console.log(`media/images: ${catalogue.items.length} items`);
