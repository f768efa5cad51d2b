import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ListingView } from '@/components/blog/listing-view';
import { brand } from '@/lib/brand';
import { listArticles } from '@/lib/blog/queries';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';

// /blog/ and /blog/page/{n}/: every article, the reader's language first, then English ones
// marked as such. Page 1 is /blog/ itself; past the last page proxy.ts has answered 404 already.
export async function renderBlogIndex(locale: Locale, page: number) {
  setRequestLocale(locale);
  const [listing, t] = await Promise.all([
    Number.isFinite(page) ? listArticles(locale, page) : undefined,
    getTranslations({ locale, namespace: 'Blog' }),
  ]);
  if (!listing) notFound();
  return (
    <ListingView
      locale={locale}
      current="articles"
      title={t('title')}
      intro={t('intro', { brand: brand().name })}
      listing={listing}
      href={(n) => routes.blog(n)}
    />
  );
}
