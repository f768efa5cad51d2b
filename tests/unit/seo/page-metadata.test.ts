import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { loadMessages } from '@/lib/i18n/messages';
import { pageMetadata } from '@/lib/seo/page-metadata';
import type { Locale } from '@/lib/i18n/locales';

// Outside a Next request, next-intl's server helpers have no request scope: translate directly.
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
    createTranslator({
      locale,
      messages: await loadMessages(locale),
      namespace: namespace as 'Metadata',
    }),
}));

describe('pageMetadata', () => {
  it('takes the home title as written, with the brand filled in', async () => {
    const metadata = await pageMetadata({ locale: 'en', path: '/', key: 'home' });
    expect(metadata.title).toEqual({
      absolute: 'Swaplens: compare crypto swap offers side by side',
    });
    expect(metadata.description).toMatch(/every fee included/);
  });

  it('puts other titles into the translated template', async () => {
    const metadata = await pageMetadata({
      locale: 'de',
      path: '/maintenance',
      key: 'maintenance',
      noIndex: true,
    });
    expect(metadata.title).toEqual({ absolute: 'Wartungsarbeiten | Swaplens' });
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.alternates?.canonical).toBe('http://localhost:3000/de/maintenance');
  });

  it('writes every locale in its own language', async () => {
    const english = await pageMetadata({ locale: 'en', path: '/', key: 'home' });
    const japanese = await pageMetadata({ locale: 'ja', path: '/', key: 'home' });
    expect(japanese.description).not.toBe(english.description);
    expect(JSON.stringify(japanese.openGraph)).toContain('ja_JP');
    expect(english.twitter?.images).toEqual([
      expect.objectContaining({ alt: 'Swaplens – Every swap offer, side by side.' }),
    ]);
  });
});
