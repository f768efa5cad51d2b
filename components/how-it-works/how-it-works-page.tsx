import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { JsonLd } from '@/components/seo/json-ld';
import { brand } from '@/lib/brand';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import { breadcrumbList } from '@/lib/seo/json-ld';
import { HowItWorksTabs, type HowItWorksTab } from './how-it-works-tabs';
import styles from './how-it-works.module.css';

/** The frame both tabs share: heading and lead of the tab, the tabs, the tab's guide. */
export async function HowItWorksPage({
  locale,
  tab,
  children,
}: {
  locale: Locale;
  tab: HowItWorksTab;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'HowItWorks' });
  const name = brand().name;
  const trail = [
    { name, route: routes.home() },
    { name: t('tabs.title'), route: routes.howItWorks() },
    ...(tab === 'business' ? [{ name: t('tabs.business'), route: routes.howItWorks(tab) }] : []),
  ];
  return (
    <section className={styles.page} aria-labelledby="how-title">
      <JsonLd data={breadcrumbList(locale, trail)} />
      <h1 id="how-title">{t(`${tab}.title`, { brand: name })}</h1>
      <p className="lead">{t(`${tab}.lead`, { brand: name })}</p>
      <HowItWorksTabs locale={locale} active={tab} />
      {children}
    </section>
  );
}
