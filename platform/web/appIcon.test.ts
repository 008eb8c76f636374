import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { drawAppIcon } from './appIcon.ts';

const colours = { background: '#0d1017', mark: '#2f7bff' };
const pixel = (png: PNG, x: number, y: number) => [
  ...png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 4),
];

describe('drawAppIcon', () => {
  it('draws an opaque tile of the asked size: the mark in the middle, the background at the edges', () => {
    const png = PNG.sync.read(drawAppIcon(192, colours));
    expect([png.width, png.height]).toEqual([192, 192]);
    expect(pixel(png, 96, 96)).toEqual([0x2f, 0x7b, 0xff, 255]);
    expect(pixel(png, 2, 2)).toEqual([0x0d, 0x10, 0x17, 255]);
  });

  it("keeps a maskable icon's mark inside the central 80 % circle launchers may crop to", () => {
    const size = 512;
    const png = PNG.sync.read(drawAppIcon(size, colours, { maskable: true }));
    for (let y = 0; y < size; y += 1) {
      for (let x = 0; x < size; x += 1) {
        if (Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2) <= size * 0.4) continue;
        expect(pixel(png, x, y)).toEqual([0x0d, 0x10, 0x17, 255]);
      }
    }
  });

  it('refuses a colour it cannot draw', () => {
    expect(() => drawAppIcon(80, { background: 'navy', mark: '#ffffff' })).toThrow(/#rrggbb/);
  });
});
