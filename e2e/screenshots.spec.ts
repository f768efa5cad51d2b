import { expect, test, type Page } from '@playwright/test';
import { MAIN } from './support/ports';
import sizes from '../lib/screenshots/screenshots.json';

// Issue 22, item 10: How it works and the memo, status and network articles show real
// screenshots of the site's screens (scripts/screenshots.mjs), in the page's own language, lazy,
// with width and height (no layout shift) and alt text; small files.

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'cookie_preferences', value: '1_false_2_false_3_false', url: MAIN },
  ]);
});

/** Every <img> under `scope` that is a screenshot, loaded (scrolled into view first). */
async function screenshotsOn(page: Page, scope: string) {
  const images = page.locator(`${scope} img[src^="/screenshots/"]`);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
  return images.evaluateAll((list) =>
    (list as HTMLImageElement[]).map((img) => ({
      src: img.getAttribute('src') ?? '',
      alt: img.alt,
      loading: img.getAttribute('loading'),
      width: Number(img.getAttribute('width')),
      height: Number(img.getAttribute('height')),
      naturalWidth: img.naturalWidth,
      naturalHeight: img.naturalHeight,
    })),
  );
}

for (const locale of ['en', 'de', 'ja']) {
  test(`How it works shows the four screens in ${locale}`, async ({ page, request }) => {
    await page.goto(`${locale === 'en' ? '' : `/${locale}`}/how-it-works`);
    const shots = await screenshotsOn(page, 'main');
    expect(shots.map((shot) => shot.src)).toEqual(
      ['offers', 'address', 'deposit', 'status'].map(
        (name) => `/screenshots/${locale}/${name}.webp`,
      ),
    );
    for (const shot of shots) {
      expect(shot.alt.length, shot.src).toBeGreaterThan(20);
      expect(shot.loading).toBe('lazy');
      // Drawn at 2x: the file holds twice the CSS size given to the page.
      expect([shot.width, shot.height]).toEqual((sizes as Record<string, number[]>)[shot.src]);
      expect(shot.naturalWidth).toBe(shot.width * 2);
      expect(shot.naturalHeight).toBe(shot.height * 2);
      const file = await request.get(shot.src);
      expect(file.headers()['content-type']).toBe('image/webp');
      expect((await file.body()).length, shot.src).toBeLessThan(150_000);
    }
    const alts = new Set(shots.map((shot) => shot.alt));
    expect(alts.size).toBe(4);
  });
}

test('the memo, status and network articles show the screens they explain', async ({ page }) => {
  for (const [path, locale] of [
    ['/blog/memos-and-destination-tags/', 'en'],
    ['/blog/choosing-a-network/', 'en'],
    ['/blog/reading-your-swap-status/', 'en'],
    ['/de/blog/reading-your-swap-status/', 'de'],
  ] as const) {
    await page.goto(path);
    const shots = await screenshotsOn(page, 'main article');
    expect(shots.length, path).toBeGreaterThan(0);
    for (const shot of shots) {
      expect(shot.src.startsWith(`/screenshots/${locale}/`), shot.src).toBe(true);
      expect(shot.alt.length).toBeGreaterThan(20);
      expect(shot.loading).toBe('lazy');
      expect(shot.width).toBeGreaterThan(0);
      expect(shot.naturalWidth).toBe(shot.width * 2);
    }
  }
});
