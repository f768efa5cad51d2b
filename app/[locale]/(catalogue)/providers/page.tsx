import { ProvidersView } from '@/components/catalogue/providers/providers-view';
import type { FiguresState, ProviderRow } from '@/components/catalogue/providers/types';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/pages/page-params';
import { listPartners } from '@/lib/partners';
import { NO_FIGURES, providerFigures } from '@/lib/rates/provider-figures';
import { providerListingCounts } from '@/lib/rates/provider-counts';
import { providerDailyFigures } from '@/lib/rates/provider-daily';
import { routes } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';

// Prerendered, then rendered again in the background at most every 5 minutes, so the measured
// figures follow the quote history (their read is cached 4 minutes, the coin and pair counts an
// hour, by a job). The build has no database: its copy says the figures cannot be read (never zeros) until
// the first regeneration, which the first request after those 5 minutes starts.
export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[locale]/providers'>) {
  const { locale } = await params;
  return pageMetadata({
    locale: locale as Locale,
    route: routes.providers(),
    key: 'providers',
    values: { count: listPartners().length },
  });
}

export default async function ProvidersPage({ params }: PageProps<'/[locale]/providers'>) {
  const locale = await pageLocale(params);
  const partners = listPartners();
  const counts = providerListingCounts();
  const [figures, daily] = await Promise.all([providerFigures(), providerDailyFigures()]);
  const rows: ProviderRow[] = partners.map((partner) => ({
    partner,
    counts: counts.get(partner.id) ?? null,
    figures: figures?.get(partner.id) ?? NO_FIGURES,
  }));
  const figuresState: FiguresState =
    figures === null
      ? 'unavailable'
      : rows.some((row) => row.figures[30].asked > 0)
        ? 'measured'
        : 'none';
  return (
    <ProvidersView
      locale={locale}
      rows={rows}
      figuresState={figuresState}
      daily={daily ?? new Map()}
    />
  );
}
