import { afterEach, describe, expect, it, vi } from 'vitest';

// The web app manifest is the brand's: its name and theme colour, its favicon.

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('web app manifest', () => {
  it('names the brand and uses its favicon and theme colour', async () => {
    vi.stubEnv('BRAND_NAME', 'Acme Swap');
    vi.resetModules();
    const answer = (await import('@/app/manifest')).default();
    const { brand } = await import('@/lib/brand');
    expect(answer).toMatchObject({
      name: 'Acme Swap',
      short_name: 'Acme Swap',
      start_url: '/',
      theme_color: brand().themeColor,
    });
    expect(answer.icons).toEqual([
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ]);
  });
});
