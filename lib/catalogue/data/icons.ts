// Written by scripts/icons.mjs: the tickers and networks that have an icon in public/icons.
// Currencies without one show public/icons/coins/generic.svg.

export const COIN_ICONS: ReadonlySet<string> = new Set<string>([]);
export const NETWORK_ICONS: ReadonlySet<string> = new Set<string>([]);
