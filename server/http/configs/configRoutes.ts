import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { z } from 'zod';
import { HttpError, parseInput } from '../apiError.ts';

const configFileSchema = z
  .string()
  .regex(/^[a-z0-9]{8}\.json$/, 'must be an 8-character lowercase id with .json');
const legalFileSchema = z
  .string()
  .regex(/^(privacy-policy|terms-of-use)\.(en|es)\.html$/, 'unknown legal document');
const remoteKeysSchema = z.object({
  keys: z
    .string()
    .default('global_remote_config,web_config')
    .transform((keys) => keys.split(',').filter(Boolean)),
  /** The asking app's config id: its own values (remote-configs/{app}.json) over the shared ones. */
  app: z.string().max(200).optional(),
});
/** Only catalogue config ids name a file; any other app gets the shared values. */
const catalogIdSchema = z.string().regex(/^[a-z0-9]{8}$/);

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Objects merge key by key; anything else in the override replaces the base. */
function deepMerge(base: Json, override: Json): Json {
  const merged: Json = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    merged[key] = isObject(current) && isObject(value) ? deepMerge(current, value) : value;
  }
  return merged;
}

async function readCatalogFile(catalogDir: string, ...path: string[]): Promise<string | undefined> {
  try {
    return await readFile(join(catalogDir, ...path), 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * App configs by id (spec: browsing 1, Start-up step 3), the remote configuration (step 5) and the
 * legal documents (step 6), all read from the catalogue folder so an operator edits files, not code.
 */
export function configRoutes(catalogDir: string) {
  return new Hono()
    .get('/apps/configs/:file', async (c) => {
      const file = parseInput(configFileSchema, c.req.param('file'));
      const text = await readCatalogFile(catalogDir, 'configs', file);
      if (text === undefined) throw new HttpError(404, 'config_not_found', `Config '${file}' not found`);
      return c.body(text, 200, { 'content-type': 'application/json; charset=utf-8' });
    })
    .get('/v1/remote-config', async (c) => {
      const { keys, app } = parseInput(remoteKeysSchema, c.req.query());
      const text = await readCatalogFile(catalogDir, 'remote-config.json');
      const shared: Json = text ? JSON.parse(text) : {};
      // Per-app values, as a remote configuration service's conditions would give (spec: browsing 7).
      const own = catalogIdSchema.safeParse(app).success
        ? await readCatalogFile(catalogDir, 'remote-configs', `${app}.json`)
        : undefined;
      const all = own ? deepMerge(shared, JSON.parse(own)) : shared;
      return c.json(Object.fromEntries(keys.filter((key) => key in all).map((key) => [key, all[key]])));
    })
    .get('/legal/:file', async (c) => {
      const file = parseInput(legalFileSchema, c.req.param('file'));
      const html = await readCatalogFile(catalogDir, 'legal', file);
      if (html === undefined) throw new HttpError(404, 'legal_not_found', `Document '${file}' not found`);
      // Opened directly, an operator's document runs nothing on this origin (issue 22): the app reads it
      // with fetch and sanitises it; a browser showing it gets a sandboxed, script-less page.
      return c.html(html, 200, { 'content-security-policy': 'sandbox', 'x-content-type-options': 'nosniff' });
    });
}
