import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ListingView } from '@/components/blog/listing-view';
import { brand } from '@/lib/brand';
import { listArticles } from '@/lib/blog/queries';
import { routes } from '@/lib/routing/routes';
import { blogLocale, blogMetadata } from './blog-route';

// /blog/: the newest articles, the reader's language first, then English ones marked as such.
// Prerendered per locale: articles change only with a deploy (content/blog/, docs/blog.md).
export const revalidate = 3600;
export const dynamic = 'error';

export async function generateMetadata({ params }: PageProps<'/[locale]/blog'>) {
  const locale = blogLocale((await params).locale);
  return blogMetadata(locale, routes.blog(), 'blog');
}

export default async function BlogHome({ params }: PageProps<'/[locale]/blog'>) {
  const locale = blogLocale((await params).locale);
  setRequestLocale(locale);
  const [listing, t] = await Promise.all([
    listArticles(locale, 1),
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
      href={(page) => routes.blog(page)}
    />
  );
}
