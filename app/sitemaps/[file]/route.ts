import { findSitemapSource } from '@/lib/seo/sitemap';
import { childSitemapXml, xmlResponse } from '@/lib/seo/sitemap-xml';

// GET /sitemaps/<name>.xml – every path of one source in every locale, with hreflang alternates.
// Not an API route: a crawler gets XML or a plain 404, never the JSON error shape.

// Sources may read the database, which must not happen at build time.
export const dynamic = 'force-dynamic';

export async function GET(
  _request: Request,
  { params }: RouteContext<'/sitemaps/[file]'>,
): Promise<Response> {
  const source = findSitemapSource((await params).file);
  if (!source) {
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return xmlResponse(await childSitemapXml(source));
}
