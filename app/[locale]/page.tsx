import { BusinessTeaser } from '@/components/home/business-teaser';
import { FaqExcerpt } from '@/components/faq/faq-excerpt';
import { CatalogueSection } from '@/components/home/catalogue-section';
import { HomeHero } from '@/components/home/home-hero';
import { SiteFigures } from '@/components/home/site-figures';
import { SwapSteps } from '@/components/home/swap-steps';
import { WhySection } from '@/components/home/why-section';
import { ReviewsSummary } from '@/components/reviews/reviews-summary';
import { listCurrencies } from '@/lib/catalogue';
import { compactPopularCurrencies } from '@/lib/catalogue/compact';
import { showcaseCoins } from '@/lib/catalogue/showcase';
import { DEFAULT_SELECTION } from '@/components/exchange/types';
import { getGlobalData } from '@/lib/global-data';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/pages/page-params';
import { routes } from '@/lib/routing/routes';
import { firstPaintEstimate } from '@/lib/rates/first-paint-estimate';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { siteFigures } from '@/lib/site-figures';

// Prerendered, then rendered again in the background at most every 5 minutes, so the reviews
// summary and the figures follow the database without a rebuild (ISR keeps the nonce scheme:
// docs/decisions/0001-csp-nonce.md).
export const revalidate = 300;

/** Coins in the "supported coins" list: two rows of chips on a wide screen. */
const SHOWCASE_COINS = 12;

export async function generateMetadata({ params }: PageProps<'/[locale]'>) {
  const { locale } = await params;
  return pageMetadata({ locale: locale as Locale, route: routes.home(), key: 'home' });
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  // Read at build time (the page is prerendered): the form shows real coins before any fetch.
  // The hero's first-paint estimate is from the last offers round the server has for the form's
  // starting pair (none at build): the page's regeneration every 5 minutes keeps it recent, and
  // the hero says its age.
  const { from, to, amount } = DEFAULT_SELECTION;
  const [currencies, globalData, figures, seen] = await Promise.all([
    listCurrencies(),
    getGlobalData(),
    siteFigures(),
    firstPaintEstimate(from, to, amount),
  ]);

  // Every section is a server component: the page adds no JavaScript beyond the hero's form.
  return (
    <>
      <HomeHero locale={locale} popular={compactPopularCurrencies(currencies)} seen={seen} />
      <SwapSteps locale={locale} />
      <WhySection locale={locale} />
      <SiteFigures locale={locale} figures={figures} />
      <CatalogueSection
        locale={locale}
        coins={showcaseCoins(currencies, SHOWCASE_COINS)}
        pairs={globalData.popularPairs}
      />
      <FaqExcerpt locale={locale} />
      <ReviewsSummary locale={locale} />
      <BusinessTeaser locale={locale} />
    </>
  );
}
