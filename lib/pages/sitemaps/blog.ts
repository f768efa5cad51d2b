import type { SitemapEntry, SitemapSource } from '../../seo/sitemap';
import { routes } from '../../routing/routes';
import { blogManifest, pageCount } from '../../blog/manifest';
import { articleVersions } from '../../blog/queries';

// The blog in the sitemaps: its listings in every locale (each lists every article), then each
// article in the locales it is written in only, with those as its alternates and its last change
// as <lastmod>. The search is left out: its pages are noindex.

async function blogEntries(): Promise<SitemapEntry[]> {
  const manifest = blogManifest();
  const versions = await articleVersions();
  const latest = versions.reduce((max, v) => (v.lastModified > max ? v.lastModified : max), '');
  const lastModified = latest ? new Date(`${latest}T00:00:00Z`) : undefined;
  const listing = (path: SitemapEntry['path'], priority: number): SitemapEntry => ({
    path,
    changeFrequency: 'weekly',
    priority,
    ...(lastModified ? { lastModified } : {}),
  });
  const pages = (count: number, path: (page: number) => SitemapEntry['path'], priority: number) =>
    Array.from({ length: pageCount(count) }, (_, index) => listing(path(index + 1), priority));
  return [
    ...pages(manifest.articles.size, (page) => routes.blog(page), 0.6),
    listing(routes.blogTags(), 0.3),
    ...[...manifest.tags]
      .filter(([, count]) => count > 0)
      .flatMap(([slug, count]) => pages(count, (page) => routes.blogTag(slug, page), 0.4)),
    listing(routes.blogAuthors(), 0.3),
    ...[...manifest.authors]
      .filter(([, count]) => count > 0)
      .flatMap(([slug, count]) => pages(count, (page) => routes.blogAuthor(slug, page), 0.3)),
    ...versions.map((version) => ({
      path: routes.blogPost(version.slug),
      lastModified: new Date(`${version.lastModified}T00:00:00Z`),
      changeFrequency: 'monthly' as const,
      priority: 0.7,
      locales: version.locales,
    })),
  ];
}

/** A few dozen entries: read whole, served a page at a time. */
export const blogSitemap: SitemapSource = {
  name: 'blog',
  count: async () => (await blogEntries()).length,
  entries: async (page, size) => (await blogEntries()).slice((page - 1) * size, page * size),
};
