import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { RequestedPath } from '@/components/layout/requested-path';
import { brand } from '@/lib/brand';
import { localizedPath } from '@/lib/routing/paths';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Metadata');
  return {
    title: t('titleTemplate', { title: t('notFound.title'), brand: brand().name }),
    description: t('notFound.description'),
    robots: { index: false, follow: true },
  };
}

export default async function NotFound() {
  const locale = await getLocale();
  const t = await getTranslations('404');

  return (
    <section className="page--center" aria-labelledby="not-found-title">
      <p className="status-code">404</p>
      <h1 id="not-found-title">{t('title')}</h1>
      <p className="lead">{t('description')}</p>
      <RequestedPath template={t.raw('message') as string} />
      <a className="button" href={localizedPath(locale, '/')}>
        {t('button')}
      </a>
    </section>
  );
}
