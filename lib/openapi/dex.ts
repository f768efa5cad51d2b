import {
  getDexQuotesOperation,
  getDexTokenOperation,
  listDexTokensOperation,
} from '@/lib/dex/schema';
import { describeOperation } from './operation';

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';

// GET /api/v1/dex/tokens
export const listDexTokensDoc = describeOperation({
  operation: listDexTokensOperation,
  tag: 'DEX',
  summary: 'The curated tokens of a DEX chain',
  description:
    'Chains: 1 (Ethereum), 56 (BNB Chain), 137 (Polygon), 42161 (Arbitrum), 10 (Optimism). The chain’s own coin comes first, as 0xEeee…EEeE. `sandbox` says whether the quotes on the chain are simulated, before any is asked.',
  success: {
    description:
      'The chain’s own coin, then its curated tokens, and whether its quotes are simulated',
    content: { 'application/json': 'DexTokens' },
  },
});

// GET /api/v1/dex/tokens/{chainId}/{address}
export const getDexTokenDoc = describeOperation({
  operation: getDexTokenOperation,
  tag: 'DEX',
  summary: 'One token of a DEX chain by its contract address',
  description:
    'A curated token is verified. Any other address is read on chain (symbol, name, decimals) and answered with `verified: false`, no logo and no ticker; 404 when the address holds no ERC-20 token.',
  parameters: {
    chainId: { examples: ['1'] },
    address: { examples: [USDC] },
  },
  success: { description: 'The token', content: { 'application/json': 'DexToken' } },
});

// GET /api/v1/dex/quotes
export const getDexQuotesDoc = describeOperation({
  operation: getDexQuotesOperation,
  tag: 'DEX',
  summary: 'Every DEX aggregator’s quote for a swap, ranked by what arrives after gas',
  description:
    'Amounts in the answer are integer strings in base units. Without `taker` the quotes are indicative (`tx` null); with it each carries the transaction for that wallet. Quotes whose gas cost is known come first by `netOut`, the others after by `amountOut`. A quote whose spender is not one its aggregator documents is dropped as `spender_unknown`, and a firm quote whose transaction goes to a contract it does not document as `router_unknown`. Never cached.',
  parameters: {
    from: { examples: [NATIVE] },
    to: { examples: [USDC] },
    amount: { examples: ['1.5'] },
  },
  success: {
    description: 'Quotes best first and failures with their reasons',
    content: { 'application/json': 'DexQuotesResponse' },
  },
});
