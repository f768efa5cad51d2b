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

/** GET /api/build with a cache-busting timestamp; null on any failure (offline, maintenance…). */
export async function fetchBuildId(
  endpoint: string,
  now: number,
  fetcher: typeof fetch = fetch,
): Promise<string | null> {
  try {
    const response = await fetcher(`${endpoint}?t=${now}`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const buildId = (body as { buildId?: unknown } | null)?.buildId;
    return typeof buildId === 'string' && buildId !== '' ? buildId : null;
  } catch {
    return null;
  }
}
