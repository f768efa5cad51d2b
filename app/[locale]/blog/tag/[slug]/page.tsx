import { blogLocale } from '../../blog-route';
import { renderTag, tagMetadata, tagParams } from '../tag-route';

export const revalidate = 3600;
export const dynamicParams = false;
export const dynamic = 'error';

export function generateStaticParams() {
  return tagParams();
}

export async function generateMetadata({ params }: PageProps<'/[locale]/blog/tag/[slug]'>) {
  const { locale, slug } = await params;
  return tagMetadata(blogLocale(locale), slug, 1);
}

export default async function BlogTagPage({ params }: PageProps<'/[locale]/blog/tag/[slug]'>) {
  const { locale, slug } = await params;
  return renderTag(blogLocale(locale), slug, 1);
}
