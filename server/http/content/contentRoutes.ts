import { Hono } from 'hono';
import { z } from 'zod';
import type { ContentStore } from '../../domain/contentStore.ts';
import { HttpError, parseInput } from '../apiError.ts';

const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1-64 letters, digits, - or _');

/** spec: browsing 7 — page_limit and page_offset arrive as strings; offsets start at 1. */
const pageQuerySchema = z.object({
  page_offset: z.coerce.number().int().min(1).default(1),
  page_limit: z.coerce.number().int().min(1).max(500).default(25),
});

/** The content delivery API (spec: browsing 7, Content API): playlists and media. */
export function contentRoutes(store: ContentStore) {
  return new Hono()
    .get('/v2/playlists/:id', async (c) => {
      const id = parseInput(idSchema, c.req.param('id'));
      const { page_offset: offset, page_limit: limit } = parseInput(pageQuerySchema, c.req.query());
      const page = await store.playlistPage(id, offset, limit);
      if (!page) throw new HttpError(404, 'playlist_not_found', `Playlist '${id}' not found`);
      const link = (pageOffset: number) =>
        `/v2/playlists/${id}?page_offset=${pageOffset}&page_limit=${limit}`;
      return c.json({
        ...page.playlist,
        feedid: id,
        playlist: page.items,
        links: { first: link(1), ...(page.hasNext ? { next: link(offset + limit) } : {}) },
      });
    })
    .get('/v2/media/:id', async (c) => {
      const id = parseInput(idSchema, c.req.param('id'));
      const item = await store.media(id);
      if (!item) throw new HttpError(404, 'not_found', 'MediaItem not found');
      return c.json({ feedid: id, title: String(item.title ?? ''), playlist: [item] });
    });
}
