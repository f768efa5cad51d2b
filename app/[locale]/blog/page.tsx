import { routes } from '@/lib/routing/routes';
import { blogLocale, blogMetadata } from './blog-route';
import { renderBlogIndex } from './index-route';

// /blog/: the newest articles. Prerendered per locale: articles change only with a deploy
// (content/blog/, docs/blog.md).
export const revalidate = 3600;
export const dynamic = 'error';

export async function generateMetadata({ params }: PageProps<'/[locale]/blog'>) {
  const locale = blogLocale((await params).locale);
  return blogMetadata(locale, routes.blog(), 'blog');
}

export default async function BlogHome({ params }: PageProps<'/[locale]/blog'>) {
  return renderBlogIndex(blogLocale((await params).locale), 1);
}
