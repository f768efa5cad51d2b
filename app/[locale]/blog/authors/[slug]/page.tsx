import { blogLocale } from '../../blog-route';
import { authorMetadata, authorParams, renderAuthor } from '../author-route';

export const revalidate = 3600;
export const dynamic = 'error';
export const dynamicParams = false;

export function generateStaticParams() {
  return authorParams();
}

export async function generateMetadata({ params }: PageProps<'/[locale]/blog/authors/[slug]'>) {
  const { locale, slug } = await params;
  return authorMetadata(blogLocale(locale), slug, 1);
}

export default async function BlogAuthorPage({
  params,
}: PageProps<'/[locale]/blog/authors/[slug]'>) {
  const { locale, slug } = await params;
  return renderAuthor(blogLocale(locale), slug, 1);
}
