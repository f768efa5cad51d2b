// What a partner's API key may do (docs/partners.md). Browser-safe: contracts and the OpenAPI
// document name scopes without loading the strategies. A route declares the one it needs
// (`scope` in lib/api/route-options.ts); a key caller without it is refused 403
// insufficient_scope before anything is counted. Public callers carry no scopes: what a public
// route answers anyone, it answers them whatever the route's scope says.

export const API_SCOPES = [
  /** Currencies and offers. */
  'offers.read',
  /** Create swaps attributed to the key's partner. */
  'swaps.create',
  /** Read the partner's own swaps and their status. */
  'swaps.read',
  /** Earnings and reports. */
  'reports.read',
  /** Ask for a payout of confirmed earnings. */
  'payouts.write',
  /** Read the webhook delivery log and ask for a redelivery. */
  'webhooks.manage',
] as const;

export type ApiScope = (typeof API_SCOPES)[number];

export const isApiScope = (value: unknown): value is ApiScope =>
  (API_SCOPES as readonly unknown[]).includes(value);
