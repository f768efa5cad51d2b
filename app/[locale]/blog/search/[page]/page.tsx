import { notFound } from 'next/navigation';
import { blogLocale, pageParam } from '../../blog-route';
import { queryParam, renderSearch, searchMetadata } from '../search-route';

export async function generateMetadata({ params }: PageProps<'/[locale]/blog/search/[page]'>) {
  const { locale, page } = await params;
  const number = pageParam(page);
  return Number.isFinite(number) ? searchMetadata(blogLocale(locale), number) : {};
}

export default async function BlogSearchLaterPage({
  params,
  searchParams,
}: PageProps<'/[locale]/blog/search/[page]'>) {
  const { locale, page } = await params;
  const number = pageParam(page);
  if (!Number.isFinite(number) || number < 2) notFound();
  return renderSearch(blogLocale(locale), queryParam(await searchParams), number);
}
