import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ListingView } from '@/components/blog/listing-view';
import { brand } from '@/lib/brand';
import { blogManifest } from '@/lib/blog/manifest';
import { listArticles } from '@/lib/blog/queries';
import { routes } from '@/lib/routing/routes';
import { blogLocale, blogMetadata, laterPages, pageParam } from '../../blog-route';

// /blog/page/{n}/: later pages of the blog's index; past the end proxy.ts answers 404 first.
export const revalidate = 3600;
export const dynamic = 'error';
export const dynamicParams = false;

export function generateStaticParams() {
  return laterPages(blogManifest().articles.size);
}

export async function generateMetadata({ params }: PageProps<'/[locale]/blog/page/[page]'>) {
  const { locale: raw, page } = await params;
  const locale = blogLocale(raw);
  const number = pageParam(page);
  if (!Number.isFinite(number)) return {};
  return blogMetadata(locale, routes.blog(number), 'blogPage', { page: number });
}

export default async function BlogPage({ params }: PageProps<'/[locale]/blog/page/[page]'>) {
  const { locale: raw, page } = await params;
  const locale = blogLocale(raw);
  setRequestLocale(locale);
  const number = pageParam(page);
  const listing = Number.isFinite(number) ? await listArticles(locale, number) : undefined;
  if (!listing || number < 2) notFound();
  const t = await getTranslations({ locale, namespace: 'Blog' });
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
