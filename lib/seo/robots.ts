import type { MetadataRoute } from 'next';
import { env } from '../env';
import { locales } from '../i18n/locales';
import { localizedPath } from '../routing/paths';
import { files, routes } from '../routing/routes';

// Crawl rules served as /robots.txt by app/robots.ts. The JSON APIs and the maintenance page
// (in every locale) have nothing worth indexing.
export function robotsRules(): MetadataRoute.Robots {
  const siteUrl = env().SITE_URL;
  const maintenance = locales.map((locale) => localizedPath(locale, routes.maintenance()));
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/api/', '/apiglobal/', ...maintenance],
    },
    sitemap: `${siteUrl}${files.sitemapIndex()}`,
    host: siteUrl,
  };
}
