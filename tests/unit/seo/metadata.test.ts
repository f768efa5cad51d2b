import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { locales, type Locale } from '@/lib/i18n/locales';
import type * as MetadataModule from '@/lib/seo/metadata';

const SITE = 'https://swap.example';
let buildMetadata: typeof MetadataModule.buildMetadata;

beforeAll(async () => {
  vi.stubEnv('SITE_URL', `${SITE}/`);
  vi.resetModules();
  ({ buildMetadata } = await import('@/lib/seo/metadata'));
});
afterAll(() => vi.unstubAllEnvs());

const meta = (locale: Locale, path: string, noIndex = false) =>
  buildMetadata({ locale, path, title: 'T', description: 'D', noIndex });
const languages = (locale: Locale, path: string) =>
  meta(locale, path).alternates?.languages as Record<string, string>;

describe('buildMetadata', () => {
  it('gives each locale version its absolute canonical URL', () => {
    expect(meta('en', '/').alternates?.canonical).toBe(`${SITE}/`);
    expect(meta('fr', '/').alternates?.canonical).toBe(`${SITE}/fr`);
    expect(meta('de', '/swap').alternates?.canonical).toBe(`${SITE}/de/swap`);
  });

  it('keeps the trailing slash of blog paths everywhere', () => {
    expect(meta('en', '/blog').alternates?.canonical).toBe(`${SITE}/blog/`);
    expect(meta('fr', '/blog/x').alternates?.canonical).toBe(`${SITE}/fr/blog/x/`);
    expect(languages('ja', '/blog/x')['ja']).toBe(`${SITE}/ja/blog/x/`);
  });

  it('lists the same reciprocal alternates on every locale version', () => {
    const reference = languages('en', '/swap');
    for (const locale of locales) {
      expect(languages(locale, '/swap')).toEqual(reference);
      expect(reference[locale]).toBe(locale === 'en' ? `${SITE}/swap` : `${SITE}/${locale}/swap`);
    }
    expect(Object.keys(reference)).toHaveLength(14 + 6 + 1);
  });

  it('points x-default at English and the regional variants at their language', () => {
    const alternates = languages('ko', '/');
    expect(alternates['x-default']).toBe(`${SITE}/`);
    expect(alternates['en-US']).toBe(`${SITE}/`);
    expect(alternates['pt-BR']).toBe(`${SITE}/pt`);
    expect(alternates['es-ES']).toBe(`${SITE}/es`);
    expect(alternates['fr-FR']).toBe(`${SITE}/fr`);
    expect(alternates['de-DE']).toBe(`${SITE}/de`);
    expect(alternates['ru-RU']).toBe(`${SITE}/ru`);
    for (const tag of Object.keys(alternates))
      expect(tag).toMatch(/^([a-z]{2}(-[A-Z]{2})?|x-default)$/);
  });

  it('uses one absolute shared image for Open Graph and Twitter on every page', () => {
    const images = [meta('en', '/'), meta('uk', '/swap')].flatMap((m) => [
      (m.openGraph?.images as Array<{ url: string }>)[0]?.url,
      (m.twitter?.images as Array<{ url: string }>)[0]?.url,
    ]);
    expect(new Set(images)).toEqual(new Set([`${SITE}/og-image.png`]));
    const og = meta('pt', '/').openGraph as { locale?: string; url?: string };
    expect(og.locale).toBe('pt_BR');
    expect(og.url).toBe(`${SITE}/pt`);
    expect((meta('en', '/').twitter as { card?: string }).card).toBe('summary_large_image');
  });

  it('asks robots not to index only when told', () => {
    expect(meta('en', '/maintenance', true).robots).toEqual({ index: false, follow: true });
    expect(meta('en', '/').robots).toBeUndefined();
  });

  it('refuses prefixed paths, which would produce wrong canonicals', () => {
    expect(() => meta('de', '/fr/swap')).toThrow(/unprefixed/);
    expect(() => meta('de', '/swap?x=1')).toThrow(/unprefixed/);
  });
});
