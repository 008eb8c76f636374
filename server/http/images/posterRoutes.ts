import { Hono } from 'hono';
import { z } from 'zod';
import type { ContentStore } from '../../domain/contentStore.ts';
import { HttpError, parseInput } from '../apiError.ts';

const paramsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  file: z.enum(['card.svg', 'background.svg']),
});

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A colour per item from its id, so neighbouring cards look different. */
function hue(id: string): number {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

/**
 * Posters drawn from the item's title: small, sharp at any size and needing no image tooling. The
 * catalogue issue replaces them with generated WebP images at the spec's image paths.
 */
export function posterRoutes(store: ContentStore) {
  return new Hono().get('/images/media/:id/:file', async (c) => {
    const { id, file } = parseInput(paramsSchema, c.req.param());
    const item = await store.media(id);
    if (!item) throw new HttpError(404, 'not_found', 'MediaItem not found');
    const title = escapeXml(String(item.title ?? id));
    const h = hue(id);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},55%,38%)"/><stop offset="1" stop-color="hsl(${(h + 60) % 360},60%,16%)"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
${file === 'card.svg' ? `<text x="32" y="320" font-family="Arial, sans-serif" font-size="44" font-weight="bold" fill="#fff">${title}</text>` : ''}
</svg>`;
    return c.body(svg, 200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' });
  });
}
