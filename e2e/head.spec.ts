import { expect, test } from '@playwright/test';
import { getRaw } from './support/http';
import { MAIN } from './support/ports';
import english from '../messages/en.json';
import { locales } from '../lib/i18n/locales';

const site = MAIN;
// Next writes the root URL without its slash (http://host), which names the same resource.
const url = (locale: string) => (locale === 'en' ? site : `${site}/${locale}`);

test.describe('head tags', () => {
  for (const locale of ['en', 'fr', 'ja']) {
    test(`home page in ${locale}: title, description, canonical and alternates`, async ({
      page,
    }) => {
      await page.goto(locale === 'en' ? '/' : `/${locale}`);
      await expect(page).toHaveTitle(/Swaplens/);
      const description = page.locator('meta[name="description"]');
      await expect(description).toHaveAttribute('content', /.{40,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url(locale));

      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map(
            (l) => [l.getAttribute('hreflang') ?? '', l.getAttribute('href') ?? ''] as const,
          ),
        );
      const map = new Map(alternates);
      for (const other of locales) expect(map.get(other), other).toBe(url(other));
      expect(map.get('x-default')).toBe(url('en'));
      expect(map.get('pt-BR')).toBe(url('pt'));
      expect(map.get('es-ES')).toBe(url('es'));
      expect(map.has('es-419')).toBe(false);

      const ogImage = await page
        .locator('meta[property="og:image"]')
        .first()
        .getAttribute('content');
      expect(ogImage?.startsWith(`${MAIN}/og-image.png`)).toBe(true);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
        'content',
        'summary_large_image',
      );
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', url(locale));
      await expect(page.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveCount(1);
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
        'href',
        '/manifest.webmanifest',
      );
    });
  }

  test('the shared image, favicon, robots.txt and sitemap are served', async ({ request }) => {
    const image = await request.get('/og-image.png');
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    const icon = await request.get('/icon.svg');
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toContain('application/manifest+json');
    expect(await manifest.json()).toMatchObject({
      name: 'Swaplens',
      start_url: '/',
      icons: [{ src: '/icon.svg', type: 'image/svg+xml' }],
    });
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${MAIN}/sitemap.xml`);
    expect(robots).toMatch(/Disallow: \/api\//);
    const index = await (await request.get('/sitemap.xml')).text();
    expect(index).toContain('<sitemapindex');
    const child = /<loc>([^<]+)<\/loc>/.exec(index)![1]!;
    const pages = await (await request.get(child.replace(site, ''))).text();
    for (const locale of locales) expect(pages).toContain(`<loc>${url(locale)}`);
  });

  test('the maintenance page asks not to be indexed', async ({ page }) => {
    await page.goto('/maintenance');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});

test.describe('page payload', () => {
  // A string only the shell's client leaves read (the cookie settings panel). Pages whose islands
  // get their own messages must not send it a second time (a nested provider used to replace the
  // shell's messages, so they were sent again inside it).
  const shellOnly = english.Consent.settingsDescription.slice(0, 40);
  const count = async (path: string) => {
    const response = await getRaw(path);
    expect(response.status(), path).toBe(200);
    return (await response.text()).split(shellOnly).length - 1;
  };

  test("sends the shell's strings once on pages with client islands", async () => {
    const baseline = await count('/maintenance');
    expect(baseline).toBeGreaterThan(0);
    for (const path of ['/', '/swap', '/transaction-status', '/swap?swap=K7M2Q9XD3F8H']) {
      expect(await count(path), path).toBe(baseline);
    }
  });
});

test.describe('the company, help and legal pages in every language', () => {
  // Every header and footer target of issue 11: each answers 200 in all 14 languages with a title
  // and description of its own, its canonical and an alternate for every language.
  const PAGES = [
    '/how-it-works',
    '/how-it-works/business',
    '/faq',
    '/contact',
    '/customer-feedbacks',
    '/about-us',
    '/partners',
    '/press',
    '/terms-of-use',
    '/privacy-policy',
    '/cookie-policy',
    '/terms-for-partners',
    '/kyc-aml',
  ];
  const at = (locale: string, path: string) => (locale === 'en' ? path : `/${locale}${path}`);
  const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

  for (const locale of locales) {
    test(`${locale}: each page has its own head data`, async () => {
      const titles = new Map<string, string>();
      const descriptions = new Map<string, string>();
      for (const path of PAGES) {
        const response = await getRaw(at(locale, path));
        expect(response.status(), at(locale, path)).toBe(200);
        const html = await response.text();
        const title = attr(html, /<title>([^<]+)<\/title>/);
        const description = attr(html, /<meta name="description" content="([^"]+)"/);
        expect(title, `${path} title`).toBeTruthy();
        expect(description?.length ?? 0, `${path} description`).toBeGreaterThan(30);
        expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(
          `${site}${at(locale, path)}`,
        );
        for (const other of locales) {
          expect(html, `${path}: alternate ${other}`).toContain(
            `hrefLang="${other}" href="${site}${at(other, path)}"`,
          );
        }
        titles.set(title!, path);
        descriptions.set(description!, path);
      }
      expect(titles.size, 'titles shared by two pages').toBe(PAGES.length);
      expect(descriptions.size, 'descriptions shared by two pages').toBe(PAGES.length);
    });
  }
});
