import { describe, expect, it } from 'vitest';
import { DEX_CHAINS, NATIVE_TOKEN_ADDRESS } from '@/lib/dex/chains';
import type { DexProvider, DexQuote, DexQuoteRequest } from '@/lib/providers/dex/contract';
import type { TokenRef } from '@/lib/providers/kit/contract';
import type { VendorAnswer } from '@/tests/helpers/vendor-api';
import { itFailsLikeEveryVendor, useVendorApi, type Route } from '../contract/harness';
import type { DexContractSpec } from './spec';

// The DEX contract every aggregator meets, run against its recorded answers over real HTTP: a
// firm quote with the wallet's transaction, an ERC-20 sell naming the vendor's documented
// spender, an indicative quote without calldata, the vendor's refusals in our words, its keys
// on the wire, and the same failure matrix as every vendor. Whether a spender is acceptable is
// the quote service's call (lib/dex); here the adapter must only report the vendor's faithfully.

/** The suite's wallet: the well-known dev account the test chain funds. */
export const TAKER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

export const ETH: TokenRef = {
  chainId: 1,
  address: NATIVE_TOKEN_ADDRESS,
  decimals: 18,
  native: true,
};
export const USDC: TokenRef = {
  chainId: 1,
  address: '0xA0b86991c6218b36c1d19d4a2e9eb0ce3606eB48',
  decimals: 6,
  native: false,
};
export const DAI: TokenRef = {
  chainId: 1,
  address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
  decimals: 18,
  native: false,
};

export const DEFAULT_DEX_QUOTE: DexQuoteRequest = {
  chainId: 1,
  from: ETH,
  to: USDC,
  amount: '1000000000000000000',
  slippageBps: 50,
  taker: TAKER,
};

/** An address no aggregator documents, put in place of the vendor's spender. */
const FOREIGN_SPENDER = '0x000000000000000000000000000000000000bEEF';

const INTEGER = /^\d+$/;

/** What every DEX quote must be, whichever vendor answered it. */
function expectWellFormed(quote: DexQuote, spenders: readonly string[]) {
  expect(quote.amountIn).toMatch(INTEGER);
  expect(quote.amountOut).toMatch(INTEGER);
  expect(quote.minOut).toMatch(INTEGER);
  expect(BigInt(quote.amountOut)).toBeGreaterThan(0n);
  expect(BigInt(quote.minOut)).toBeLessThanOrEqual(BigInt(quote.amountOut));
  if (quote.gasUnits !== null) expect(quote.gasUnits).toMatch(/^[1-9]\d*$/);
  if (quote.priceImpact !== null) expect(quote.priceImpact).toMatch(/^-?\d+(\.\d+)?$/);
  for (const leg of quote.route) {
    expect(leg.name.length).toBeGreaterThan(0);
    expect(leg.share).toBeGreaterThan(0);
    expect(leg.share).toBeLessThanOrEqual(1);
  }
  const expires = Date.parse(quote.expiresAt);
  expect(new Date(expires).toISOString()).toBe(quote.expiresAt);
  expect(expires).toBeGreaterThan(Date.now());
  expect(expires).toBeLessThanOrEqual(Date.now() + 10 * 60_000);
  if (quote.spender !== null) {
    expect(quote.spender).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(spenders.map((s) => s.toLowerCase())).toContain(quote.spender.toLowerCase());
  }
  if (quote.tx) {
    expect(quote.tx.to).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(quote.tx.data).toMatch(/^0x[0-9a-fA-F]+$/);
    expect(quote.tx.value).toMatch(INTEGER);
    if (quote.tx.gas !== undefined) expect(quote.tx.gas).toMatch(/^[1-9]\d*$/);
  }
}

/** The case's answers with every documented spender replaced by one nobody documents. */
function withForeignSpender(routes: readonly Route[], documented: readonly string[]): Route[] {
  const swap = (body: unknown): unknown => {
    if (!body || typeof body !== 'object') return body;
    let text = JSON.stringify(body);
    for (const spender of documented)
      text = text.replace(new RegExp(spender, 'gi'), FOREIGN_SPENDER);
    return JSON.parse(text) as unknown;
  };
  return routes.map(([match, answer]): Route => [match, { ...answer, body: swap(answer.body) }]);
}

export function describeDexContract(spec: DexContractSpec) {
  const { id, name, chains, spenders } = spec.adapter.info as DexProvider['info'];

  describe(`${name}: the DEX contract`, () => {
    const vendor = useVendorApi<DexProvider>(spec);
    const quote = (over: Partial<DexQuoteRequest> = {}) =>
      vendor.provider().quote({ ...DEFAULT_DEX_QUOTE, ...over });
    const quoteFails = async (reply: VendorAnswer) => {
      vendor.routes([[spec.calls.quote, reply]]);
      return vendor.failure(quote());
    };
    const documented = (chainId: number) => spenders[String(chainId)] ?? [];

    it('declares the DEX chains it serves and a documented spender on each', () => {
      expect(chains.length).toBeGreaterThan(0);
      const dexChains = DEX_CHAINS.map((chain) => chain.id);
      for (const chain of chains) expect(dexChains).toContain(chain);
      for (const chain of chains) expect(documented(chain).length).toBeGreaterThan(0);
      expect(Object.keys(spenders).sort()).toEqual(chains.map(String).sort());
    });

    it('reads a firm quote: amounts in base units, the transaction, gas, route and expiry', async () => {
      const { request, routes, expect: wanted, wire } = spec.firm;
      vendor.routes(routes);
      const result = await quote(request);
      const chainId = request.chainId ?? DEFAULT_DEX_QUOTE.chainId;
      expect(result).toMatchObject({ provider: id, chainId, execution: 'wallet', ...wanted });
      expect(result.tx).not.toBeNull();
      expectWellFormed(result, documented(chainId));
      wire?.(vendor.api());
    });

    it("names the vendor's documented spender when an ERC-20 is sold", async () => {
      const { request, routes, expect: wanted, wire } = spec.token;
      vendor.routes(routes);
      const result = await quote(request);
      const chainId = request.chainId ?? DEFAULT_DEX_QUOTE.chainId;
      expect(result).toMatchObject({ provider: id, chainId, ...wanted });
      expect(result.spender).not.toBeNull();
      expect(result.tx?.value).toBe('0');
      expectWellFormed(result, documented(chainId));
      wire?.(vendor.api());
    });

    it('reports the spender the vendor names, even one it does not document (lib/dex refuses it)', async () => {
      const { request, routes } = spec.token;
      const chainId = request.chainId ?? DEFAULT_DEX_QUOTE.chainId;
      vendor.routes(withForeignSpender(routes, documented(chainId)));
      const result = await quote(request);
      expect(result.spender?.toLowerCase()).toBe(FOREIGN_SPENDER.toLowerCase());
    });

    it('quotes without a wallet as indicative: no calldata', async () => {
      const { request, routes, expect: wanted, wire } = spec.indicative;
      vendor.routes(routes);
      const result = await quote({ ...request, taker: undefined });
      const chainId = request.chainId ?? DEFAULT_DEX_QUOTE.chainId;
      expect(result).toMatchObject({ provider: id, chainId, tx: null, ...wanted });
      expectWellFormed(result, documented(chainId));
      const { price, quote: firm } = spec.calls;
      if (price) {
        expect(vendor.calls(price).length).toBeGreaterThan(0);
        if (price !== firm) expect(vendor.calls(firm)).toEqual([]);
      }
      wire?.(vendor.api());
    });

    it('says no_route when the vendor finds no route or liquidity', async () => {
      vendor.routes(spec.noRoute.routes);
      const error = await vendor.failure(quote(spec.noRoute.request));
      expect(error.kind).toBe('no_route');
      expect(error.isClientError).toBe(true);
    });

    const tooLow = spec.tooLow;
    if (tooLow) {
      it('says amount_too_low below what the vendor quotes', async () => {
        vendor.routes(tooLow.routes);
        const error = await vendor.failure(quote(tooLow.request));
        expect(error.kind).toBe('amount_too_low');
        if (error.details.min !== undefined) expect(error.details.min).toMatch(INTEGER);
      });
    }

    it('sends its configured keys to the vendor (and only there)', async () => {
      vendor.routes(spec.firm.routes);
      await quote(spec.firm.request);
      const wire = vendor
        .api()
        .requests.map(
          (request) => `${JSON.stringify(request.headers)} ${request.url} ${request.body}`,
        );
      for (const value of Object.values(vendor.env)) {
        expect(wire.some((sent) => sent.includes(value))).toBe(true);
      }
    });

    itFailsLikeEveryVendor(vendor, spec, quoteFails);
  });
}
