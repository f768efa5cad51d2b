import { expect, test } from '@playwright/test';
import { getRaw, redirectTarget } from './support/http';
import { locales } from '../lib/i18n/locales';

test.describe('locale routing', () => {
  test('English lives at the root and every other locale under its prefix', async () => {
    for (const locale of locales) {
      const path = locale === 'en' ? '/' : `/${locale}`;
      const response = await getRaw(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text()).toContain(`<html lang="${locale}"`);
    }
  });

  test('visiting a locale stores it in a one-year, site-wide, SameSite=Lax cookie', async () => {
    const response = await getRaw('/de', { 'accept-language': 'en' });
    const cookie = response.setCookies().find((value) => value.startsWith('NEXT_LOCALE='));
    expect(cookie).toMatch(/^NEXT_LOCALE=de;/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/Path=\/(;|$)/);
    expect(cookie).toMatch(/SameSite=lax/i);
  });

  test('the stored locale brings a visitor from / to their language', async () => {
    const response = await getRaw('/', { cookie: 'NEXT_LOCALE=fr' });
    expect(response.status()).toBe(307);
    expect(redirectTarget(response)).toBe('/fr');
  });

  test('a browser language is honoured on the first visit', async () => {
    const response = await getRaw('/', { 'accept-language': 'ja-JP,ja;q=0.9' });
    expect(response.status()).toBe(307);
    expect(redirectTarget(response)).toBe('/ja');
  });

  test('/en switches back to English and stores it', async () => {
    const response = await getRaw('/en', { cookie: 'NEXT_LOCALE=fr' });
    expect(response.status()).toBe(307);
    expect(redirectTarget(response)).toBe('/');
    expect(response.setCookies().join('\n')).toMatch(/NEXT_LOCALE=en;/);
  });

  test('a visitor who chose German comes back to German, and /en takes them back', async ({
    page,
  }) => {
    const english = 'Every swap offer, side by side.';
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(english);
    await page.goto('/de');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(english);
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/de');
    await page.goto('/en');
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(english);
  });
});
