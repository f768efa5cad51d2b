import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { jsonResponse } from '@/lib/api/response';
import { route } from '@/lib/api/route';
import { env } from '@/lib/env';

// Answered per request from the running build, never from a cache.
export const dynamic = 'force-dynamic';

let cached: Promise<string> | undefined;

// `next build` writes the id into .next/BUILD_ID and a running server never changes it. `next dev`
// has no such file and rebuilds continuously, so it reports a fixed id (no reload prompts).
function currentBuildId(): Promise<string> {
  if (env().NODE_ENV !== 'production') return Promise.resolve('development');
  cached ??= readFile(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').then(
    (id) => id.trim(),
    (error: unknown) => {
      cached = undefined;
      throw error;
    },
  );
  return cached;
}

// GET /api/build – the id of the running build, polled by the browser to notice deployments
// (no rate limit: it reads one cached string)
export const GET = route({ method: 'GET', auth: 'public', rateLimit: 'none' }, async () => {
  const buildId = await currentBuildId();
  return jsonResponse({ buildId }, { headers: { 'Cache-Control': 'no-store' } });
});
