import { PNG } from 'pngjs';

export interface IconColours {
  /** '#rrggbb': the tile. */
  background: string;
  /** '#rrggbb': the play mark. */
  mark: string;
}

function rgb(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`An icon colour must be #rrggbb, not '${hex}'`);
  return [
    Number.parseInt(match[1] ?? '', 16),
    Number.parseInt(match[2] ?? '', 16),
    Number.parseInt(match[3] ?? '', 16),
  ];
}

/**
 * The app's launcher icon drawn from the branding's colours: a play mark on a full tile. A maskable
 * icon keeps the mark inside the central 80 % circle that launchers may crop to (W3C manifest,
 * "maskable"); an ordinary one may fill more. Edges are anti-aliased by 4x4 supersampling, which
 * stays sharp at the 80 px webOS asks for.
 */
export function drawAppIcon(size: number, colours: IconColours, { maskable = false } = {}): Buffer {
  const png = new PNG({ width: size, height: size });
  const background = rgb(colours.background);
  const mark = rgb(colours.mark);
  // An equilateral-ish triangle pointing right, centred on its own centroid.
  const half = size * (maskable ? 0.22 : 0.3);
  const left = size / 2 - half * 0.75;
  const right = size / 2 + half * 1.25;
  const top = size / 2 - half * 1.15;
  const bottom = size / 2 + half * 1.15;
  const inside = (x: number, y: number) => {
    if (x < left || x > right) return false;
    const reach = ((right - x) / (right - left)) * ((bottom - top) / 2);
    return Math.abs(y - size / 2) <= reach;
  };
  const samples = 4;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      let hits = 0;
      for (let sy = 0; sy < samples; sy += 1)
        for (let sx = 0; sx < samples; sx += 1)
          if (inside(x + (sx + 0.5) / samples, y + (sy + 0.5) / samples)) hits += 1;
      const share = hits / (samples * samples);
      const at = (y * size + x) * 4;
      for (let channel = 0; channel < 3; channel += 1) {
        png.data[at + channel] = Math.round(
          (background[channel] ?? 0) * (1 - share) + (mark[channel] ?? 0) * share,
        );
      }
      png.data[at + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}
