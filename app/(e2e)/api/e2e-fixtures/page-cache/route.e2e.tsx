import { readFileSync } from 'node:fs';
import { invalidateCacheTags } from '@/lib/cache/tags';
import { pageStore } from '@/lib/cache/page-store.mjs';

// e2e-only (built only with SWAPLENS_E2E_FIXTURES=1): what the crawler and the page cache tests
// read from the server they drive. GET: the page cache's figures (lib/cache/page-store.mjs) and
// the process's resident memory. POST: what the price refresh does to cached pages
// (invalidateCacheTags('prices'), lib/catalogue/prices/refresh.ts), without a price source.

export const dynamic = 'force-dynamic';

function residentBytes(): number {
  const status = readFileSync('/proc/self/status', 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return Number.isFinite(kib) ? kib * 1024 : process.memoryUsage().rss;
}

export function GET(): Response {
  return Response.json({ cache: pageStore().stats(), rssBytes: residentBytes() });
}

export function POST(): Response {
  invalidateCacheTags('prices');
  return new Response(null, { status: 204 });
}
