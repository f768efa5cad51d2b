import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { loadMessages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { env } from '@/lib/env';

// The head of a DEX network's landing: a title and description naming the network and its gas
// coin in the page's language, its own canonical and the alternates of the 14 locales.

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
    createTranslator({
      locale,
      messages: await loadMessages(locale),
      namespace: namespace as 'dexNetwork',
    }),
}));

const metadataOf = async (locale: Locale, network: string) => {
  const { generateMetadata } = await import('@/app/[locale]/(dex)/dex/[network]/page');
  return generateMetadata({
    params: Promise.resolve({ locale, network }),
    searchParams: Promise.resolve({}),
  });
};

describe('the metadata of a DEX network landing', () => {
  it('names the network in the title and the gas coin in the description', async () => {
    const metadata = await metadataOf('en', 'bsc');
    expect(metadata.title).toEqual({
      absolute: 'DEX swaps on BNB Smart Chain: live quotes for popular pairs | Swaplens',
    });
    expect(metadata.description).toContain('after the network fee in BNB');
    const site = env().SITE_URL.replace(/\/$/, '');
    expect(metadata.alternates?.canonical).toBe(`${site}/dex/bsc`);
    const languages = metadata.alternates?.languages as Record<string, string>;
    expect(languages.de).toBe(`${site}/de/dex/bsc`);
    expect(languages['x-default']).toBe(`${site}/dex/bsc`);
  });

  it('is written in the page language', async () => {
    const metadata = await metadataOf('ja', 'polygon');
    expect(metadata.title).toEqual({
      absolute: 'PolygonのDEXスワップ：人気ペアのリアルタイムのオファー | Swaplens',
    });
    expect(metadata.alternates?.canonical).toMatch(/\/ja\/dex\/polygon$/);
  });
});
