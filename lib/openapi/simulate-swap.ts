import { simulateSwapOperation } from '@/lib/swaps/contract';
import { SWAP_ID_PARAMETER } from './get-swap';
import { describeOperation } from './operation';

// POST /api/v1/swaps/{id}/simulate
export const simulateSwapDoc = describeOperation({
  operation: simulateSwapOperation,
  tag: 'Swaps',
  summary: 'Sandbox only: simulate the deposit, a failure or a refund',
  parameters: { id: SWAP_ID_PARAMETER },
  body: 'SimulateSwap',
  success: { description: 'The swap after the action', content: { 'application/json': 'Swap' } },
});
