import { HowItWorksPage } from '@/components/how-it-works/how-it-works-page';
import { PersonalGuide } from '@/components/how-it-works/personal-guide';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/pages/page-params';
import { routes } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/how-it-works'>) {
  const { locale } = await params;
  return pageMetadata({ locale: locale as Locale, route: routes.howItWorks(), key: 'howItWorks' });
}

export default async function HowItWorksPersonalPage({
  params,
}: PageProps<'/[locale]/how-it-works'>) {
  const locale = await pageLocale(params);
  return (
    <HowItWorksPage locale={locale} tab="personal">
      <PersonalGuide locale={locale} />
    </HowItWorksPage>
  );
}
