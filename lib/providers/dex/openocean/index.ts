import 'server-only';
import { fromBaseUnits } from '@/lib/decimal';
import { adapterFacts } from '../../kit/manifest';
import type { DexQuoteRequest } from '../contract';
import { dex, defineDexAdapter, type DexQuoteResult } from '../kind';
import manifest from './adapter.json';
import { OpenoceanClient, type OpenoceanQuoteQuery } from './client';
import {
  OPENOCEAN_CHAINS,
  priceImpactOf,
  routeOf,
  SLIPPAGE_BPS,
  slippagePercent,
  tokenAddress,
} from './mapping';
import { minOutAfterSlippage } from '../vendor';
import type { OpenoceanQuote } from './schema';

// OpenOcean (Swap API v3). A firm quote is one swap_quote call for the taker (price and
// calldata); an indicative one is a quote call. Both take the amount in whole tokens and the gas
// price in gwei (read from OpenOcean's gasPrice endpoint), and answer in base units.

/** OpenOcean names no expiry for its calldata: a quote counts as fresh this long. */
const QUOTE_TTL_MS = 30_000;

const facts = adapterFacts(dex, 'openocean', manifest);

async function queryOf(client: OpenoceanClient, request: DexQuoteRequest, chain: string) {
  if (request.slippageBps < SLIPPAGE_BPS.min || request.slippageBps > SLIPPAGE_BPS.max) {
    throw client.fail('rejected', `slippage ${request.slippageBps} bps is outside 5–5000`);
  }
  const amount = fromBaseUnits(request.amount, request.from.decimals);
  if (amount === '0') throw client.fail('amount_too_low', 'nothing to sell');
  return {
    inTokenAddress: tokenAddress(request.from),
    outTokenAddress: tokenAddress(request.to),
    amount,
    gasPrice: await client.gasPriceGwei(chain),
    slippage: slippagePercent(request.slippageBps),
  } satisfies OpenoceanQuoteQuery;
}

/** What a quote and a swap quote share in our words; an output of 0 means the amount is too small. */
function common(client: OpenoceanClient, answer: OpenoceanQuote) {
  if (answer.outAmount === '0') {
    throw client.fail('amount_too_low', 'OpenOcean quotes nothing for this amount');
  }
  return {
    amountIn: answer.inAmount,
    amountOut: answer.outAmount,
    gasUnits: answer.estimatedGas && answer.estimatedGas !== '0' ? answer.estimatedGas : null,
    priceImpact: priceImpactOf(answer.price_impact),
    route: routeOf(answer.path),
    expiresAt: new Date(Date.now() + QUOTE_TTL_MS).toISOString(),
  };
}

export const openocean = defineDexAdapter({
  ...facts,
  client: (config) => new OpenoceanClient(config),

  async quote(client, request): Promise<DexQuoteResult> {
    const chain = OPENOCEAN_CHAINS[request.chainId];
    if (!chain) throw client.fail('pair_unavailable', `chain ${request.chainId} is not served`);
    const query = await queryOf(client, request, chain);
    const native = request.from.native;

    if (!request.taker) {
      const answer = await client.quote(chain, query, request.signal);
      const documented = facts.info.spenders[String(request.chainId)]?.[0] ?? null;
      return {
        ...common(client, answer),
        minOut: minOutAfterSlippage(answer.outAmount, request.slippageBps),
        spender: native ? null : documented,
        tx: null,
      };
    }

    const swap = await client.swapQuote(
      chain,
      { ...query, account: request.taker },
      request.signal,
    );
    const out = common(client, swap);
    // The calldata's own minimum: zero (or above the quote) would leave the visitor unprotected.
    if (swap.minOutAmount === '0' || BigInt(swap.minOutAmount) > BigInt(swap.outAmount)) {
      throw client.fail('bad_response', `minOutAmount ${swap.minOutAmount} does not fit the quote`);
    }
    return {
      ...out,
      minOut: swap.minOutAmount,
      // OpenOcean's exchange contract both takes the call and spends the input token.
      spender: native ? null : swap.to,
      tx: { to: swap.to, data: swap.data, value: swap.value, gas: out.gasUnits ?? undefined },
    };
  },
});
