import 'server-only';
import { z } from 'zod';
import { BaseClient } from '@/lib/http/base-client';
import type { PriceSource } from './types';

// CoinGecko's /simple/price (https://docs.coingecko.com/reference/simple-price). The demo plan
// and the pro plan differ in host and key header only.

export interface CoinGeckoOptions {
  apiKey: string;
  plan?: 'demo' | 'pro';
  /** Overrides the plan's host (tests). */
  baseUrl?: string;
  allowedHosts?: string[];
  timeoutMs?: number;
  /** Ticker -> CoinGecko id (the catalogue's: lib/catalogue/data/coingecko.ts). */
  ids: Readonly<Record<string, string>>;
}

const HOSTS = {
  demo: { baseUrl: 'https://api.coingecko.com/api/v3', header: 'x-cg-demo-api-key' },
  pro: { baseUrl: 'https://pro-api.coingecko.com/api/v3', header: 'x-cg-pro-api-key' },
} as const;

/** Ids per request: keeps the URL short and well under the API's limits. */
const BATCH = 100;

// { "bitcoin": { "usd": 104600 }, ... }; an id CoinGecko does not know is simply absent, and a
// known id without a price answers {}.
const simplePriceSchema = z.record(z.string(), z.object({ usd: z.number().positive().optional() }));

export class CoinGeckoClient extends BaseClient {
  constructor(options: CoinGeckoOptions) {
    const plan = HOSTS[options.plan ?? 'demo'];
    super({
      name: 'coingecko',
      baseUrl: options.baseUrl ?? plan.baseUrl,
      allowedHosts: options.allowedHosts,
      timeoutMs: options.timeoutMs ?? 10_000,
      headers: { [plan.header]: options.apiKey },
      secrets: [options.apiKey],
    });
  }

  simplePrice(ids: string[], signal?: AbortSignal): Promise<z.output<typeof simplePriceSchema>> {
    return this.request('/simple/price', {
      query: { ids: ids.join(','), vs_currencies: 'usd' },
      schema: simplePriceSchema,
      signal,
    });
  }
}

export function createCoinGeckoSource(options: CoinGeckoOptions): PriceSource {
  const client = new CoinGeckoClient(options);
  const { ids } = options;
  return {
    name: 'coingecko',
    async fetchUsd(tickers, signal) {
      const byId = new Map<string, string[]>();
      for (const ticker of tickers) {
        const id = ids[ticker];
        if (id) byId.set(id, [...(byId.get(id) ?? []), ticker]);
      }
      const prices = new Map<string, number>();
      const all = [...byId.keys()];
      for (let start = 0; start < all.length; start += BATCH) {
        const answer = await client.simplePrice(all.slice(start, start + BATCH), signal);
        for (const [id, { usd }] of Object.entries(answer)) {
          if (usd === undefined) continue;
          for (const ticker of byId.get(id) ?? []) prices.set(ticker, usd);
        }
      }
      return prices;
    },
  };
}
