import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { z } from 'zod';
import { HttpError, parseInput } from '../apiError.ts';
import { idSchema } from '../content/contentRoutes.ts';

/** spec: browsing 9 — ad schedules are cached 20 min. */
const CACHE = { 'cache-control': 'public, max-age=1200' };

const breaks = [
  { offset: 'pre', tag: 'preroll' },
  { offset: '00:00:05.000', tag: 'midroll' },
  { offset: 'post', tag: 'postroll' },
];

const TAGS = new Set(breaks.map((adBreak) => adBreak.tag));

/**
 * The ad schedules some app config names (`adSchedule`, or the ids in its `adScheduleUrls`): only those
 * answer; any other id is a JSON 404, as a real ad server would (issue 18). Read once from the
 * catalogue's config files.
 */
async function namedSchedules(catalogDir: string): Promise<ReadonlySet<string>> {
  const ids = new Set<string>();
  const dir = join(catalogDir, 'configs');
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('.json'))) {
    const text = await readFile(join(dir, file), 'utf8');
    for (const match of text.matchAll(/"adSchedule"\s*:\s*"([A-Za-z0-9_-]+)"/g))
      if (match[1]) ids.add(match[1]);
    for (const match of text.matchAll(/\/v2\/advertising\/schedules\/([A-Za-z0-9_-]+)\.(?:json|xml)/g))
      if (match[1]) ids.add(match[1]);
  }
  return ids;
}

const notFound = (what: string) => new HttpError(404, 'not_found', `${what} not found`);

/** VMAP names the ends 'start' and 'end'. */
const vmapOffset = (offset: string) => (offset === 'pre' ? 'start' : offset === 'post' ? 'end' : offset);

function vast(id: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="3.0">
  <Ad id="${id}">
    <InLine>
      <AdSystem>open-ott reference back end</AdSystem>
      <AdTitle>Sample advertisement (${id})</AdTitle>
      <Impression><![CDATA[/v2/advertising/events/impression?ad=${id}]]></Impression>
      <Creatives>
        <Creative id="${id}-creative">
          <Linear>
            <Duration>00:00:06</Duration>
            <MediaFiles>
              <MediaFile delivery="progressive" type="video/mp4" width="640" height="360" bitrate="350"><![CDATA[/media/ads/ad.mp4]]></MediaFile>
            </MediaFiles>
          </Linear>
        </Creative>
      </Creatives>
    </InLine>
  </Ad>
</VAST>
`;
}

/** Client-side ads (spec: browsing 7, Playback): the ad schedule as JSON and VMAP, and its VAST tags. */
export function adRoutes(catalogDir: string) {
  let named: Promise<ReadonlySet<string>> | undefined;
  const known = async (id: string) => {
    named ??= namedSchedules(catalogDir);
    if (!(await named).has(id)) throw notFound(`Ad schedule '${id}'`);
  };
  return new Hono()
    .get('/v2/advertising/schedules/:file{[A-Za-z0-9_-]+\\.json}', async (c) => {
      const id = c.req.param('file').replace(/\.json$/, '');
      await known(id);
      return c.json(
        {
          id,
          client: 'vast',
          schedule: breaks.map((adBreak) => ({
            offset: adBreak.offset,
            tag: [`/v2/advertising/vast/${adBreak.tag}.xml`],
            type: 'linear',
          })),
        },
        200,
        CACHE,
      );
    })
    .get('/v2/advertising/schedules/:file{[A-Za-z0-9_-]+\\.xml}', async (c) => {
      parseInput(z.object({ media_id: idSchema.optional() }), c.req.query());
      await known(c.req.param('file').replace(/\.xml$/, ''));
      const entries = breaks
        .map(
          (
            adBreak,
            index,
          ) => `  <vmap:AdBreak timeOffset="${vmapOffset(adBreak.offset)}" breakType="linear" breakId="break-${index}">
    <vmap:AdSource id="source-${index}" allowMultipleAds="false" followRedirects="true">
      <vmap:AdTagURI templateType="vast3"><![CDATA[/v2/advertising/vast/${adBreak.tag}.xml]]></vmap:AdTagURI>
    </vmap:AdSource>
  </vmap:AdBreak>`,
        )
        .join('\n');
      const vmap = `<?xml version="1.0" encoding="UTF-8"?>\n<vmap:VMAP xmlns:vmap="http://www.iab.net/videosuite/vmap" version="1.0">\n${entries}\n</vmap:VMAP>\n`;
      return c.body(vmap, 200, { 'content-type': 'application/xml; charset=utf-8', ...CACHE });
    })
    .get('/v2/advertising/vast/:file{[a-z]+\\.xml}', (c) => {
      const tag = c.req.param('file').replace(/\.xml$/, '');
      if (!TAGS.has(tag)) throw notFound(`VAST tag '${tag}'`);
      return c.body(vast(tag), 200, { 'content-type': 'application/xml; charset=utf-8', ...CACHE });
    })
    .get('/v2/advertising/events/impression', (c) => c.body(null, 204));
}
