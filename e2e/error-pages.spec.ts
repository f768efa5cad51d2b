import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PORTS } from './support/ports';

// The error pages are complete in the server's HTML: a visitor without JavaScript (and a
// crawler) gets the language, the title, the heading, the explanation and the way back.

const maintenance = `http://localhost:${PORTS.maintenanceOn}`;

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, lang, title, heading, button, href } of [
    {
      path: '/no-such-page?ref=e2e',
      lang: 'en',
      title: 'Page not found | Swaplens',
      heading: 'Page not found',
      button: 'Go to the home page',
      href: '/',
    },
    {
      path: '/fr/rien-ici',
      lang: 'fr',
      title: 'Page introuvable | Swaplens',
      heading: 'Page introuvable',
      button: 'Aller à la page d’accueil',
      href: '/fr',
    },
    {
      path: '/blog/no-such-article/',
      lang: 'en',
      title: 'Page not found | Swaplens',
      heading: 'Page not found',
      button: 'Go to the blog',
      href: '/blog/',
    },
    {
      // A later search page without a term: the static blog 404, not Next's empty shell.
      path: '/blog/search/2/',
      lang: 'en',
      title: 'Page not found | Swaplens',
      heading: 'Page not found',
      button: 'Go to the blog',
      href: '/blog/',
    },
    {
      // Past the last page of results for a term: only the database knows (issue 22).
      path: '/blog/search/99/?q=swap',
      lang: 'en',
      title: 'Page not found | Swaplens',
      heading: 'Page not found',
      button: 'Go to the blog',
      href: '/blog/',
    },
    {
      // Past the last review, in another language.
      path: '/fr/customer-feedbacks/page-99',
      lang: 'fr',
      title: 'Page introuvable | Swaplens',
      heading: 'Page introuvable',
      button: 'Aller à la page d’accueil',
      href: '/fr',
    },
    {
      // Not a page number at all (security review L8e: it answered 200 with page 1).
      path: '/customer-feedbacks/%00',
      lang: 'en',
      title: 'Page not found | Swaplens',
      heading: 'Page not found',
      button: 'Go to the home page',
      href: '/',
    },
    {
      path: '/de/blog/kein-artikel/',
      lang: 'de',
      title: 'Seite nicht gefunden | Swaplens',
      heading: 'Seite nicht gefunden',
      button: 'Zum Blog',
      href: '/de/blog/',
    },
  ]) {
    test(`${path} is a complete 404 page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(response?.headers()['cache-control']).toBe('no-store');
      expect(response?.headers()['x-robots-tag']).toBe('noindex');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      const main = page.locator('main');
      await expect(main.getByRole('link', { name: button })).toHaveAttribute('href', href);
      // The line that names the path needs the inline script; without it, it takes no room.
      await expect(page.locator('#requested-path')).toBeHidden();
      // The site's header and footer are there as on any page.
      await expect(page.locator('footer')).toBeVisible();
    });
  }

  test('the 404 page leads on: a coin search, popular coins and pairs, swap and status', async ({
    page,
  }) => {
    await page.goto('/de/nichts-hier');
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: 'Swap-Angebote vergleichen' })).toHaveAttribute(
      'href',
      '/de/swap',
    );
    await expect(main.getByRole('link', { name: 'Status eines Swaps prüfen' })).toHaveAttribute(
      'href',
      '/de/transaction-status',
    );
    const coins = main.getByRole('region', { name: 'Beliebte Coins' });
    await expect(coins.getByRole('link', { name: 'Bitcoin' })).toHaveAttribute(
      'href',
      '/de/coin/btc',
    );
    const pairs = main.getByRole('region', { name: 'Beliebte Paare' });
    await expect(pairs.getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/de\/exchange\/[a-z0-9]+-to-[a-z0-9]+$/,
    );
    // The search is a plain GET form: a coin's name leads to its page, without any script.
    const search = main.getByRole('search');
    await search.getByRole('searchbox', { name: 'Coin finden' }).fill('Bitcoin');
    await search.getByRole('button', { name: 'Suchen' }).click();
    await page.waitForURL('**/de/coin/btc');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bitcoin');
  });

  test('the maintenance page is complete and answers 503', async ({ page }) => {
    const response = await page.goto(`${maintenance}/ja/maintenance`);
    expect(response?.status()).toBe(503);
    expect(response?.headers()['retry-after']).toBe('300');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page).toHaveTitle(/\S/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main').getByRole('link')).toHaveAttribute('href', '/ja');
  });

  test('a path no route sees is a complete 404 page too', async ({ page }) => {
    const response = await page.goto('/icons/no-such-icon.svg');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Page not found | Swaplens');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});

test.describe('with JavaScript', () => {
  test('the 404 page names the full path, as typed, and passes axe', async ({ page }) => {
    const response = await page.goto('/ja/存在しない?ref=e2e');
    expect(response?.status()).toBe(404);
    await expect(page.locator('#requested-path')).toHaveText(
      'ページが見つかりません：/ja/存在しない?ref=e2e',
    );
    await expectNoSeriousAxeViolations(page);
  });

  test('a URL cannot put markup into the path line', async ({ page }) => {
    await page.goto('/fr/%3Cimg%20src=x%20onerror=alert(1)%3E');
    await expect(page.locator('#requested-path')).toHaveText(
      'Page introuvable : /fr/<img src=x onerror=alert(1)>',
    );
    await expect(page.locator('main img')).toHaveCount(0);
  });

  test('a failing layout ends on the branded error page in the language of the URL', async ({
    page,
  }) => {
    const response = await page.goto('/fr/e2e-fixtures/layout-failure');
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Une erreur s’est produite');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle('Une erreur s’est produite');
    await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Aller à la page d’accueil' })).toHaveAttribute(
      'href',
      '/fr',
    );
    await expectNoSeriousAxeViolations(page);
  });

  test('a client-side navigation to an unknown path ends on the same 404 page', async ({
    page,
  }) => {
    await page.goto('/fr');
    await expect
      .poll(() => page.evaluate(() => typeof (window as { next?: unknown }).next))
      .toBe('object');
    // Its RSC request is answered 404, on which Next's router loads the URL as a full page.
    const document = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/fr/nulle-part' &&
        response.request().resourceType() === 'document',
    );
    await page.evaluate(() =>
      (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push(
        '/fr/nulle-part',
      ),
    );
    expect((await document).status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    await expect(page.locator('#requested-path')).toHaveText('Page introuvable : /fr/nulle-part');
  });
});
