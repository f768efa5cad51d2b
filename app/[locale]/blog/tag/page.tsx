import { setRequestLocale } from 'next-intl/server';
import { TagsView } from '@/components/blog/author-views';
import { listingCounts, listTags } from '@/lib/blog/queries';
import { routes } from '@/lib/routing/routes';
import { blogLocale, blogMetadata } from '../blog-route';

// /blog/tag/: every tag that has articles, with its count.
export const revalidate = 3600;
export const dynamic = 'error';

export async function generateMetadata({ params }: PageProps<'/[locale]/blog/tag'>) {
  return blogMetadata(blogLocale((await params).locale), routes.blogTags(), 'blogTags');
}

export default async function BlogTagsPage({ params }: PageProps<'/[locale]/blog/tag'>) {
  const locale = blogLocale((await params).locale);
  setRequestLocale(locale);
  const [tags, counts] = await Promise.all([listTags(locale), listingCounts()]);
  return <TagsView locale={locale} tags={tags} counts={counts.tags} />;
}
