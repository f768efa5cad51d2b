import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { ErrorView } from '@/components/error/error-view';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ locale: (await getLocale()) as Locale, route: null, key: 'notFound' });
}

// Unknown paths in every locale (app/[locale]/[...rest]/page.tsx) answer 404 with this view.
// Next 16 may serve it as a shell that the client fills in (Next issues #62228, #97000), which is
// why the view is a client component that reads the path in the browser.
export default function NotFound() {
  return <ErrorView status={404} />;
}
