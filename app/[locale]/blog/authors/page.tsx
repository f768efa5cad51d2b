import { setRequestLocale } from 'next-intl/server';
import { AuthorsView } from '@/components/blog/author-views';
import { listAuthors, listingCounts } from '@/lib/blog/queries';
import { routes } from '@/lib/routing/routes';
import { blogLocale, blogMetadata } from '../blog-route';

// /blog/authors/: the blog's authors (the editorial desks), each with its bio and article count.
export const revalidate = 3600;
export const dynamic = 'error';

export async function generateMetadata({ params }: PageProps<'/[locale]/blog/authors'>) {
  return blogMetadata(blogLocale((await params).locale), routes.blogAuthors(), 'blogAuthors');
}

export default async function BlogAuthorsPage({ params }: PageProps<'/[locale]/blog/authors'>) {
  const locale = blogLocale((await params).locale);
  setRequestLocale(locale);
  const [authors, counts] = await Promise.all([listAuthors(locale), listingCounts()]);
  return <AuthorsView locale={locale} authors={authors} counts={counts.authors} />;
}
