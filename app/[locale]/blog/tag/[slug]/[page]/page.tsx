import { notFound } from 'next/navigation';
import { blogLocale, pageParam } from '../../../blog-route';
import { renderTag, tagMetadata, tagPageParams } from '../../tag-route';

export const revalidate = 3600;
export const dynamic = 'error';
export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { slug: string } }) {
  return tagPageParams(params.slug);
}

export async function generateMetadata({ params }: PageProps<'/[locale]/blog/tag/[slug]/[page]'>) {
  const { locale, slug, page } = await params;
  const number = pageParam(page);
  return Number.isFinite(number) ? tagMetadata(blogLocale(locale), slug, number) : {};
}

export default async function BlogTagLaterPage({
  params,
}: PageProps<'/[locale]/blog/tag/[slug]/[page]'>) {
  const { locale, slug, page } = await params;
  const number = pageParam(page);
  if (!Number.isFinite(number) || number < 2) notFound();
  return renderTag(blogLocale(locale), slug, number);
}
