import { Hono } from 'hono';
import { z } from 'zod';
import { catalogue } from '../../catalog/index.ts';
import type { ContentStore } from '../../domain/contentStore.ts';
import { HttpError, parseInput } from '../apiError.ts';
import { idSchema } from './contentRoutes.ts';

const pageSchema = z.object({
  /** A page number, from 1. */
  page_offset: z.coerce.number().int().min(1).default(1),
  page_limit: z.coerce.number().int().min(1).max(100).default(20),
  after_id: idSchema.optional(),
});

type Episode = Record<string, unknown>;

function episodeEntry(item: Episode) {
  return {
    media_item: item,
    season_number: Number(item.seasonNumber),
    episode_number: Number(item.episodeNumber),
  };
}

function paged(episodes: Episode[], page: number, limit: number) {
  return {
    episodes: episodes.slice((page - 1) * limit, page * limit).map(episodeEntry),
    pagination: { page, page_limit: limit, total: episodes.length },
  };
}

function findSeries(id: string) {
  const series = catalogue.series.find((entry) => entry.series_id === id);
  if (!series) throw new HttpError(404, 'series_not_found', `Series '${id}' not found`);
  return series;
}

/** The series endpoints of spec: browsing 7 (Series and episodes of section 3). */
export function seriesRoutes(store: ContentStore) {
  return new Hono()
    .get('/apps/series', async (c) => {
      const { media_ids: ids } = parseInput(
        z.object({
          media_ids: z
            .string()
            .min(1, 'media_ids is required')
            .transform((list) => list.split(',').filter(Boolean))
            .pipe(z.array(idSchema).max(200)),
        }),
        c.req.query(),
      );
      const items = await store.mediaByIds(ids);
      const seriesOf = new Map(items.map((item) => [item.mediaid, item.seriesId]));
      return c.json(
        Object.fromEntries(ids.map((id) => [id, seriesOf.get(id) ? [{ series_id: seriesOf.get(id) }] : []])),
      );
    })
    .get('/apps/series/:id', (c) => {
      const series = findSeries(parseInput(idSchema, c.req.param('id')));
      return c.json({
        ...series,
        episode_count: series.seasons.reduce((sum, season) => sum + season.episode_count, 0),
        season_count: series.seasons.length,
      });
    })
    .get('/apps/series/:id/episodes', async (c) => {
      const id = parseInput(idSchema, c.req.param('id'));
      findSeries(id);
      const query = parseInput(pageSchema, c.req.query());
      let episodes = await store.episodesOf(id);
      if (query.after_id) {
        const index = episodes.findIndex((item) => item.mediaid === query.after_id);
        if (index === -1)
          throw new HttpError(
            400,
            'invalid_request',
            `after_id '${query.after_id}' is not an episode of '${id}'`,
          );
        episodes = episodes.slice(index + 1);
      }
      return c.json(paged(episodes, query.page_offset, query.page_limit));
    })
    .get('/apps/series/:id/seasons/:season/episodes', async (c) => {
      const id = parseInput(idSchema, c.req.param('id'));
      const season = parseInput(z.coerce.number().int().min(1), c.req.param('season'));
      const series = findSeries(id);
      if (!series.seasons.some((entry) => entry.season_number === season)) {
        throw new HttpError(404, 'season_not_found', `Series '${id}' has no season ${season}`);
      }
      const query = parseInput(pageSchema, c.req.query());
      const episodes = (await store.episodesOf(id)).filter((item) => Number(item.seasonNumber) === season);
      return c.json(paged(episodes, query.page_offset, query.page_limit));
    });
}
