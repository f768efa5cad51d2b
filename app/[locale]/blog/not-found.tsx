import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { NotFoundView } from '@/components/error/not-found-view';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ locale: (await getLocale()) as Locale, route: null, key: 'notFound' });
}

// A blog page whose item does not exist (a page past the end of the search results): the
// complete 404 with its button back to /blog/ (spec: the error page under the blog).
export default async function BlogNotFound() {
  return <NotFoundView locale={(await getLocale()) as Locale} area="blog" />;
}
