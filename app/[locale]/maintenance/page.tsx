import { useTranslations } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { use } from 'react';
import { brand } from '@/lib/brand';
import type { Locale } from '@/lib/i18n/locales';
import { staticMetadata } from '@/lib/pages/page-params';
import { localizedPath } from '@/lib/routing/paths';
import { routes } from '@/lib/routing/routes';

export const generateMetadata = staticMetadata(routes.maintenance(), 'maintenance', {
  noIndex: true,
});

export default function MaintenancePage({ params }: PageProps<'/[locale]/maintenance'>) {
  const { locale } = use(params);
  setRequestLocale(locale as Locale);
  const t = useTranslations('Maintenance');

  return (
    <section className="page--center" aria-labelledby="maintenance-title">
      <h1 id="maintenance-title">{t('title')}</h1>
      <p className="lead">{t('description', { brand: brand().name })}</p>
      {/* A full page load, so the server decides again whether maintenance is over. */}
      <a className="button" href={localizedPath(locale as Locale, routes.home())}>
        {t('retry')}
      </a>
    </section>
  );
}
