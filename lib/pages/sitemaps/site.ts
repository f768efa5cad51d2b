import { DEX_CHAINS } from '../../dex/chains';
import { LEGAL_DOCUMENTS } from '../../legal/documents';
import { routes } from '../../routing/routes';
import { listSource } from '../../seo/sitemap';

// The site's own pages, one list: the page types that name 'pages' as their sitemap
// (lib/pages/page-types.ts). Not /congrats: a thank-you page, marked noindex.
export const sitePagesSitemap = listSource('pages', [
  { path: routes.home(), changeFrequency: 'daily', priority: 1 },
  { path: routes.swap(), changeFrequency: 'daily', priority: 0.9 },
  { path: routes.dex(), changeFrequency: 'weekly', priority: 0.8 },
  // The networks' landings: their popular pairs' quotes move all day.
  ...DEX_CHAINS.map((chain) => ({
    path: routes.dexNetwork(chain.slug),
    changeFrequency: 'daily' as const,
    priority: 0.6,
  })),
  { path: routes.transactionStatus(), changeFrequency: 'monthly', priority: 0.5 },
  { path: routes.howItWorks(), changeFrequency: 'monthly', priority: 0.6 },
  { path: routes.howItWorks('business'), changeFrequency: 'monthly', priority: 0.5 },
  { path: routes.aboutUs(), changeFrequency: 'monthly', priority: 0.5 },
  { path: routes.partners(), changeFrequency: 'weekly', priority: 0.5 },
  // Its measured figures move with the quote history.
  { path: routes.providers(), changeFrequency: 'daily', priority: 0.6 },
  { path: routes.press(), changeFrequency: 'monthly', priority: 0.4 },
  { path: routes.faq(), changeFrequency: 'monthly', priority: 0.6 },
  { path: routes.contact(), changeFrequency: 'yearly', priority: 0.4 },
  // The first page only: later pages of reviews are reached from it and shift as reviews arrive.
  { path: routes.customerFeedbacks(), changeFrequency: 'weekly', priority: 0.6 },
  ...LEGAL_DOCUMENTS.map(({ route }) => ({
    path: route,
    changeFrequency: 'yearly' as const,
    priority: 0.2,
  })),
]);
