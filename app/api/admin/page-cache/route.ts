import { readFileSync } from 'node:fs';
import { RATE_LIMITS } from '@/lib/api/limits';
import { jsonResponse } from '@/lib/api/response';
import { route } from '@/lib/api/route';
import { pageStore } from '@/lib/cache/page-store.mjs';

export const dynamic = 'force-dynamic';

/** The process's resident memory (Linux; elsewhere Node's own figure). */
function residentBytes(): number {
  try {
    const kib = Number(/VmRSS:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]);
    if (Number.isFinite(kib)) return kib * 1024;
  } catch {
    // Not Linux.
  }
  return process.memoryUsage().rss;
}

// GET /api/admin/page-cache – the page cache's figures (server/page-cache.mjs) and the process's
// memory, for the operator and the crawler test (operator only)
export const GET = route(
  { method: 'GET', auth: 'admin', rateLimit: RATE_LIMITS.admin },
  async () => {
    return jsonResponse(
      { cache: pageStore().stats(), rssBytes: residentBytes() },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  },
);
