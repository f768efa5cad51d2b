import { z } from 'zod';
import { RATE_LIMITS } from '@/lib/api/limits';
import { route, type ParamsSchema } from '@/lib/api/route';
import { fileNotFound } from '@/lib/seo/file-route';
import { sitemapSources } from '@/lib/pages/sitemaps';
import { findSitemapFile } from '@/lib/seo/sitemap';
import { cachedSitemapPart } from '@/lib/seo/sitemap-cache';
import { childSitemapStream, xmlResponse } from '@/lib/seo/sitemap-xml';

// GET /sitemaps/<name>-<part>.xml – one part of a source, every path in every locale with its
// hreflang alternates. /sitemaps/<name>.xml, the address before sources were split, moved to
// part 1. Not an API route: a crawler gets XML or a plain 404, never the JSON error shape. Each
// part is made once per data version (lib/seo/sitemap-cache.ts) and each client is rate
// limited: a part is megabytes (security review 2026-12, M5).

// Sources may read the database, which must not happen at build time.
export const dynamic = 'force-dynamic';

const params = z.object({ file: z.string() }) satisfies ParamsSchema<
  RouteContext<'/sitemaps/[file]'>
>;

export const GET = route(
  { method: 'GET', auth: 'public', rateLimit: RATE_LIMITS.sitemaps, params, errors: 'text' },
  async ({ params: { file: name } }) => {
    const file = await findSitemapFile(name, sitemapSources);
    if (!file) return fileNotFound();
    if (file.kind === 'moved') {
      return new Response(null, { status: 308, headers: { Location: file.location } });
    }
    return xmlResponse(
      await cachedSitemapPart(name, () => childSitemapStream(file.source, file.part)),
    );
  },
);
