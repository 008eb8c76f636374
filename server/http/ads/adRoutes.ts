import { Hono } from 'hono';
import { z } from 'zod';
import { parseInput } from '../apiError.ts';
import { idSchema } from '../content/contentRoutes.ts';

/** spec: browsing 9 — ad schedules are cached 20 min. */
const CACHE = { 'cache-control': 'public, max-age=1200' };

const breaks = [
  { offset: 'pre', tag: 'preroll' },
  { offset: '00:00:05.000', tag: 'midroll' },
  { offset: 'post', tag: 'postroll' },
];

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
export function adRoutes() {
  return new Hono()
    .get('/v2/advertising/schedules/:file{[A-Za-z0-9_-]+\\.json}', (c) => {
      const id = c.req.param('file').replace(/\.json$/, '');
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
    .get('/v2/advertising/schedules/:file{[A-Za-z0-9_-]+\\.xml}', (c) => {
      parseInput(z.object({ media_id: idSchema.optional() }), c.req.query());
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
    .get('/v2/advertising/vast/:file{[a-z]+\\.xml}', (c) =>
      c.body(vast(c.req.param('file').replace(/\.xml$/, '')), 200, {
        'content-type': 'application/xml; charset=utf-8',
        ...CACHE,
      }),
    )
    .get('/v2/advertising/events/impression', (c) => c.body(null, 204));
}
