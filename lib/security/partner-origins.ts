import { processSingleton } from '../process-singleton.mjs';

// The lookup behind a policy's `frameAncestors: 'partnerOrigins'` and `'partnerOriginsOrAny'`
// (./response-policy.ts). The platform does not know partners: the partner program registers
// the lookup from lib/startup (docs/decisions/0007-declared-layers.md, "Inversion"), and
// proxy.ts calls it per request (proxy.ts runs on the Node runtime in Next 16, in the server's
// process, so the registration made by instrumentation.ts is the one it sees).

/** What the lookup may read of the request: the widget names its partner in the query. */
export interface PartnerOriginsRequest {
  readonly unprefixedPath: string;
  readonly search: URLSearchParams;
}

/**
 * The origins the request's partner allows to frame its widgets, or null when the request names
 * no active partner (no `ref`, a malformed or an unknown one). An active partner without origins
 * answers [], which frames nowhere.
 */
export type PartnerOriginsLookup = (
  request: PartnerOriginsRequest,
) => Promise<readonly string[] | null>;

const getLookup = processSingleton<{ current: PartnerOriginsLookup | null }>(
  'partner-origins-lookup',
  () => ({ current: null }),
);

/** Registers the lookup (lib/startup); calling it again replaces it. */
export function registerPartnerOrigins(lookup: PartnerOriginsLookup): void {
  getLookup().current = lookup;
}

/**
 * The origin of the image a request's partner shows as its logo in the widget (white label), or
 * null. The widget pages' CSP admits it in img-src, nothing else.
 */
export type PartnerImageLookup = (request: PartnerOriginsRequest) => Promise<string | null>;

const getImageLookup = processSingleton<{ current: PartnerImageLookup | null }>(
  'partner-image-lookup',
  () => ({ current: null }),
);

/** Registers the logo lookup (lib/startup); calling it again replaces it. */
export function registerPartnerImageOrigin(lookup: PartnerImageLookup): void {
  getImageLookup().current = lookup;
}

/**
 * The registered logo lookup's answer, only when it is a serialised https origin (a stored value
 * cannot add a directive); null without a registration, a logo or on a failure.
 */
export async function partnerImageOrigin(request: PartnerOriginsRequest): Promise<string | null> {
  const lookup = getImageLookup().current;
  if (!lookup) return null;
  try {
    const origin = await lookup(request);
    return origin !== null && /^https:\/\/[a-z0-9.-]+(:\d{1,5})?$/.test(origin) ? origin : null;
  } catch {
    return null;
  }
}

/**
 * The registered lookup's answer. Without a registration (a process that did not compose the
 * server) it answers null: no partner known, which a `partnerOrigins` page turns into 'none'.
 * A failing lookup answers null too, logged by the lookup itself: a header is always written.
 */
export async function partnerOrigins(
  request: PartnerOriginsRequest,
): Promise<readonly string[] | null> {
  const lookup = getLookup().current;
  if (!lookup) return null;
  try {
    return await lookup(request);
  } catch {
    return null;
  }
}
