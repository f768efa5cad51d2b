import { setRequestLocale } from 'next-intl/server';
import { BusinessGuide } from '@/components/how-it-works/business-guide';
import { HowItWorksPage } from '@/components/how-it-works/how-it-works-page';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/how-it-works/business'>) {
  const { locale } = await params;
  return pageMetadata({
    locale: locale as Locale,
    route: routes.howItWorks('business'),
    key: 'howItWorksBusiness',
  });
}

export default async function HowItWorksBusinessPage({
  params,
}: PageProps<'/[locale]/how-it-works/business'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return (
    <HowItWorksPage locale={locale} tab="business">
      <BusinessGuide locale={locale} />
    </HowItWorksPage>
  );
}
