import { route } from '@/lib/api/route';
import { sitemapSources } from '@/lib/pages/sitemaps';
import { sitemapFilePaths } from '@/lib/seo/sitemap';
import { sitemapIndexXml, xmlResponse } from '@/lib/seo/sitemap-xml';

// GET /sitemap.xml – the sitemap index: every part of every source in lib/pages/sitemaps.

// Rendered per request so SITE_URL is read at run time and nothing is built against a database.
export const dynamic = 'force-dynamic';

// (no rate limit: a few kilobytes listing the parts, which are limited)
export const GET = route(
  { method: 'GET', auth: 'public', rateLimit: 'none', errors: 'text' },
  async () => xmlResponse(sitemapIndexXml(await sitemapFilePaths(sitemapSources))),
);
