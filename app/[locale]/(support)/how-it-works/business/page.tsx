import { BusinessGuide } from '@/components/how-it-works/business-guide';
import { HowItWorksPage } from '@/components/how-it-works/how-it-works-page';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/pages/page-params';
import { programFigureValues } from '@/lib/partner-applications/figures';
import { routes } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';

// The description names the program's configured figures, as the page does.
export async function generateMetadata({ params }: PageProps<'/[locale]/how-it-works/business'>) {
  const locale = (await params).locale as Locale;
  return pageMetadata({
    locale,
    route: routes.howItWorks('business'),
    key: 'howItWorksBusiness',
    values: programFigureValues(locale),
  });
}

export default async function HowItWorksBusinessPage({
  params,
}: PageProps<'/[locale]/how-it-works/business'>) {
  const locale = await pageLocale(params);
  return (
    <HowItWorksPage locale={locale} tab="business">
      <BusinessGuide locale={locale} />
    </HowItWorksPage>
  );
}
