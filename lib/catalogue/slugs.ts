// The catalogue's URL segments, read without the database: "btc-to-eth" (an exchange or
// cross-chain pair), "btc-vs-eth" (a comparison), "page-3" (a listing's page). Currency codes are
// lower-case [a-z0-9]+ with no dash (docs/catalogue.md), so a slug splits in exactly one way.
// Pure: proxy.ts runs these checks before any page renders (lib/pages/route-checks.ts).

const CODE = '[a-z0-9]{1,32}';
const PAIR = {
  to: new RegExp(`^(${CODE})-to-(${CODE})$`),
  vs: new RegExp(`^(${CODE})-vs-(${CODE})$`),
};

export interface PairSlug {
  from: string;
  to: string;
}

/** "btc-to-eth" (`to`) or "btc-vs-eth" (`vs`) → its two codes; anything else → null. */
export function parsePairSlug(slug: string, joiner: 'to' | 'vs'): PairSlug | null {
  const match = PAIR[joiner].exec(slug);
  return match ? { from: match[1]!, to: match[2]! } : null;
}

/** The largest page number a listing answers; past it the number cannot be a real page. */
export const MAX_PAGE = 1_000_000;

/**
 * "page-2" → 2. Page 1 is the listing itself (routes.coins(1) is "/coin"), so "page-1", "page-0",
 * "page--1", "page-01", "page-x" and anything that is not "page-<n>" → null.
 */
export function parsePageSegment(segment: string): number | null {
  const match = /^page-([1-9]\d{0,6})$/.exec(segment);
  if (!match) return null;
  const page = Number(match[1]);
  return page >= 2 && page <= MAX_PAGE ? page : null;
}

/** How many pages a listing of `count` items takes, `perPage` a page; an empty one has its first. */
export function pageCount(count: number, perPage: number): number {
  return Math.max(1, Math.ceil(count / perPage));
}
