import { beforeAll, describe, expect, it, vi } from 'vitest';
import { locales, type Locale } from '@/lib/i18n/locales';
import { buildMetadata } from '@/lib/seo/metadata';

const SITE = 'https://swaplens.example';
beforeAll(() => {
  // lib/env reads the environment on first use, which happens inside the tests below.
  vi.stubEnv('SITE_URL', `${SITE}/`);
  vi.stubEnv('BRAND_NAME', 'Swaplens');
});

function meta(locale: Locale, path: string, noIndex?: boolean) {
  return buildMetadata({ locale, path, title: 'Title', description: 'Description', noIndex });
}

function languages(locale: Locale, path: string): Record<string, unknown> {
  return (meta(locale, path).alternates?.languages ?? {}) as Record<string, unknown>;
}

describe('canonical URL', () => {
  it('is the absolute locale URL of the path, without a prefix for English', () => {
    expect(meta('en', '/').alternates?.canonical).toBe(`${SITE}/`);
    expect(meta('fr', '/').alternates?.canonical).toBe(`${SITE}/fr`);
    expect(meta('de', '/swap').alternates?.canonical).toBe(`${SITE}/de/swap`);
    expect(meta('en', '/swap/').alternates?.canonical).toBe(`${SITE}/swap`);
  });

  it('keeps the trailing slash of blog paths in the canonical and the alternates', () => {
    expect(meta('en', '/blog').alternates?.canonical).toBe(`${SITE}/blog/`);
    expect(meta('fr', '/blog/x').alternates?.canonical).toBe(`${SITE}/fr/blog/x/`);
    expect(languages('de', '/blog/x')).toMatchObject({
      en: `${SITE}/blog/x/`,
      'pt-BR': `${SITE}/pt/blog/x/`,
      'x-default': `${SITE}/blog/x/`,
    });
  });

  it('rejects a path that already has a locale prefix or a query', () => {
    expect(() => meta('de', '/fr/swap')).toThrow(/unprefixed/);
    expect(() => meta('de', '/swap?x=1')).toThrow(/unprefixed/);
  });
});

describe('alternate languages', () => {
  it('list the same absolute set on every locale version (reciprocal)', () => {
    const reference = languages('en', '/swap');
    for (const locale of locales) expect(languages(locale, '/swap')).toEqual(reference);
    for (const locale of locales) {
      const expected = locale === 'en' ? `${SITE}/swap` : `${SITE}/${locale}/swap`;
      expect(reference[locale]).toBe(expected);
    }
    for (const href of Object.values(reference)) expect(String(href)).toMatch(/^https:\/\//);
  });

  it('point x-default and the regional variants at their language version', () => {
    expect(languages('ja', '/')).toMatchObject({
      'x-default': `${SITE}/`,
      'en-US': `${SITE}/`,
      'es-ES': `${SITE}/es`,
      'fr-FR': `${SITE}/fr`,
      'pt-BR': `${SITE}/pt`,
      'de-DE': `${SITE}/de`,
      'ru-RU': `${SITE}/ru`,
    });
    expect(Object.keys(languages('ja', '/'))).toHaveLength(14 + 6 + 1);
    // ISO 639-1 language, optionally with an ISO 3166-1 alpha-2 region (so never "es-419").
    for (const tag of Object.keys(languages('ja', '/'))) {
      expect(tag).toMatch(/^([a-z]{2}(-[A-Z]{2})?|x-default)$/);
    }
  });
});

describe('social cards', () => {
  it('share one absolute 1200x630 image across pages and locales', () => {
    const image = { url: `${SITE}/og-image.png`, width: 1200, height: 630 };
    for (const [locale, path] of [
      ['en', '/'],
      ['ko', '/swap'],
      ['pt', '/blog/x'],
    ] as const) {
      const page = meta(locale, path);
      expect(page.openGraph?.images).toEqual([expect.objectContaining(image)]);
      expect(page.twitter?.images).toEqual([expect.objectContaining(image)]);
    }
  });

  it('describe the page in Open Graph terms for its locale', () => {
    const page = meta('pt', '/swap');
    expect(page.openGraph).toMatchObject({
      type: 'website',
      siteName: 'Swaplens',
      url: `${SITE}/pt/swap`,
      title: 'Title',
      description: 'Description',
      locale: 'pt_BR',
    });
    const alternateLocale = page.openGraph?.alternateLocale as string[];
    expect(alternateLocale).toHaveLength(13);
    expect(alternateLocale).toContain('en_US');
    expect(alternateLocale).not.toContain('pt_BR');
    expect(page.twitter).toMatchObject({ card: 'summary_large_image', title: 'Title' });
  });
});

describe('title, base and robots', () => {
  it('uses the given title as is and the site URL as metadata base', () => {
    const page = meta('en', '/');
    expect(page.title).toEqual({ absolute: 'Title' });
    expect(page.description).toBe('Description');
    expect(String(page.metadataBase)).toBe(`${SITE}/`);
  });

  it('asks robots not to index only when told to', () => {
    expect(meta('en', '/maintenance', true).robots).toEqual({ index: false, follow: true });
    expect(meta('en', '/').robots).toBeUndefined();
  });
});
