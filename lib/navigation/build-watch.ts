import { z } from 'zod';
import { apiFetch } from '@/lib/api/client';

// New-build detection (spec section 4): the first build id the page sees is its own; once the
// server reports a different one, the next navigation should be a full page load so the visitor
// gets the new build's code instead of a mix of old and new chunks.

export interface BuildWatch {
  /** Feeds one poll result (null when the poll failed); returns whether the page is outdated. */
  record(buildId: string | null): boolean;
  readonly outdated: boolean;
}

export function createBuildWatch(): BuildWatch {
  let own: string | null = null;
  let outdated = false;
  return {
    record(buildId) {
      if (buildId) {
        own ??= buildId;
        if (buildId !== own) outdated = true;
      }
      return outdated;
    },
    get outdated() {
      return outdated;
    },
  };
}

const buildAnswer = z.object({ buildId: z.string().min(1) });

/** GET /api/build with a cache-busting timestamp; null on any failure (offline, maintenance…). */
export async function fetchBuildId(
  endpoint: string,
  now: number,
  locale: string,
): Promise<string | null> {
  try {
    const answer = await apiFetch(endpoint, {
      locale,
      query: { t: String(now) },
      cache: 'no-store',
      response: buildAnswer,
    });
    return answer.buildId;
  } catch {
    return null;
  }
}
