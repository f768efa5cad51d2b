import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { NotFoundView } from '@/components/error/not-found-view';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ locale: (await getLocale()) as Locale, route: null, key: 'notFound' });
}

// What a page of a known route shows when its item does not exist (it calls notFound()), with
// status 404. Unknown paths never get here: proxy.ts answers them with the prerendered copy of
// the same view (app/[locale]/not-found-page). A section with its own way back (the blog) adds
// a not-found.tsx of its own that passes its area.
export default async function NotFound() {
  return <NotFoundView locale={(await getLocale()) as Locale} area="site" />;
}
