import { BusinessGuide } from '@/components/how-it-works/business-guide';
import { HowItWorksPage } from '@/components/how-it-works/how-it-works-page';
import { pageLocale, staticMetadata } from '@/lib/pages/page-params';
import { routes } from '@/lib/routing/routes';

export const generateMetadata = staticMetadata(routes.howItWorks('business'), 'howItWorksBusiness');

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
