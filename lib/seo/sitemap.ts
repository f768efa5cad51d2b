// The sitemap registry. /sitemap.xml is an index with one child, /sitemaps/<name>.xml, per
// source below. To add pages to the sitemaps, add a source (or extend one):
//
//   { name: 'coins', entries: async () => (await listCoins()).map((c) => ({ path: `/coin/${c.code}/` })) }
//
// A source returns unprefixed paths; every locale version and its alternates are added for it.
// Sources run per request (the routes are dynamic), so they may read the database.

export type ChangeFrequency =
  'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';

export interface SitemapEntry {
  /** Unprefixed path: '/', '/swap', '/blog/some-article/'. */
  path: string;
  lastModified?: Date;
  changeFrequency?: ChangeFrequency;
  /** 0.0 to 1.0. */
  priority?: number;
}

export interface SitemapSource {
  /** Lower-case letters, digits and dashes: it becomes the file name /sitemaps/<name>.xml. */
  name: string;
  entries: () => Promise<readonly SitemapEntry[]>;
}

// Pages that exist today. Later issues add their routes here or as sources of their own.
const pages: SitemapSource = {
  name: 'pages',
  entries: async () => [
    { path: '/', changeFrequency: 'daily', priority: 1 },
    { path: '/swap', changeFrequency: 'daily', priority: 0.9 },
    { path: '/transaction-status', changeFrequency: 'monthly', priority: 0.5 },
  ],
};

export const sitemapSources: readonly SitemapSource[] = [pages];

/** The source served at /sitemaps/<file>, or undefined for an unknown or malformed name. */
export function findSitemapSource(
  file: string,
  sources: readonly SitemapSource[] = sitemapSources,
): SitemapSource | undefined {
  const name = /^([a-z0-9-]+)\.xml$/.exec(file)?.[1];
  return name === undefined ? undefined : sources.find((source) => source.name === name);
}

export function childSitemapPath(source: SitemapSource): string {
  return `/sitemaps/${source.name}.xml`;
}
