import { z } from 'zod';
import { apiFetch } from '@/lib/api/client';

// The request behind fetchBuildId (build-watch.ts), loaded with the first poll so zod and the
// API client are not part of every page's first load.

const buildAnswer = z.object({ buildId: z.string().min(1) });

export async function requestBuildId(
  endpoint: string,
  now: number,
  locale: string,
): Promise<string> {
  const answer = await apiFetch(endpoint, {
    locale,
    query: { t: String(now) },
    cache: 'no-store',
    response: buildAnswer,
  });
  return answer.buildId;
}
