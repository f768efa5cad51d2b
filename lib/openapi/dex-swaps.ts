import {
  getDexSwapOperation,
  lookUpDexSwapOperation,
  recordDexSwapOperation,
} from '@/lib/dex/swaps-contract';
import { describeOperation } from './operation';

const TX_HASH = {
  description: 'The transaction hash: 0x and 64 hex digits (any letter case).',
  examples: ['0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060'],
};

const STATES =
  '`state`: `pending` (known to the node, no receipt yet; or recorded and not yet seen), `confirmed` and `reverted` (the receipt’s status), `dropped` (recorded, then unknown to the node with its nonce used by another transaction, or unknown for 30 minutes), `not_found`.';

// POST /api/v1/dex/swaps
const recordDoc = describeOperation({
  operation: recordDexSwapOperation,
  tag: 'DEX',
  summary: 'Record a DEX swap the wallet sent, for its status and attribution',
  description:
    'The tokens are resolved on the server (curated list, else the ERC-20 read on chain). The transaction need not be known to the node yet. The first record answers 201; the same chain and hash again answers 200 and changes nothing. The swap counts for the named aggregator (and the attribution of its order) only once the chain shows it confirmed at one of that aggregator’s routers.',
  body: 'DexSwapRecord',
  success: {
    description: 'Recorded (201), or recorded already (200)',
    content: { 'application/json': 'DexSwapRecorded' },
  },
});

/** A repeat of the same chain and hash answers 200, not 201: the document says both. */
export const recordDexSwapDoc = {
  ...recordDoc,
  spec: {
    ...recordDoc.spec,
    responses: {
      '200': {
        description: 'Recorded already: nothing changed',
        content: recordDoc.spec.responses['201']!.content,
      },
      ...recordDoc.spec.responses,
    },
  },
};

// GET /api/v1/dex/swaps/{chainId}/{txHash}
export const getDexSwapDoc = describeOperation({
  operation: getDexSwapOperation,
  tag: 'DEX',
  summary: 'A transaction’s state on a DEX chain, with the recorded swap',
  description: `${STATES} A malformed hash or a chain the DEX does not serve answers 400; a hash neither recorded nor known to the chain 404.`,
  parameters: {
    chainId: { description: 'EIP-155 chain id: 1, 56, 137, 42161 or 10.', examples: ['1'] },
    txHash: TX_HASH,
  },
  success: { description: 'The state', content: { 'application/json': 'DexSwapStatus' } },
});

// GET /api/v1/dex/swaps/lookup/{txHash}
export const lookUpDexSwapDoc = describeOperation({
  operation: lookUpDexSwapOperation,
  tag: 'DEX',
  summary: 'A transaction hash on whichever DEX chain has it',
  description: `The chain the swap was recorded on, else the first DEX chain whose node knows the hash (Ethereum, BNB Chain, Polygon, Arbitrum, Optimism, asked at once). ${STATES}`,
  parameters: { txHash: TX_HASH },
  success: { description: 'The state', content: { 'application/json': 'DexSwapStatus' } },
});
