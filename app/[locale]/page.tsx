import { useTranslations } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { use } from 'react';
import { HeroSwap } from '@/components/exchange/hero-swap';
import { brand } from '@/lib/brand';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]'>) {
  const { locale } = await params;
  return pageMetadata({ locale: locale as Locale, route: routes.home(), key: 'home' });
}

export default function HomePage({ params }: PageProps<'/[locale]'>) {
  const { locale } = use(params);
  setRequestLocale(locale as Locale);
  const t = useTranslations('Home');

  return (
    <section className="hero" aria-labelledby="hero-title">
      <p className="eyebrow">{t('eyebrow')}</p>
      <h1 id="hero-title">{t('heading')}</h1>
      <p className="lead">{t('lead', { brand: brand().name })}</p>
      <HeroSwap />
      <ul className="points">
        <li>{t('points.fees')}</li>
        <li>{t('points.kyc')}</li>
        <li>{t('points.custody')}</li>
      </ul>
    </section>
  );
}
