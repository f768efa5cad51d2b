import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HeroSwap } from '@/components/exchange/hero-swap';
import { brand } from '@/lib/brand';
import { listCurrencies } from '@/lib/catalogue';
import { compactPopularCurrencies } from '@/lib/catalogue/compact';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]'>) {
  const { locale } = await params;
  return pageMetadata({ locale: locale as Locale, route: routes.home(), key: 'home' });
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  // Read at build time (the page is prerendered): the form shows real coins before any fetch.
  const [t, currencies] = await Promise.all([
    getTranslations({ locale, namespace: 'Home' }),
    listCurrencies(),
  ]);

  return (
    <section className="hero" aria-labelledby="hero-title">
      <p className="eyebrow">{t('eyebrow')}</p>
      <h1 id="hero-title">{t('heading')}</h1>
      <p className="lead">{t('lead', { brand: brand().name })}</p>
      <HeroSwap popular={compactPopularCurrencies(currencies)} />
      <ul className="points">
        <li>{t('points.fees')}</li>
        <li>{t('points.kyc')}</li>
        <li>{t('points.custody')}</li>
      </ul>
    </section>
  );
}
