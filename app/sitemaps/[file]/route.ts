import { findSitemapFile } from '@/lib/seo/sitemap';
import { childSitemapStream, xmlResponse } from '@/lib/seo/sitemap-xml';

// GET /sitemaps/<name>-<part>.xml – one part of a source, every path in every locale with its
// hreflang alternates. /sitemaps/<name>.xml, the address before sources were split, moved to
// part 1. Not an API route: a crawler gets XML or a plain 404, never the JSON error shape.

// Sources may read the database, which must not happen at build time.
export const dynamic = 'force-dynamic';

export async function GET(
  _request: Request,
  { params }: RouteContext<'/sitemaps/[file]'>,
): Promise<Response> {
  const file = await findSitemapFile((await params).file);
  if (!file) {
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  if (file.kind === 'moved') {
    return new Response(null, { status: 308, headers: { Location: file.location } });
  }
  return xmlResponse(childSitemapStream(file.source, file.part));
}
