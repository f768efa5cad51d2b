import { getBridgeRoutesOperation } from '@/lib/bridge/schema';
import { describeOperation } from './operation';

const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
const USDC_ARBITRUM = '0xaf88d065e77c8cC2239327C5EDb3A432268e5831';

// GET /api/v1/bridge/routes
export const getBridgeRoutesDoc = describeOperation({
  operation: getBridgeRoutesOperation,
  tag: 'Bridges',
  summary:
    'Every bridge aggregator’s route from one chain to another, ranked by the value arriving',
  description:
    'Chains: 1 (Ethereum), 56 (BNB Chain), 137 (Polygon), 42161 (Arbitrum), 10 (Optimism); the two must differ. Both tokens must be in the chain’s curated DEX list (GET /dex/tokens), else 400 `unknown_currency`. Amounts in the answer are integer strings in base units, USD figures decimal strings at the catalogue’s reference prices. Routes whose `gasCostUsd` and output price are known come first by `netValueUsd` (the output’s USD value less `gasCostUsd`), the others after by `amountOut`. Without `sender` the routes are indicative (`tx` null); with it each carries the source chain’s transaction for that wallet. A route whose spender or transaction target its aggregator does not document on the source chain is dropped as `spender_unknown` or `router_unknown`. Never cached.',
  parameters: {
    from: { examples: [NATIVE] },
    to: { examples: [USDC_ARBITRUM] },
    amount: { examples: ['0.5'] },
  },
  success: {
    description: 'Routes best first and failures with their reasons',
    content: { 'application/json': 'BridgeRoutesResponse' },
  },
});
