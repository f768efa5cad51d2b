import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/error/error-view';
import { brand } from '@/lib/brand';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Metadata');
  return {
    title: t('titleTemplate', { title: t('notFound.title'), brand: brand().name }),
    description: t('notFound.description'),
    robots: { index: false, follow: true },
  };
}

// Unknown paths in every locale (app/[locale]/[...rest]/page.tsx) answer 404 with this view.
// Next 16 may serve it as a shell that the client fills in (Next issues #62228, #97000), which is
// why the view is a client component that reads the path in the browser.
export default function NotFound() {
  return <ErrorView status={404} />;
}
