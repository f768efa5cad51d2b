import { splitLocalePrefix } from './paths';

// Page addresses whose query names one visitor's swap: the Swap ID is a bearer token (whoever
// has it can follow the swap), so no cache may keep the answer, nor its address in a disk-cache
// index (security review 2026-12, L7). The pages are prerendered shells that read the query in
// the browser, so Next sends no `no-store` of its own; proxy.ts sets it from this rule.

const SWAP_QUERY: Readonly<Record<string, string>> = {
  '/swap': 'swap',
  '/transaction-status': 'id',
};

/**
 * True for "/swap?swap=…" and "/transaction-status?id=…" in any locale ("/fr/swap?swap=…"):
 * a normalised page path and its query. An empty value counts too: it is still the visitor's.
 */
export function namesPrivateSwap(normalizedPath: string, search: URLSearchParams): boolean {
  const param = SWAP_QUERY[splitLocalePrefix(normalizedPath).rest];
  return param !== undefined && search.has(param);
}

/**
 * The payout confirm page's address carries a single-use token (lib/partner-earnings): no cache
 * keeps it, and its Referer carries only the origin (Referrer-Policy: strict-origin, since
 * no-referrer would send `Origin: null` with its form's POST and the same-site rule refuses that).
 */
const PAYOUT_CONFIRM_PAGE = '/for-partners/payouts/confirm';

/** True for the payout confirm page in any locale, with or without its token. */
export function isPayoutConfirmPage(normalizedPath: string): boolean {
  return splitLocalePrefix(normalizedPath).rest.replace(/\/+$/, '') === PAYOUT_CONFIRM_PAGE;
}
