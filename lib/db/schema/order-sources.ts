// Where an order came from (ADR 0021): the values of the swaps' and orders' `source` columns.
// Here, below the route kit, because the schema types those columns with it; the route kit's
// attribution (lib/api/auth/attribution.ts) maps each caller to one.

export const ORDER_SOURCES = ['web', 'widget-v1', 'widget-v2', 'api', 'bot'] as const;

export type OrderSource = (typeof ORDER_SOURCES)[number];
