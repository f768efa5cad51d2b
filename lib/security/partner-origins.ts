// The lookup behind a policy's `frameAncestors: 'partnerOrigins'` (./response-policy.ts).

/** What the lookup may read of the request: the widget names its partner in the query. */
export interface PartnerOriginsRequest {
  readonly unprefixedPath: string;
  readonly search: URLSearchParams;
}

/**
 * The origins the widget's partner has allowed to frame it. No partner configuration exists
 * yet: the partner issue implements this lookup (the partner's allowlist, read from its config
 * and cached, keyed by the partner id the widget carries). Until then it answers no origin,
 * which resolveFrameAncestors turns into 'none': a page declared for partners is framed by no one.
 */
export async function partnerOrigins(request: PartnerOriginsRequest): Promise<readonly string[]> {
  void request;
  return [];
}
