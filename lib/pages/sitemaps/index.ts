import type { SitemapSource } from '../../seo/sitemap';
import type { SitemapName } from '../define';
import { pageTypes } from '../page-types';
import { blogSitemap } from './blog';
import { compareSitemap, crossChainSitemap, crossChainTokensSitemap } from './catalogue-pairs';
import { coinsSitemap } from './coins';
import { fiatCardsSitemap, fiatPairsSitemap, fiatPlacesSitemap, fiatSitemap } from './fiat';
import { pairsSitemap } from './pairs';
import { sitePagesSitemap } from './site';

// Every sitemap source by its name, in the order /sitemap.xml lists them. The Record's type
// makes each name the page declarations may use (lib/pages/define.ts) have exactly one source.
const sources = {
  pages: sitePagesSitemap,
  coins: coinsSitemap,
  pairs: pairsSitemap,
  compare: compareSitemap,
  'cross-chain': crossChainSitemap,
  'cross-chain-tokens': crossChainTokensSitemap,
  fiat: fiatSitemap,
  'fiat-places': fiatPlacesSitemap,
  'fiat-pairs': fiatPairsSitemap,
  'fiat-cards': fiatCardsSitemap,
  blog: blogSitemap,
} satisfies Record<SitemapName, SitemapSource>;

const declared = new Set<SitemapName>(
  Object.values(pageTypes).flatMap((type): readonly SitemapName[] =>
    'sitemaps' in type ? type.sitemaps : [],
  ),
);

/** The sources some page type declares: a source no page type names is not listed. */
export const sitemapSources: readonly SitemapSource[] = Object.entries(sources)
  .filter(([name]) => declared.has(name as SitemapName))
  .map(([, source]) => source);
