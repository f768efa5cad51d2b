import { getSwapOperation } from '@/lib/swaps/contract';
import { describeOperation } from './operation';

export const SWAP_ID_PARAMETER = {
  description: 'The Swap ID; case, spaces and dashes are ignored, O reads as 0 and I or L as 1.',
  examples: ['K7M2Q9XD3F8H'],
};

// GET /api/v1/swaps/{id}
export const getSwapDoc = describeOperation({
  operation: getSwapOperation,
  tag: 'Swaps',
  summary: 'A swap and its status history',
  parameters: { id: SWAP_ID_PARAMETER },
  success: { description: 'The swap', content: { 'application/json': 'Swap' } },
});
