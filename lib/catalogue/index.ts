import 'server-only';
import { cachedRead, invalidateCacheTags } from '../cache/tags';
import { getDb } from '../db/client';
import type { CurrencyRef, TokenRef } from '../providers/kit/contract';
import { loadCurrencies, loadPrices, seedCurrencies, seedPrices } from './load';
import type { Currency, Network, ReferencePrice } from './types';
import { buildWithoutDatabase } from '../db/build-phase';

// The catalogue for server code: currencies and networks from the database (seeded from
// lib/catalogue/data), address and memo checks, explorer links, reference prices. Browser code
// imports address.ts, memo.ts and networks.ts directly instead (this module reaches the database).

export type { Currency, Network, ReferencePrice } from './types';
export { validateAddress } from './address';
export { validateExtraId } from './memo';

/** How long one process reuses the catalogue and prices; the API's Cache-Control says the same. */
export const CATALOGUE_TTL_MS = 60_000;

interface Catalogue {
  list: Currency[];
  byCode: Map<string, Currency>;
}

function index(list: Currency[]): Catalogue {
  return { list, byCode: new Map(list.map((currency) => [currency.code, currency])) };
}

// Tagged, so the price refresh and the catalogue seed reach these copies from any bundle.
const catalogue = cachedRead(
  async () =>
    index(buildWithoutDatabase() ? seedCurrencies() : await loadCurrencies(await getDb())),
  { tags: ['catalogue'], ttlMs: CATALOGUE_TTL_MS },
);
const prices = cachedRead(
  async () => (buildWithoutDatabase() ? seedPrices() : loadPrices(await getDb())),
  { tags: ['prices'], ttlMs: CATALOGUE_TTL_MS },
);

/** Enabled currencies, popular first (by rank) then by name. */
export async function listCurrencies(): Promise<Currency[]> {
  return (await catalogue.get()).list;
}

/** An enabled currency by its URL code (case-insensitive), or null. */
export async function getCurrency(code: string): Promise<Currency | null> {
  return (await catalogue.get()).byCode.get(code.trim().toLowerCase()) ?? null;
}

/** What an adapter of any kind needs to know about a currency. */
export function toCurrencyRef(currency: Currency): CurrencyRef {
  return {
    code: currency.code,
    ticker: currency.ticker,
    network: currency.network.code,
    contract: currency.contract ?? undefined,
    decimals: currency.decimals,
  };
}

/** The zero address wallet-executed kinds name a chain's own coin by. */
const NATIVE_TOKEN_ADDRESS = `0x${'0'.repeat(40)}`;

/** A currency as a DEX or bridge adapter sends it, or null off the EVM chains. */
export function toTokenRef(currency: Currency): TokenRef | null {
  const { chainId } = currency.network;
  if (chainId === undefined) return null;
  const native = currency.contract === null;
  return {
    chainId,
    address: native ? NATIVE_TOKEN_ADDRESS : currency.contract!,
    decimals: currency.decimals,
    native,
  };
}

/** The explorer page of a transaction or address, or null when the network has none. */
export function explorerUrl(
  network: Network,
  kind: 'tx' | 'address',
  value: string,
): string | null {
  const template = kind === 'tx' ? network.explorerTx : network.explorerAddress;
  const trimmed = value.trim();
  if (!template || !trimmed) return null;
  const encoded = encodeURIComponent(trimmed);
  return template.replace(kind === 'tx' ? '{hash}' : '{address}', encoded);
}

/** The last known USD price per ticker (upper-case), from asset_prices. */
export function getReferencePrices(): Promise<Map<string, ReferencePrice>> {
  return prices.get();
}

/** Forgets the cached catalogue and prices (after the operator edits them, between tests). */
export function clearCatalogueCache(): void {
  invalidateCacheTags('catalogue', 'prices');
}
