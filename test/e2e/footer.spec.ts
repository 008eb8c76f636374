import { expect, test } from '@playwright/test';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';

/** spec: browsing 2, Footer (desktop and mobile layouts). */
const year = new Date().getFullYear();

test('the footer: legal links, powered-by logo and the copyright line; reachable by keys', async ({
  page,
}) => {
  await page.goto('/?device=desktop');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'Legal' }).getByRole('link')).toHaveText([
    'Privacy policy',
    'Terms of use',
    'About us',
  ]);
  await expect(footer.getByRole('img', { name: 'Powered by Open OTT' })).toBeVisible();
  await expect(footer).toContainText(`© ${year} Open OTT All rights reserved.`);
  await footer.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${screenshotDir}/footer-desktop.png`, fullPage: true });

  await footer.getByRole('link', { name: 'Terms of use' }).click();
  await expect(page).toHaveURL(/\/terms-of-use$/);
  // The page gives focus to its text once the document has loaded; until then the clicked footer link
  // may still hold it (on a loaded machine the loop below then ended before it began).
  await expect.poll(() => focusedKey(page)).toBe('page-text');
  // Keys: Down from the page reaches the footer's links. The legal text takes Down first, scrolling a
  // step at a time (smoothly: on a loaded machine a press may land mid-glide and step less), so each
  // press waits for the page to scroll or for focus to reach the footer.
  const inFooter = async () => Boolean((await focusedKey(page))?.startsWith('footer-'));
  const scrollY = () => page.evaluate(() => window.scrollY);
  for (let step = 0; step < 20 && !(await inFooter()); step += 1) {
    const before = await scrollY();
    await pressRemote(page, 'down', 'desktop');
    await expect.poll(async () => (await inFooter()) || (await scrollY()) !== before).toBe(true);
  }
  await expect.poll(() => focusedKey(page)).toMatch(/^footer-/);
});

test('in Spanish the copyright line is translated', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('ott.language', 'es'));
  await page.goto('/?device=desktop');
  await expect(page.getByRole('contentinfo')).toContainText(
    `© ${year} Open OTT Todos los derechos reservados.`,
  );
});

test('configured links (ottlegal): a redirect URL opens in a new tab, placements and support link', async ({
  page,
  context,
}) => {
  await page.goto('/?device=desktop&app-config=ottlegal');
  const footer = page.getByRole('contentinfo');
  const links = footer.getByRole('navigation', { name: 'Legal' }).getByRole('link');
  // About us is placed in settings only; support and the client site follow the legal links.
  await expect(links).toHaveText(['Privacy policy', 'Terms of use', 'Support', 'www.example.org']);
  const terms = footer.getByRole('link', { name: 'Terms of use' });
  await expect(terms).toHaveAttribute('href', 'https://example.org/terms');
  await expect(terms).toHaveAttribute('target', '_blank');
  await expect(footer.getByRole('link', { name: 'Support' })).toHaveAttribute(
    'href',
    'https://example.org/support',
  );
  await context.route('https://example.org/**', (route) =>
    route.fulfill({ body: '<h1>Operator terms</h1>' }),
  );
  const [opened] = await Promise.all([context.waitForEvent('page'), terms.click()]);
  await expect(opened).toHaveURL('https://example.org/terms');
  await expect(page).toHaveURL(/\/\?device=desktop&app-config=ottlegal$/);
});

test('styling.footerText replaces the copyright line; a page without content has no link', async ({
  page,
}) => {
  const config = await (await page.request.get('/apps/configs/ottnofea.json')).json();
  config.styling = { footerText: 'Operated by Example Media Ltd.' };
  await page.route('**/apps/configs/ottnofea.json', (route) => route.fulfill({ json: config }));
  await page.goto('/?device=desktop&app-config=ottnofea');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Operated by Example Media Ltd.');
  await expect(footer).not.toContainText('©');
  // Terms of use: no document and its flag off. The privacy policy keeps its built-in text.
  await expect(footer.getByRole('navigation', { name: 'Legal' }).getByRole('link')).toHaveText([
    'Privacy policy',
    'About us',
  ]);
});
