import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { loadMessages } from '@/lib/i18n/messages';
import { routes } from '@/lib/routing/routes';
import { pageMetadata, type MetadataKey } from '@/lib/seo/page-metadata';
import type { Locale } from '@/lib/i18n/locales';

// A page type of the catalogue issues, whose title names the coin (ICU values).
const coinEntry = { title: '{coin} ({ticker}) swaps', description: 'Swap {coin} on {brand}.' };

// Outside a Next request, next-intl's server helpers have no request scope: translate directly.
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) => {
    const messages = await loadMessages(locale);
    return createTranslator({
      locale,
      messages: { ...messages, Metadata: { ...messages.Metadata, coin: coinEntry } },
      namespace: namespace as 'Metadata',
    });
  },
}));

describe('pageMetadata', () => {
  it('takes the home title as written, with the brand filled in', async () => {
    const metadata = await pageMetadata({ locale: 'en', route: routes.home(), key: 'home' });
    expect(metadata.title).toEqual({
      absolute: 'Swaplens: compare crypto swap offers side by side',
    });
    expect(metadata.description).toMatch(/every fee included/);
  });

  it('puts other titles into the translated template', async () => {
    const metadata = await pageMetadata({
      locale: 'de',
      route: routes.maintenance(),
      key: 'maintenance',
      noIndex: true,
    });
    expect(metadata.title).toEqual({ absolute: 'Wartungsarbeiten | Swaplens' });
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.alternates?.canonical).toBe('http://localhost:3000/de/maintenance');
  });

  it('writes every locale in its own language', async () => {
    const english = await pageMetadata({ locale: 'en', route: routes.home(), key: 'home' });
    const japanese = await pageMetadata({ locale: 'ja', route: routes.home(), key: 'home' });
    expect(japanese.description).not.toBe(english.description);
    expect(JSON.stringify(japanese.openGraph)).toContain('ja_JP');
    expect(english.twitter?.images).toEqual([
      expect.objectContaining({ alt: 'Swaplens – Every swap offer, side by side.' }),
    ]);
  });

  it('fills the ICU values of a page type into its title and description', async () => {
    const metadata = await pageMetadata({
      locale: 'en',
      route: routes.coin('BTC'),
      key: 'coin' as MetadataKey,
      values: { coin: 'Bitcoin', ticker: 'BTC' },
    });
    expect(metadata.title).toEqual({ absolute: 'Bitcoin (BTC) swaps | Swaplens' });
    expect(metadata.description).toBe('Swap Bitcoin on Swaplens.');
    expect(metadata.alternates?.canonical).toBe('http://localhost:3000/coin/btc');
  });

  it('gives a view with no address of its own (404) no canonical and no index', async () => {
    const metadata = await pageMetadata({ locale: 'fr', route: null, key: 'notFound' });
    expect(metadata.title).toEqual({ absolute: 'Page introuvable | Swaplens' });
    expect(metadata.description).toMatch(/.{20,}/);
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.alternates).toBeUndefined();
    expect(metadata.openGraph).toBeUndefined();
  });
});
