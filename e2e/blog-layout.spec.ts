import { expect, test, type Page } from '@playwright/test';
import german from '../messages/de.json';

// Issue 22, item 4 and review findings 4.1, 4.2, 4.4: the blog's section nav is a row of words
// (no bullets, no overlap), the article breadcrumb never starts a line with "›", and the
// language button, off on the blog (spec section 6), says why while the page offers its other
// languages as links.

const WIDTHS = [360, 1440];

/** The band's sections: the first navigation of the page's main area (components/blog/blog-band). */
const sectionItems = (page: Page) => page.locator('main nav').first().locator('ul > li');

async function boxesOverlap(page: Page) {
  return sectionItems(page).evaluateAll((items) => {
    const rects = items.map((item) => item.getBoundingClientRect());
    return rects.some((a, i) =>
      rects.some(
        (b, j) =>
          j > i && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom,
      ),
    );
  });
}

for (const width of WIDTHS) {
  test(`the blog's sections are a row without bullets or overlap at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/blog/', '/de/blog/', '/ja/blog/tag/']) {
      await page.goto(path);
      const list = page.locator('main nav').first().locator('ul');
      await expect(list).toHaveCSS('list-style-type', 'none');
      await expect(list.locator('li')).toHaveCount(3);
      for (const item of await list.locator('li').all()) {
        await expect(item).toHaveCSS('list-style-type', 'none');
      }
      expect(await boxesOverlap(page), path).toBe(false);
      // The words do not run into each other: a gap between each pair on a line.
      const gaps = await list.locator('li').evaluateAll((items) =>
        items.slice(1).map((item, index) => {
          const before = items[index]!.getBoundingClientRect();
          const rect = item.getBoundingClientRect();
          return rect.top === before.top ? rect.left - before.right : Infinity;
        }),
      );
      for (const gap of gaps) expect(gap, path).toBeGreaterThanOrEqual(8);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        path,
      ).toBe(true);
    }
  });
}

test('an article breadcrumb keeps to one line on a phone, so no line starts with "›"', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const path of [
    '/blog/memos-and-destination-tags/',
    '/de/blog/reading-your-swap-status/',
    '/ja/blog/how-to-compare-crypto-swap-offers/',
  ]) {
    await page.goto(path);
    const items = page.locator('main article > nav ol > li');
    const tops = await items.evaluateAll((lis) =>
      lis.map((li) => Math.round(li.getBoundingClientRect().top)),
    );
    expect(tops.length, path).toBeGreaterThanOrEqual(2);
    expect(new Set(tops).size, `${path}: ${tops.join(', ')}`).toBe(1);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      path,
    ).toBe(true);
  }
});

test('on a translated article the language button says why it is off and the header links the other languages', async ({
  page,
}) => {
  await page.goto('/de/blog/how-a-crypto-swap-works/');
  const button = page.locator('header').getByRole('button', { name: /Sprache/ });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription(german.LanguageDrawer.blogNote);
  await expect(button).toHaveAttribute('title', german.LanguageDrawer.blogNote);

  // The article's other written locales (en, es, fr, pt, ru), as links in its header, above
  // the cover, each to the same article in that language.
  const languages = page
    .locator('main article header')
    .getByRole('region', { name: german.Blog.languages });
  await expect(languages).toBeVisible();
  const links = await languages
    .getByRole('link')
    .evaluateAll((anchors) =>
      anchors.map((a) => [a.getAttribute('hreflang'), a.getAttribute('href')]),
    );
  expect(links).toEqual([
    ['en', '/blog/how-a-crypto-swap-works/'],
    ['fr', '/fr/blog/how-a-crypto-swap-works/'],
    ['pt', '/pt/blog/how-a-crypto-swap-works/'],
    ['ru', '/ru/blog/how-a-crypto-swap-works/'],
    ['es', '/es/blog/how-a-crypto-swap-works/'],
  ]);
  await languages.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/blog\/how-a-crypto-swap-works\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the blog index links the blog in the other 13 languages', async ({ page }) => {
  await page.goto('/de/blog/');
  const disclosure = page.locator('main details');
  await disclosure.locator('summary', { hasText: german.Blog.otherLanguages }).click();
  const hrefs = await disclosure
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  expect(hrefs).toHaveLength(13);
  expect(hrefs).toContain('/blog/');
  expect(hrefs).toContain('/ja/blog/');
  expect(hrefs).not.toContain('/de/blog/');
  await disclosure.getByRole('link', { name: '日本語' }).click();
  await expect(page).toHaveURL(/\/ja\/blog\/$/);
});
