import { createTranslator } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';

// /for-partners: its metadata and the FAQ its FAQPage data carries, with the configured figures
// (PARTNER_COMMISSION_RATE, PARTNER_API_REVENUE_SHARE_MAX), never numbers of the page's own.

// Outside a Next request, next-intl's server helpers have no request scope: translate directly.
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
    createTranslator({
      locale,
      messages: await loadMessages(locale),
      namespace: namespace as 'Metadata',
    }),
}));

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function load(env: Record<string, string> = {}) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  const [{ forPartnersFaq }, { faqPage, serializeJsonLd }, { pageMetadata }] = await Promise.all([
    import('@/components/for-partners/faq'),
    import('@/lib/seo/json-ld'),
    import('@/lib/seo/page-metadata'),
  ]);
  return { forPartnersFaq, faqPage, serializeJsonLd, pageMetadata };
}

describe('/for-partners', () => {
  it('has a localised title, description, canonical and alternates', async () => {
    const { pageMetadata } = await load();
    const { routes } = await import('@/lib/routing/routes');
    const en = await pageMetadata({
      locale: 'en',
      route: routes.forPartners(),
      key: 'forPartners',
    });
    expect(en.title).toEqual({ absolute: 'Partner program and exchange API | Swaplens' });
    expect(en.description).toMatch(/^Earn from the swaps you bring to Swaplens/);
    expect(en.alternates?.canonical).toBe('http://localhost:3000/for-partners');
    expect(en.alternates?.languages).toMatchObject({
      de: 'http://localhost:3000/de/for-partners',
      ja: 'http://localhost:3000/ja/for-partners',
    });
    const de = await pageMetadata({
      locale: 'de',
      route: routes.forPartners(),
      key: 'forPartners',
    });
    expect(de.title).toEqual({ absolute: 'Partnerprogramm und Exchange-API | Swaplens' });
  });

  it('answers its FAQ with the default figures, formatted for the language', async () => {
    const { forPartnersFaq } = await load();
    const en = await forPartnersFaq('en');
    expect(en.length).toBeGreaterThanOrEqual(6);
    expect(en.length).toBeLessThanOrEqual(8);
    const commission = en.find((entry) => entry.question === 'How is the commission calculated?');
    expect(commission?.answer).toContain('0.2% of the exchange amount');
    expect(commission?.answer).toContain('up to 50%');
    const de = await forPartnersFaq('de');
    expect(de.find((entry) => entry.question.includes('Provision berechnet'))?.answer).toMatch(
      /0,2\s%/u,
    );
  });

  it('shows the configured figures, not the defaults', async () => {
    const { forPartnersFaq } = await load({
      PARTNER_COMMISSION_RATE: '0.0035',
      PARTNER_API_REVENUE_SHARE_MAX: '0.4',
    });
    const text = JSON.stringify(await forPartnersFaq('en'));
    expect(text).toContain('0.35% of the exchange amount');
    expect(text).toContain('up to 40%');
    expect(text).not.toContain('0.2%');
    expect(text).not.toContain('50%');
  });

  it('gives the FAQ as FAQPage data with the words the page shows, in every language', async () => {
    const { forPartnersFaq, faqPage, serializeJsonLd } = await load();
    for (const locale of ['en', 'ja', 'ko'] as const) {
      const faq = await forPartnersFaq(locale);
      const data = JSON.parse(serializeJsonLd(faqPage(faq))) as ReturnType<typeof faqPage>;
      expect(data['@type']).toBe('FAQPage');
      expect(data.mainEntity.map((entry) => entry.name)).toEqual(faq.map((e) => e.question));
      expect(data.mainEntity.map((entry) => entry.acceptedAnswer.text)).toEqual(
        faq.map((e) => e.answer),
      );
      // Every placeholder is filled in.
      for (const entry of faq) expect(`${entry.question} ${entry.answer}`).not.toMatch(/[{}]/);
    }
  });
});
