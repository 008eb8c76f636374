import { Hono } from 'hono';
import { z } from 'zod';
import type { ContentStore } from '../../domain/contentStore.ts';
import type { MediaTokens } from '../../domain/mediaTokens.ts';
import { HttpError, parseInput } from '../apiError.ts';
import { withStreamToken } from '../media/paidStreamRoutes.ts';

export const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1-64 letters, digits, - or _');

/** spec: browsing 7 — page_limit and page_offset arrive as strings; offsets start at 1. */
const playlistQuerySchema = z.object({
  page_offset: z.coerce.number().int().min(1).default(1),
  page_limit: z.coerce.number().int().min(1).max(500).default(25),
  related_media_id: idSchema.optional(),
  search: z.string().trim().min(1).max(200).optional(),
});

const idListSchema = z
  .string()
  .max(4000)
  .transform((list) => list.split(',').filter(Boolean))
  .pipe(z.array(idSchema).max(200));

/** The content delivery API (spec: browsing 7, Content API): playlists, media, watchlists, search. */
export function contentRoutes(store: ContentStore, tokens: MediaTokens) {
  return new Hono()
    .get('/v2/playlists/:id', async (c) => {
      const id = parseInput(idSchema, c.req.param('id'));
      const query = parseInput(playlistQuerySchema, c.req.query());
      const page = await store.playlistPage(id, {
        offset: query.page_offset,
        limit: query.page_limit,
        relatedMediaId: query.related_media_id,
        search: query.search,
      });
      if (!page) throw new HttpError(404, 'playlist_not_found', `Playlist '${id}' not found`);
      const link = (pageOffset: number) => {
        const params = new URLSearchParams({
          page_offset: String(pageOffset),
          page_limit: String(query.page_limit),
        });
        if (query.related_media_id) params.set('related_media_id', query.related_media_id);
        if (query.search) params.set('search', query.search);
        return `/v2/playlists/${id}?${params}`;
      };
      const { kind: _kind, ...playlist } = page.playlist;
      return c.json({
        ...playlist,
        feedid: id,
        playlist: page.items,
        // Not in the vendor's playlist answer: ours adds `total` to searched playlists (a client of any
        // back end treats it as optional).
        ...(page.total !== undefined ? { total: page.total } : {}),
        links: {
          first: link(1),
          ...(page.hasNext ? { next: link(query.page_offset + query.page_limit) } : {}),
        },
      });
    })
    .get('/v2/media/:id', async (c) => {
      const id = parseInput(idSchema, c.req.param('id'));
      const { token } = parseInput(
        z.object({ token: z.string().min(1).max(2000).optional() }),
        c.req.query(),
      );
      // spec: browsing 7, Content signing — with a token from /media/{id}/sign, the item's paid streams
      // are listed at addresses that carry it.
      if (token !== undefined && !tokens.verify(token, id))
        throw new HttpError(403, 'unauthorized', 'Unauthorized');
      const stored = await store.media(id);
      if (!stored) throw new HttpError(404, 'not_found', 'MediaItem not found');
      const item = token === undefined ? stored : withStreamToken(stored, token);
      return c.json({ feedid: id, title: String(item.title ?? ''), playlist: [item] });
    })
    .get('/apps/watchlists/:listId', async (c) => {
      parseInput(idSchema, c.req.param('listId'));
      const { media_ids: mediaIds } = parseInput(
        z.object({ media_ids: idListSchema.default([]) }),
        c.req.query(),
      );
      return c.json({
        feedid: c.req.param('listId'),
        title: 'Watchlist',
        playlist: await store.mediaByIds(mediaIds),
      });
    })
    .get('/v2/sites/:siteId/app_content/media/search', async (c) => {
      parseInput(idSchema, c.req.param('siteId'));
      const { search_query: search } = parseInput(
        z.object({ search_query: z.string().trim().min(1, 'search_query is required').max(200) }),
        c.req.query(),
      );
      const page = await store.playlistPage('search01', { offset: 1, limit: 100, search });
      return c.json({ feedid: 'search01', title: search, playlist: page?.items ?? [] });
    });
}
