import { blogLocale } from '../blog-route';
import { queryParam, renderSearch, searchMetadata } from './search-route';

export async function generateMetadata({ params }: PageProps<'/[locale]/blog/search'>) {
  return searchMetadata(blogLocale((await params).locale), 1);
}

export default async function BlogSearchPage({
  params,
  searchParams,
}: PageProps<'/[locale]/blog/search'>) {
  const locale = blogLocale((await params).locale);
  return renderSearch(locale, queryParam(await searchParams), 1);
}
