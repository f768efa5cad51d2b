import AxeBuilder from '@axe-core/playwright';
import type { request } from '@playwright/test';
import { expect, test, type Page } from '@playwright/test';
import { MAIN } from './support/ports';
import german from '../messages/de.json';
import english from '../messages/en.json';
import { locales } from '../lib/i18n/locales';

// Issue 14: the blog. Home → tag → article → author → search → article, with the language
// button disabled throughout; articles only in the locales they are written in; search in two
// languages; every listing in all 14 locales; the feed; head data; axe.

// English first: a request context keeps the locale cookie of its last answer, and redirects
// the unprefixed English paths to that locale.
const LOCALES = ['en', ...locales.filter((locale) => locale !== 'en')];
const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`);

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

/**
 * The status of a path asked with no cookie: next-intl remembers the last locale in a cookie and
 * redirects unprefixed paths to it, so each check starts from a fresh request context.
 */
async function statusOf(playwright: PlaywrightLike, path: string): Promise<number> {
  const context = await playwright.request.newContext({ baseURL: MAIN });
  try {
    return (await context.get(path, { maxRedirects: 0 })).status();
  } finally {
    await context.dispose();
  }
}

interface PlaywrightLike {
  request: typeof request;
}

const languageButton = (page: Page) =>
  page.locator('header').getByRole('button', { name: /language|Sprache/i });

test('a reader walks home → tag → article → author → search → article', async ({ page }) => {
  const home = await page.goto('/blog/');
  expect(home?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: english.Blog.title })).toBeVisible();
  await expect(languageButton(page)).toBeDisabled();
  await expectAxeClean(page);

  // A tag of the first card.
  const firstCard = page.locator('main article').first();
  const tag = firstCard
    .getByRole('list', { name: english.Blog.tagsLabel })
    .getByRole('link')
    .first();
  const tagName = (await tag.textContent())!.trim();
  await tag.click();
  await expect(page).toHaveURL(/\/blog\/tag\/[a-z-]+\/$/);
  await expect(page.getByRole('heading', { level: 1, name: tagName })).toBeVisible();
  await expect(languageButton(page)).toBeDisabled();

  // Its first article.
  const title = (await page.locator('main article h2').first().textContent())!.trim();
  await page.locator('main article h2 a').first().click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+\/$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(languageButton(page)).toBeDisabled();
  await expect(page.getByRole('navigation', { name: english.Blog.breadcrumbs })).toBeVisible();

  // Its author.
  await page.locator('main header p').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/blog\/authors\/[a-z-]+\/$/);
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(languageButton(page)).toBeDisabled();

  // Search by a word of an article's body.
  const search = page.getByRole('searchbox', { name: english.Blog.search.label });
  await search.fill('destination tag');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/blog\/search\/\?q=destination\+tag$/);
  await expect(languageButton(page)).toBeDisabled();
  const hit = page.locator('main ol li h2 a').first();
  await expect(hit).toBeVisible();
  await expect(page.locator('main mark').first()).toBeVisible();
  const hitTitle = (await hit.textContent())!.trim();
  await hit.click();
  await expect(page.getByRole('heading', { level: 1, name: hitTitle })).toBeVisible();
  await expect(languageButton(page)).toBeDisabled();
  await expectAxeClean(page);
});

test('an article answers only in the locales it is written in', async ({ page, playwright }) => {
  const de = await page.goto('/de/blog/how-a-crypto-swap-works/');
  expect(de?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // Its head lists exactly the written locales as alternates, x-default English.
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
  expect(alternates).toContain('de');
  expect(alternates).toContain('x-default');
  expect(alternates).not.toContain('ko');
  expect(alternates).not.toContain('ja');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${MAIN}/de/blog/how-a-crypto-swap-works/`,
  );
  // The other languages it is written in are links (the language button is off in the blog).
  await expect(
    page
      .getByRole('region', { name: german.Blog.languages })
      .getByRole('link', { name: 'English' }),
  ).toHaveAttribute('href', '/blog/how-a-crypto-swap-works/');

  // The footer's article exists in every locale.
  for (const locale of LOCALES) {
    const path = `${prefix(locale)}/blog/how-to-compare-crypto-swap-offers/`;
    expect(await statusOf(playwright, path), path).toBe(200);
  }
  expect(await statusOf(playwright, '/ko/blog/how-a-crypto-swap-works/')).toBe(404);
  await page.goto('/ko/blog/how-a-crypto-swap-works/');
  await expect(page.locator('main a[href="/ko/blog/"]')).toBeVisible();
});

test('articles carry Article and BreadcrumbList data, a social image and a feed link', async ({
  page,
  request,
}) => {
  await page.goto('/blog/how-to-compare-crypto-swap-offers/');
  const data = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')));
  const types = data.flat().map((item: { '@type': string }) => item['@type']);
  expect(types).toContain('Article');
  expect(types).toContain('BreadcrumbList');
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toBe(`${MAIN}/social/blog/how-to-compare-crypto-swap-offers.png`);
  const png = await request.get(new URL(image!).pathname);
  expect(png.status()).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    `${MAIN}/feeds/blog-en.xml`,
  );
  // The cover is served by next/image as WebP and has loaded.
  const cover = page.locator('main img').first();
  await expect(cover).toHaveJSProperty('complete', true);
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await cover.getAttribute('srcset')).toContain('w=');
});

test('every listing answers in all 14 locales, translated, the locale first', async ({
  request,
  playwright,
}) => {
  // Past the end: the blog's 404.
  for (const path of ['/blog/page/99/', '/blog/tag/fees/9/', '/blog/search/2/?q=zzzqqqxx']) {
    expect(await statusOf(playwright, path), path).toBe(404);
  }
  for (const locale of LOCALES) {
    for (const path of [
      '/blog/',
      '/blog/page/2/',
      '/blog/tag/',
      '/blog/tag/fees/',
      '/blog/authors/',
      '/blog/authors/research/',
      '/blog/search/?q=swap',
    ]) {
      const url = `${prefix(locale)}${path}`;
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      expect(html, url).toContain(`<html lang="${locale}"`);
    }
  }
  // German readers get German articles first, English ones marked.
  const html = await (await request.get('/de/blog/')).text();
  const firstEnglish = html.indexOf(german.Blog.englishBadge);
  expect(firstEnglish).toBeGreaterThan(html.indexOf('/de/blog/how-a-crypto-swap-works/'));
});

test('search finds an article by a word in its body in English and in German', async ({ page }) => {
  await page.goto('/blog/search/?q=refunded');
  await expect(page.locator('main ol li').first()).toBeVisible();
  await expect(page.locator('main ol li mark').first()).toHaveText(/refund/i);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  // Nothing found, and a query too long: said, not an error.
  const none = await page.goto('/blog/search/?q=zzzqqqxx');
  expect(none?.status()).toBe(200);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/No article/);
  const long = await page.goto(`/blog/search/?q=${'x'.repeat(150)}`);
  expect(long?.status()).toBe(200);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(english.Blog.search.invalid);

  await page.goto('/de/blog/search/?q=Einzahlungen');
  const first = page.locator('main ol li').first();
  await expect(first.locator('a')).toHaveAttribute('href', /^\/de\/blog\//);
  await expect(first.locator('mark').first()).toHaveText(/Einzahlung/);
});

test('the Atom feed is well-formed XML with absolute URLs', async ({ page, request }) => {
  const response = await request.get('/feeds/blog-de.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/atom+xml');
  const xml = await response.text();
  await page.goto('/blog/');
  const result = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const links = [...doc.querySelectorAll('entry > link')].map((link) =>
      link.getAttribute('href'),
    );
    return { error: doc.querySelector('parsererror')?.textContent ?? null, links };
  }, xml);
  expect(result.error).toBeNull();
  expect(result.links.length).toBeGreaterThan(10);
  for (const link of result.links)
    expect(link).toMatch(/^http:\/\/localhost:\d+\/(de\/)?blog\/[a-z0-9-]+\/$/);
  expect((await request.get('/feeds/blog-xx.xml')).status()).toBe(404);
});
