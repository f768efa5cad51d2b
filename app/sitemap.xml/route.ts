import { sitemapFilePaths } from '@/lib/seo/sitemap';
import { sitemapIndexXml, xmlResponse } from '@/lib/seo/sitemap-xml';

// GET /sitemap.xml – the sitemap index: every part of every source in lib/seo/sitemap.ts.

// Rendered per request so SITE_URL is read at run time and nothing is built against a database.
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  return xmlResponse(sitemapIndexXml(await sitemapFilePaths()));
}
