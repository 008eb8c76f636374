import { expect, type Page, test } from '@playwright/test';

/** Issue 4: SEO on detail pages (spec: browsing 2, SEO on detail pages; 9, page meta), read from the head. */

const meta = (page: Page, key: string) =>
  page.evaluate(
    (name) =>
      Array.from(document.head.querySelectorAll(`meta[property="${name}"], meta[name="${name}"]`)).map(
        (element) => element.getAttribute('content'),
      ),
    key,
  );

const structured = async (page: Page) =>
  JSON.parse((await page.locator('head script[type="application/ld+json"]').textContent()) ?? '{}');

test('a film: title, canonical = share URL, og and twitter meta, tags, VideoObject', async ({
  page,
  baseURL,
}) => {
  await page.goto('/m/m001demo/northern-lights?r=featured&device=tizen');
  await expect(page).toHaveTitle('Northern Lights - Open OTT');
  const canonical = `${baseURL}/m/m001demo/northern-lights?r=featured&shared=true`;
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', canonical);
  expect(await meta(page, 'og:url')).toEqual([canonical]);
  expect(await meta(page, 'og:type')).toEqual(['video.movie']);
  expect(await meta(page, 'og:title')).toEqual(['Northern Lights']);
  expect(await meta(page, 'og:image')).toEqual([`${baseURL}/v2/media/m001demo/images/card.webp?width=720`]);
  expect(await meta(page, 'og:image:width')).toEqual(['720']);
  expect(await meta(page, 'og:image:height')).toEqual(['406']);
  expect((await meta(page, 'og:video'))[0]).toMatch(new RegExp(`^${baseURL}/media/.+`));
  expect(await meta(page, 'og:video:width')).toEqual(['1280']);
  expect(await meta(page, 'og:video:height')).toEqual(['720']);
  expect(await meta(page, 'video:tag')).toEqual(['drama', 'sample', 'mature']);
  expect(await meta(page, 'twitter:card')).toEqual(['summary_large_image']);
  const data = await structured(page);
  expect(data).toMatchObject({ '@type': 'VideoObject', '@id': canonical, name: 'Northern Lights' });

  // Leaving the page takes its head entries away.
  await page.goto('/m/m003demo/city-of-tides?device=tizen');
  await expect(page).toHaveTitle('City of Tides - Open OTT');
  expect(await meta(page, 'og:title')).toEqual(['City of Tides']);
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
});

test('a series page: video.series and TVSeries; with an episode: video.episode and TVEpisode', async ({
  page,
  baseURL,
}) => {
  await page.goto('/m/sig00001/the-signal?device=tizen');
  await expect(page.getByRole('heading', { level: 1, name: 'The Signal' })).toBeVisible();
  await expect.poll(() => meta(page, 'og:type')).toEqual(['video.series']);
  await expect(page).toHaveTitle('The Signal - Open OTT');
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/m/sig00001/the-signal?play=1&shared=true`,
  );
  expect(await structured(page)).toMatchObject({
    '@type': 'TVSeries',
    '@id': `${baseURL}/m/sig00001`,
    numberOfEpisodes: 8,
    numberOfSeasons: 2,
  });

  await page.goto('/s/sig00001?e=sg1e02ep&device=tizen');
  await expect.poll(() => meta(page, 'og:type')).toEqual(['video.episode']);
  await expect(page).toHaveTitle('The Signal 1x02 - Open OTT');
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/m/sig00001/the-signal?e=sg1e02ep&play=1&shared=true`,
  );
  expect(await meta(page, 'video:tag')).toEqual(['seriesid_sig00001', 'episode']);
  expect(await structured(page)).toMatchObject({
    '@type': 'TVEpisode',
    name: 'The Signal 1x02',
    seasonNumber: 1,
    episodeNumber: 2,
    partOfSeries: { '@type': 'TVSeries', '@id': `${baseURL}/s/sig00001` },
  });
  expect(await page.locator('head script[type="application/ld+json"]').count()).toBe(1);
});
