import { expect, test } from '@playwright/test';
import { getRaw, redirectTarget } from './support/http';
import { PORTS } from './support/ports';

const on = `http://localhost:${PORTS.maintenanceOn}`;
const off = `http://localhost:${PORTS.maintenanceOff}`;

test.describe('MAINTENANCE_MODE=true', () => {
  for (const [from, to] of [
    ['/', '/maintenance'],
    ['/swap', '/maintenance'],
    ['/fr/coin/btc', '/fr/maintenance'],
    ['/Swap/?a=1', '/maintenance?a=1'],
    // Page paths that end in an extension are page paths too.
    ['/fr/x.php', '/fr/maintenance'],
    ['/foo.php', '/maintenance'],
    ['/de/foo.bar', '/de/maintenance'],
  ]) {
    test(`${from} goes to ${to} in one temporary redirect`, async () => {
      const response = await getRaw(on + from);
      expect(response.status()).toBe(307);
      expect(redirectTarget(response)).toBe(to);
      expect(response.headers()['cache-control']).toBe('no-store');
    });
  }

  test('the maintenance page is served in every locale, as a 503 that asks to come back', async () => {
    for (const path of ['/maintenance', '/fr/maintenance', '/ja/maintenance']) {
      const response = await getRaw(on + path);
      expect(response.status(), path).toBe(503);
      expect(response.headers()['retry-after'], path).toBe('300');
      expect(response.headers()['cache-control'], path).toBe('no-store');
      expect(response.headers()['content-type'], path).toContain('text/html');
      expect(await response.text(), path).toContain('<h1');
    }
  });

  test('JSON endpoints answer 503 with Retry-After, health checks keep working', async () => {
    const api = await getRaw(`${on}/apiglobal/global`);
    expect(api.status()).toBe(503);
    expect(api.headers()['retry-after']).toBeTruthy();
    expect(((await api.json()) as { error: { code: string } }).error.code).toBe('maintenance');
    expect((await getRaw(`${on}/api/health/live`)).status()).toBe(200);
    // An upper-case Swap ID is not redirected to a page: the API answers 503 in place.
    const swap = await getRaw(`${on}/api/v1/swaps/K7M2-Q9XD-3F8H`);
    expect(swap.status()).toBe(503);
    expect(swap.headers()['location']).toBeUndefined();
  });

  test('files keep being served', async () => {
    for (const path of ['/robots.txt', '/icons/coins/btc.svg']) {
      expect((await getRaw(on + path)).status(), path).toBe(200);
    }
  });

  test('a visitor sees the maintenance page in their language', async ({ page }) => {
    await page.goto(`${on}/de/swap`);
    expect(new URL(page.url()).pathname).toBe('/de/maintenance');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});

test.describe('MAINTENANCE_MODE=false', () => {
  test('/maintenance goes back home and other pages are served', async () => {
    const response = await getRaw(`${off}/maintenance`);
    expect(response.status()).toBe(307);
    expect(redirectTarget(response)).toBe('/');
    const french = await getRaw(`${off}/fr/maintenance`);
    expect(redirectTarget(french)).toBe('/fr');
    expect((await getRaw(`${off}/`)).status()).toBe(200);
  });
});

test.describe('MAINTENANCE_MODE unset', () => {
  test('nothing is redirected', async () => {
    expect((await getRaw('/maintenance')).status()).toBe(200);
    expect((await getRaw('/')).status()).toBe(200);
  });
});
