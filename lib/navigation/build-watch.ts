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
  locale: string,
): Promise<string | null> {
  try {
    const { requestBuildId } = await import('./build-request');
    return await requestBuildId(endpoint, now, locale);
  } catch {
    return null;
  }
}
