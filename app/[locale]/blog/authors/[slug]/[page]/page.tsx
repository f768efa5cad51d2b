import { notFound } from 'next/navigation';
import { blogLocale, pageParam } from '../../../blog-route';
import { authorMetadata, authorPageParams, renderAuthor } from '../../author-route';

export const revalidate = 3600;
export const dynamic = 'error';
export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { slug: string } }) {
  return authorPageParams(params.slug);
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/blog/authors/[slug]/[page]'>) {
  const { locale, slug, page } = await params;
  const number = pageParam(page);
  return Number.isFinite(number) ? authorMetadata(blogLocale(locale), slug, number) : {};
}

export default async function BlogAuthorLaterPage({
  params,
}: PageProps<'/[locale]/blog/authors/[slug]/[page]'>) {
  const { locale, slug, page } = await params;
  const number = pageParam(page);
  if (!Number.isFinite(number) || number < 2) notFound();
  return renderAuthor(blogLocale(locale), slug, number);
}
