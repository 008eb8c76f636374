import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accessModelOf } from '../../src/config/accessModel.ts';
import { appConfigSchema } from '../../src/config/appConfigSchema.ts';
import { enabledIntegrations } from '../../src/config/integrations.ts';
import { remoteConfigSchema } from '../../src/config/remoteConfig.ts';
import { parseWebappIni } from '../../src/config/webappIni.ts';
import { GUEST, isEntitled, startButton } from '../../src/domain/entitlement.ts';
import { mediaOffers } from '../../src/domain/lockRules.ts';
import { catalogue } from './index.ts';

const ids = new Set(catalogue.items.map((item) => item.mediaid));
const mediaFile = (url: string) => join('media', url.replace(/^\/media\//, '').split('?')[0] ?? '');

describe('the sample catalogue (issue 3)', () => {
  it('has at least 60 items with unique 8-character ids, in at least 10 playlists', () => {
    expect(catalogue.items.length).toBeGreaterThanOrEqual(60);
    expect(ids.size).toBe(catalogue.items.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]{8}$/);
    expect(catalogue.playlists.length).toBeGreaterThanOrEqual(10);
  });

  it('lists only items that exist, and every item is in some playlist or reachable from one', () => {
    for (const playlist of catalogue.playlists) {
      for (const id of playlist.mediaIds) expect(ids, `${playlist.feedid} lists ${id}`).toContain(id);
    }
  });

  it('points every committed source at a file that exists', () => {
    for (const item of catalogue.items) {
      for (const source of item.sources) {
        if (/^\/media\/(vod|cenc|hls)\//.test(source.file))
          expect(existsSync(mediaFile(source.file)), source.file).toBe(true);
      }
    }
  });

  it('has a card and a background image for every item, and a logo for every channel', () => {
    for (const item of catalogue.items) {
      expect(existsSync(join('media', 'images', item.mediaid, 'card.webp')), item.mediaid).toBe(true);
      expect(existsSync(join('media', 'images', item.mediaid, 'background.webp')), item.mediaid).toBe(true);
      if (item.contentType === 'liveChannel')
        expect(existsSync(join('media', 'images', item.mediaid, 'channel_logo.webp'))).toBe(true);
    }
  });

  it('links trailers, hubs and episodes to things that exist', () => {
    const playlistIds = new Set(catalogue.playlists.map((playlist) => playlist.feedid));
    for (const item of catalogue.items) {
      if (typeof item.trailerId === 'string') expect(ids).toContain(item.trailerId);
      if (item.contentType === 'hub')
        for (const id of String(item.playlists).split(',')) expect(playlistIds).toContain(id);
      if (item.contentType === 'episode') {
        expect(item.tags).toMatch(/(^|,)seriesid_[a-z0-9]{8}(,|$)/);
        expect(catalogue.series.map((series) => series.series_id)).toContain(item.seriesId);
      }
    }
    expect(catalogue.series.length).toBeGreaterThanOrEqual(3);
  });

  it('has every kind the spec knows', () => {
    const kinds = new Set(catalogue.items.map((item) => item.contentType));
    for (const kind of ['movie', 'series', 'episode', 'liveChannel', 'liveEvent', 'hub', 'page', 'trailer'])
      expect(kinds).toContain(kind);
    expect(
      catalogue.items.filter((item) => item.contentType === 'liveChannel').length,
    ).toBeGreaterThanOrEqual(6);
    expect(catalogue.items.some((item) => item.is_ssai_enabled === 'true')).toBe(true);
    expect(catalogue.items.some((item) => item.sources.some((source) => source.drm))).toBe(true);
  });
});

describe('the demo configs', () => {
  const dir = 'server/catalog/configs';
  const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
  const ini = parseWebappIni(readFileSync('public/.webapp.ini', 'utf8'));

  it.each(files)('%s passes the app’s own validation, with at most one integration', (file) => {
    const config = appConfigSchema.parse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    expect(enabledIntegrations(config).length).toBeLessThanOrEqual(1);
    expect(config.id).toBe(file.replace('.json', ''));
    for (const row of config.content)
      if (row.contentId) expect(catalogue.playlists.map((p) => p.feedid)).toContain(row.contentId);
  });

  /**
   * spec: browsing 4, Start button — a viewer who is not entitled is asked to buy ('buy' when the item
   * has offers), to subscribe or to sign up (hidden only under AVOD). Each of those goes through an
   * account or payment integration: a config whose items would ask it of a guest must configure one,
   * or its button leads nowhere (issue 18: ottfree1, FREE with no integration, showed 'Buy').
   */
  it.each(files)('%s asks a guest to buy or sign up only with an integration to do it', (file) => {
    const config = appConfigSchema.parse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    const model = accessModelOf(config);
    const asks = catalogue.items.flatMap((item) => {
      const entitled = isEntitled(item, model, config.packageKey, GUEST);
      const hasOffers = mediaOffers(item, config.packageKey).length > 0;
      const button = startButton({
        entitled,
        model,
        signedIn: false,
        hasOffers,
        hasProgress: false,
        isLive: false,
      });
      return ['buy', 'signUp', 'completeSubscription'].includes(button.kind)
        ? [`${item.mediaid}: ${button.kind}`]
        : [];
    });
    if (asks.length > 0) expect(enabledIntegrations(config), asks.join(', ')).not.toEqual([]);
  });

  it('are all allowed by .webapp.ini', () => {
    const allowed = [ini.defaultConfigSource, ...ini.additionalAllowedConfigSources];
    expect(allowed.sort()).toEqual(files.map((file) => file.replace('.json', '')).sort());
  });
});

describe('the remote configuration', () => {
  it('passes the app’s own validation (theme, fonts, feature flags)', () => {
    const remote = remoteConfigSchema.parse(
      JSON.parse(readFileSync('server/catalog/remote-config.json', 'utf8')),
    );
    expect(remote.global_remote_config?.feature_flags).toBeDefined();
    expect(remote.web_config?.feature_flags).toBeDefined();
  });

  it.each(readdirSync('server/catalog/remote-configs'))(
    'app values %s pass it too, for a demo config',
    (file) => {
      expect(() =>
        remoteConfigSchema.parse(
          JSON.parse(readFileSync(join('server/catalog/remote-configs', file), 'utf8')),
        ),
      ).not.toThrow();
      expect(existsSync(join('server/catalog/configs', file))).toBe(true);
    },
  );
});
